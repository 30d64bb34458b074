import { lazy, Suspense } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { adminPaths } from '../../../config/admin-paths.ts';
import { adminMarketingMessages as t } from '../../../messages/admin-marketing.ts';

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
      <nav aria-label={t.tabs} className="mb-6 flex flex-wrap gap-2 border-b border-slate-300 pb-2">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              `rounded-lg px-4 py-2 font-semibold ${isActive ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'}`
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
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
