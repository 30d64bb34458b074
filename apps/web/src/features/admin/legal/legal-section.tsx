/** The legal documents section (/admin/legales): one list page with its form. */
export { default } from './pages/legal-page.tsx';
