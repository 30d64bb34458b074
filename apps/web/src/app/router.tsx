import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { RedirectIfLoggedIn, RequireAuth } from './guards.tsx';
import { PublicShell, StudentShell } from './shells.tsx';

/** Lazy page: each route's code loads only when visited (the student area stays out of the home bundle). */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../features/catalogue/pages/home-page.tsx')) },
];

const studentRoutes: RouteObject[] = [];

const redirects: RouteObject[] = [
  { path: paths.loginShort, element: <Navigate to={paths.auth.login} replace /> },
  { path: paths.legacy.home, element: <Navigate to={paths.legacy.myCourses} replace /> },
  { path: paths.legacy.myCourses, element: <Navigate to={paths.student.home} replace /> },
  { path: paths.legacy.settings, element: <Navigate to={paths.student.settings} replace /> },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

export const routes: RouteObject[] = [
  {
    element: (
      <RedirectIfLoggedIn>
        <PublicShell />
      </RedirectIfLoggedIn>
    ),
    children: publicRoutes,
  },
  {
    element: (
      <RequireAuth>
        <StudentShell />
      </RequireAuth>
    ),
    children: studentRoutes,
  },
  ...redirects,
];

export const router = createBrowserRouter(routes);
