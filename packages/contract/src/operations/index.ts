// Every operation of the contract, one router per domain. The API's test checks each is served; the
// web never imports this file (it loads every schema): it imports a domain's router as a type and
// each address it calls (`./<domain>/<operation>.ts`).
import { initContract } from '@ts-rest/core';
import { accountsOperations } from './accounts.ts';
import { adminCertificatesOperations } from './admin-certificates.ts';
import { adminDashboardOperations } from './admin-dashboard.ts';
import { adminLeadsOperations } from './admin-leads.ts';
import { adminLegalOperations } from './admin-legal.ts';
import { adminMarketingOperations } from './admin-marketing.ts';
import { adminMentoringOperations } from './admin-mentoring.ts';
import { adminOrdersOperations } from './admin-orders.ts';
import { adminQuestionsOperations } from './admin-questions.ts';
import { adminLoginOperations, adminSessionOperations } from './admin-session.ts';
import { adminStudentsOperations } from './admin-students.ts';
import { authOperations } from './auth.ts';
import { bookOperations } from './book.ts';
import { cartOperations } from './cart.ts';
import { catalogueOperations } from './catalogue.ts';
import { certificatesOperations } from './certificates.ts';
import { hotmartOperations } from './hotmart.ts';
import { leadsOperations } from './leads.ts';
import { learningOperations } from './learning.ts';
import { mentoringOperations } from './mentoring.ts';
import { notesOperations } from './notes.ts';
import { paymentsOperations } from './payments.ts';
import { projectsOperations } from './projects.ts';
import { questionsOperations } from './questions.ts';
import { siteOperations } from './site.ts';

export const operations = initContract().router({
  adminDashboard: adminDashboardOperations,
  adminMarketing: adminMarketingOperations,
  adminMentoring: adminMentoringOperations,
  adminCertificates: adminCertificatesOperations,
  adminLeads: adminLeadsOperations,
  adminQuestions: adminQuestionsOperations,
  adminStudents: adminStudentsOperations,
  adminOrders: adminOrdersOperations,
  accounts: accountsOperations,
  adminLegal: adminLegalOperations,
  adminLogin: adminLoginOperations,
  adminSession: adminSessionOperations,
  auth: authOperations,
  book: bookOperations,
  cart: cartOperations,
  catalogue: catalogueOperations,
  certificates: certificatesOperations,
  hotmart: hotmartOperations,
  leads: leadsOperations,
  learning: learningOperations,
  mentoring: mentoringOperations,
  notes: notesOperations,
  payments: paymentsOperations,
  projects: projectsOperations,
  questions: questionsOperations,
  site: siteOperations,
});
