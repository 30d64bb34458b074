/** The leads section (/admin/leads): one list page. */
export { default } from './pages/leads-page.tsx';
