import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { adminPaths } from '../../../config/admin-paths.ts';
import { adminMarketingMessages as t } from '../../../messages/admin-marketing.ts';
import { AdminTabs } from '../components/admin-tabs.tsx';

const LandingEventsPage = lazy(() => import('./pages/landing-events-page.tsx'));
const MarketingSettingsPage = lazy(() => import('./pages/marketing-settings-page.tsx'));

const paths = adminPaths.marketing;
const sub = (path: string) => path.slice(paths.root.length + 1);

/** The marketing section (/admin/marketing): landing events and the landings' settings. */
export default function MarketingSection() {
  const tabs = [
    { to: paths.events, label: t.events.tab },
    { to: paths.settings, label: t.settings.tab },
  ];
  return (
    <>
      <AdminTabs label={t.tabs} tabs={tabs} />
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route index element={<Navigate to={paths.events} replace />} />
          <Route path={sub(paths.events)} element={<LandingEventsPage />} />
          <Route path={sub(paths.settings)} element={<MarketingSettingsPage />} />
          <Route path="*" element={<Navigate to={paths.events} replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
