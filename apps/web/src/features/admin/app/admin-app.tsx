import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { adminPaths } from '../../../config/admin-paths.ts';
import { AdminShell } from '../components/admin-shell.tsx';
import { useAdminToken } from '../lib/session.ts';
import AdminLoginPage from '../pages/login-page.tsx';
import { adminSections } from './sections.tsx';

/** Below /admin: the section's path relative to it ('' for the panel), then its own sub-routes. */
const relative = (path: string) => path.slice(adminPaths.root.length).replace(/^\//, '');

/** Only an operator session (its own token, not the student's) sees the area; else the login. */
function RequireOperator({ children }: { children: React.ReactNode }) {
  const token = useAdminToken();
  return token ? children : <Navigate to={adminPaths.login} replace />;
}

/**
 * The operator area: a lazy route of its own (`/admin/*`), so none of this code loads on public
 * or student pages. Its login, then the shell with every section of `sections.tsx`.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route
        element={
          <RequireOperator>
            <AdminShell />
          </RequireOperator>
        }
      >
        {adminSections.map((section) => {
          const path = relative(section.path);
          const element = (
            <Suspense key={section.path} fallback={<Spinner />}>
              <section.page />
            </Suspense>
          );
          return path ? (
            <Route key={section.path} path={`${path}/*`} element={element} />
          ) : (
            <Route key={section.path} index element={element} />
          );
        })}
        <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
      </Route>
    </Routes>
  );
}
