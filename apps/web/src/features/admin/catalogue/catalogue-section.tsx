import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { adminPaths } from '../../../config/admin-paths.ts';
import { adminMessages } from '../../../messages/admin.ts';
import { AdminTabs } from '../components/admin-tabs.tsx';

const CategoriesPage = lazy(() => import('./pages/categories-page.tsx'));
const SpecialistsPage = lazy(() => import('./pages/specialists-page.tsx'));
const CoursesPage = lazy(() => import('./pages/courses-page.tsx'));
const CourseEditorPage = lazy(() => import('./pages/course-editor-page.tsx'));
const CertificateSettingsPage = lazy(() => import('./pages/certificate-settings-page.tsx'));

const t = adminMessages.catalogue;
const sub = (path: string) => path.slice(adminPaths.catalogue.root.length + 1);

/** The catalogue section (/admin/catalogo): tabs for courses, categories, specialists and the certificates' look. */
export default function CatalogueSection() {
  const tabs = [
    { to: adminPaths.catalogue.courses, label: t.courses },
    { to: adminPaths.catalogue.categories, label: t.categories },
    { to: adminPaths.catalogue.specialists, label: t.specialists },
    { to: adminPaths.catalogue.certificates, label: t.certificatesTab },
  ];
  return (
    <>
      <AdminTabs label={t.tabs} tabs={tabs} />
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route index element={<Navigate to={adminPaths.catalogue.courses} replace />} />
          <Route path={sub(adminPaths.catalogue.categories)} element={<CategoriesPage />} />
          <Route path={sub(adminPaths.catalogue.specialists)} element={<SpecialistsPage />} />
          <Route path={sub(adminPaths.catalogue.courses)} element={<CoursesPage />} />
          <Route path={`${sub(adminPaths.catalogue.courses)}/:id`} element={<CourseEditorPage />} />
          <Route path={sub(adminPaths.catalogue.certificates)} element={<CertificateSettingsPage />} />
          <Route path="*" element={<Navigate to={adminPaths.catalogue.courses} replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
