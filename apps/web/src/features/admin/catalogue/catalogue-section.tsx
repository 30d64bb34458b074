import { lazy, Suspense } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { adminPaths } from '../../../config/admin-paths.ts';
import { adminMessages } from '../../../messages/admin.ts';

const CategoriesPage = lazy(() => import('./pages/categories-page.tsx'));
const SpecialistsPage = lazy(() => import('./pages/specialists-page.tsx'));
const CoursesPage = lazy(() => import('./pages/courses-page.tsx'));
const CourseEditorPage = lazy(() => import('./pages/course-editor-page.tsx'));

const t = adminMessages.catalogue;
const sub = (path: string) => path.slice(adminPaths.catalogue.root.length + 1);

/** The catalogue section (/admin/catalogo): tabs for courses, categories and specialists. */
export default function CatalogueSection() {
  const tabs = [
    { to: adminPaths.catalogue.courses, label: t.courses },
    { to: adminPaths.catalogue.categories, label: t.categories },
    { to: adminPaths.catalogue.specialists, label: t.specialists },
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
          <Route index element={<Navigate to={adminPaths.catalogue.courses} replace />} />
          <Route path={sub(adminPaths.catalogue.categories)} element={<CategoriesPage />} />
          <Route path={sub(adminPaths.catalogue.specialists)} element={<SpecialistsPage />} />
          <Route path={sub(adminPaths.catalogue.courses)} element={<CoursesPage />} />
          <Route path={`${sub(adminPaths.catalogue.courses)}/:id`} element={<CourseEditorPage />} />
          <Route path="*" element={<Navigate to={adminPaths.catalogue.courses} replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
