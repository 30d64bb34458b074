import type { FastifyInstance } from 'fastify';
import { captchaRoutes } from '../integrations/captcha/captcha.routes.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { visitsRoutes } from './analytics/visits.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { bookRoutes } from './book/book.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { catalogueSeoRoutes } from './catalogue/seo.routes.ts';
import { certificatesRoutes } from './certificates/certificates.routes.ts';
import { clientErrorsRoutes } from './client-errors/client-errors.routes.ts';
import { geoRoutes } from './geo/geo.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { hotmartRoutes } from './hotmart/hotmart.routes.ts';
import { landingPagesRoutes } from './leads/landing-pages.routes.ts';
import { leadsRoutes } from './leads/leads.routes.ts';
import { learningRoutes } from './learning/learning.routes.ts';
import { MEDIA_ROUTE } from './learning/media.ts';
import { mentoringRoutes } from './mentoring/mentoring.routes.ts';
import { notesRoutes } from './notes/notes.routes.ts';
import { oauthRoutes } from './oauth/oauth.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { projectsRoutes } from './projects/projects.routes.ts';
import { questionsRoutes } from './questions/questions.routes.ts';

/**
 * Every module's routes, registered inside the authenticated scope: a route is reachable only with
 * a bearer token unless its config says `auth: 'none'`. Paths are written out in full (spec §7).
 */
export const modules: Array<(app: FastifyInstance) => Promise<void>> = [
  healthRoutes,
  oauthRoutes,
  projectsRoutes,
  catalogueRoutes,
  catalogueSeoRoutes,
  captchaRoutes,
  authRoutes,
  accountsRoutes,
  leadsRoutes,
  landingPagesRoutes,
  visitsRoutes,
  clientErrorsRoutes,
  geoRoutes,
  mentoringRoutes,
  certificatesRoutes,
  cartRoutes,
  paymentsRoutes,
  hotmartRoutes,
  bookRoutes,
  learningRoutes,
  questionsRoutes,
  notesRoutes,
  adminRoutes,
];

/**
 * API path prefixes whose answers a student opens as documents (signed lesson files, PDFs among
 * them): they keep the page's security headers (`headersForUrl` in plugins/security.ts).
 */
export const documentPaths: readonly string[] = [`${MEDIA_ROUTE}/`];
