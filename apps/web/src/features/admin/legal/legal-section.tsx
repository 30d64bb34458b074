import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/spinner.tsx';

const LegalPage = lazy(() => import('./pages/legal-page.tsx'));

/** The legal documents section (/admin/legales). */
export default function LegalSection() {
  return (
    <Suspense fallback={<Spinner />}>
      <LegalPage />
    </Suspense>
  );
}
