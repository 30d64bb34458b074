/** The messages section (/admin/mensajes): contact messages and support questions, one list page. */
export { default } from './pages/contacts-page.tsx';
