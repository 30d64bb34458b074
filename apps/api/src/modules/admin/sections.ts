import type { FastifyInstance } from 'fastify';
import { adminCatalogueSection } from './catalogue.routes.ts';
import { adminCertificatesSection } from './certificates.routes.ts';
import { adminCoreSection } from './core.routes.ts';
import { adminDashboardSection } from './dashboard.routes.ts';
import { adminLeadsSection } from './leads.routes.ts';
import { adminLegalSection } from './legal.routes.ts';
import { adminMarketingSection } from './marketing.routes.ts';
import { adminMentoringSection } from './mentoring.routes.ts';
import { adminOrdersSection } from './orders.routes.ts';
import { adminQuestionsSection } from './questions.routes.ts';
import { adminStudentsSection } from './students.routes.ts';

/**
 * Every guarded section of the operator area, registered behind the admin guard by adminRoutes.
 * To add one: write `<section>.routes.ts` in this folder (paths under /api/admin/), append it here.
 */
export const adminSections: Array<(scope: FastifyInstance) => Promise<void>> = [
  adminCoreSection,
  adminCatalogueSection,
  adminOrdersSection,
  adminLeadsSection,
  adminStudentsSection,
  adminLegalSection,
  adminQuestionsSection,
  adminMentoringSection,
  adminMarketingSection,
  adminDashboardSection,
  adminCertificatesSection,
];
