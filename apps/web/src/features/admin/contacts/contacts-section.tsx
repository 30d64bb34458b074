import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/spinner.tsx';

const ContactsPage = lazy(() => import('./pages/contacts-page.tsx'));

/** The messages section (/admin/mensajes): contact messages and support questions. */
export default function ContactsSection() {
  return (
    <Suspense fallback={<Spinner />}>
      <ContactsPage />
    </Suspense>
  );
}
