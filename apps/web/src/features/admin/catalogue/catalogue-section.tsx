import { lazy } from 'react';
import { adminPaths } from '../../../config/admin-paths.ts';
import { adminMessages } from '../../../messages/admin.ts';
import { AdminSectionRoutes } from '../kit/section-routes.tsx';

const t = adminMessages.catalogue;
const paths = adminPaths.catalogue;
const sub = (path: string) => path.slice(paths.root.length + 1);

const pages = [
  { path: sub(paths.categories), page: lazy(() => import('./pages/categories-page.tsx')) },
  { path: sub(paths.specialists), page: lazy(() => import('./pages/specialists-page.tsx')) },
  { path: sub(paths.courses), page: lazy(() => import('./pages/courses-page.tsx')) },
  { path: `${sub(paths.courses)}/:id`, page: lazy(() => import('./pages/course-editor-page.tsx')) },
  { path: sub(paths.certificates), page: lazy(() => import('./pages/certificate-settings-page.tsx')) },
];
const tabs = {
  label: t.tabs,
  links: [
    { to: paths.courses, label: t.courses },
    { to: paths.categories, label: t.categories },
    { to: paths.specialists, label: t.specialists },
    { to: paths.certificates, label: t.certificatesTab },
  ],
};

/** The catalogue section (/admin/catalogo): tabs for courses, categories, specialists and the certificates' look. */
export default function CatalogueSection() {
  return <AdminSectionRoutes home={paths.courses} pages={pages} tabs={tabs} />;
}
