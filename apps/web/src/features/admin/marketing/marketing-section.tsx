import { lazy } from 'react';
import { adminPaths } from '../../../config/admin-paths.ts';
import { adminMarketingMessages as t } from '../../../messages/admin-marketing.ts';
import { AdminSectionRoutes } from '../kit/section-routes.tsx';

const paths = adminPaths.marketing;
const sub = (path: string) => path.slice(paths.root.length + 1);

const pages = [
  { path: sub(paths.events), page: lazy(() => import('./pages/landing-events-page.tsx')) },
  { path: sub(paths.settings), page: lazy(() => import('./pages/marketing-settings-page.tsx')) },
];
const tabs = {
  label: t.tabs,
  links: [
    { to: paths.events, label: t.events.tab },
    { to: paths.settings, label: t.settings.tab },
  ],
};

/** The marketing section (/admin/marketing): landing events and the landings' settings. */
export default function MarketingSection() {
  return <AdminSectionRoutes home={paths.events} pages={pages} tabs={tabs} />;
}
