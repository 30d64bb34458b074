// The contract: every request/response schema, constant and pure rule shared by api and web.
import './zod-es.ts';

export * from './admin.ts';
export * from './admin-catalogue.ts';
export * from './admin-orders.ts';
export * from './admin-leads.ts';
export * from './admin-students.ts';
export * from './admin-contacts.ts';
export * from './auth.ts';
export * from './availability.ts';
export * from './book.ts';
export * from './captcha.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './certificates.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './field-labels.ts';
export * from './hotmart.ts';
export * from './leads.ts';
export * from './mentoring.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './notes.ts';
export * from './oauth.ts';
export * from './orders.ts';
export * from './pages.ts';
export * from './payments.ts';
export * from './phone.ts';
export * from './profile.ts';
export * from './projects.ts';
export * from './questions.ts';
export * from './slug.ts';
export * from './text.ts';
export { describeIssue } from './zod-es.ts';
// Not exported here: './disposable-email.ts' (server only, 2.5 MB list): import it by subpath.
