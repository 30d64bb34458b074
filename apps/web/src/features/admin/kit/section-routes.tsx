import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { AdminTabs } from '../components/admin-tabs.tsx';

type Page = LazyExoticComponent<ComponentType>;

/**
 * The sub-pages of a section, relative to its path: `index` is the section's own address, `path`
 * another (`':id'`, `'categorias'`). An address it does not know, and the section's own when no
 * page is its index, go to `home`. `tabs` puts a tab bar above them (catalogue, marketing).
 */
export function AdminSectionRoutes({
  home,
  pages,
  tabs,
}: {
  home: string;
  pages: Array<{ index: true; page: Page } | { path: string; page: Page }>;
  tabs?: { label: string; links: Array<{ to: string; label: string }> };
}) {
  const toHome = <Navigate to={home} replace />;
  return (
    <>
      {tabs ? <AdminTabs label={tabs.label} tabs={tabs.links} /> : null}
      <Suspense fallback={<Spinner />}>
        <Routes>
          {pages.some((p) => 'index' in p) ? null : <Route index element={toHome} />}
          {pages.map(({ page: Page, ...at }) =>
            'index' in at ? (
              <Route key="" index element={<Page />} />
            ) : (
              <Route key={at.path} path={at.path} element={<Page />} />
            ),
          )}
          <Route path="*" element={toHome} />
        </Routes>
      </Suspense>
    </>
  );
}
