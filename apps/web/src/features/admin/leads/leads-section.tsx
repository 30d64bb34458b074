import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/spinner.tsx';

const LeadsPage = lazy(() => import('./pages/leads-page.tsx'));

/** The leads section (/admin/leads). */
export default function LeadsSection() {
  return (
    <Suspense fallback={<Spinner />}>
      <LeadsPage />
    </Suspense>
  );
}
