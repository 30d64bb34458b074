import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { RouteBoundary } from '../components/section-boundary.tsx';
import { adminRoot, paths } from '../config/paths.ts';
import { RedirectIfLoggedIn, RequireAuth } from './guards.tsx';
import { lazyPage, type RouteHandle } from './lazy-page.tsx';
import { pageModules } from './page-modules.ts';
import { loadStudentLayout, PublicShell, StudentShell } from './shells.tsx';
import { studentRoutes } from './student-routes.tsx';

export { lazyPage, type RouteHandle };

const serverRendered = { serverRendered: true };

const publicRoutes: RouteObject[] = [
  { index: true, ...lazyPage(pageModules.home, serverRendered) },
  { path: paths.category, ...lazyPage(pageModules.category, serverRendered) },
  { path: paths.detail, ...lazyPage(pageModules.detail, serverRendered) },
  { path: '/detail', ...lazyPage(pageModules.detail, serverRendered) },
  { path: paths.courses, ...lazyPage(pageModules.courses, serverRendered) },
  {
    path: paths.legacyCourse,
    ...lazyPage(() => import('../features/catalogue/pages/legacy-course-redirect.tsx')),
  },
  {
    path: paths.legacyCourseInCategory,
    ...lazyPage(() => import('../features/catalogue/pages/legacy-course-redirect.tsx')),
  },
  { path: paths.auth.login, ...lazyPage(() => import('../features/auth/pages/login-page.tsx')) },
  { path: paths.auth.register, ...lazyPage(() => import('../features/auth/pages/register-page.tsx')) },
  {
    path: paths.auth.resetPassword,
    ...lazyPage(() => import('../features/auth/pages/reset-password-page.tsx')),
  },
  {
    path: paths.auth.resetPassConfirm,
    ...lazyPage(() => import('../features/auth/pages/reset-pass-confirm-page.tsx')),
  },
  // Marketing (spec §2): landing, thanks and contact pages.
  {
    path: paths.landingMap,
    ...lazyPage(pageModules.landingMap, serverRendered),
  },
  {
    path: paths.landing.guide,
    ...lazyPage(pageModules.guide, serverRendered),
  },
  {
    path: paths.landing.guideThanks,
    ...lazyPage(() => import('../features/landing/pages/guide-thanks-page.tsx')),
  },
  {
    path: paths.landing.diabetes,
    ...lazyPage(pageModules.diabetes, serverRendered),
  },
  {
    path: paths.landing.diabetesThanks,
    ...lazyPage(() => import('../features/landing/pages/diabetes-thanks-page.tsx')),
  },
  {
    path: paths.landing.telemedicine,
    ...lazyPage(pageModules.telemedicine, serverRendered),
  },
  {
    path: paths.landing.offer,
    ...lazyPage(() => import('../features/landing/pages/offer-redirect-page.tsx')),
  },
  {
    path: paths.landing.workshop,
    ...lazyPage(pageModules.workshop, serverRendered),
  },
  {
    path: paths.landing.obstacles,
    ...lazyPage(pageModules.obstacles, serverRendered),
  },
  {
    path: paths.landing.downloadThanks,
    ...lazyPage(() => import('../features/landing/pages/download-thanks-page.tsx')),
  },
  {
    path: paths.landing.masterClassThanks,
    ...lazyPage(() => import('../features/landing/pages/master-class-thanks-page.tsx')),
  },
  {
    path: paths.landing.controlThanks,
    ...lazyPage(() => import('../features/landing/pages/control-thanks-page.tsx')),
  },
  {
    path: paths.contact,
    ...lazyPage(pageModules.contact, serverRendered),
  },
];

/** Standalone pages (spec §2): outside the site layout, open to everyone. */
const standaloneRoutes: RouteObject[] = [
  // Certificate verification: public, small, and not redirected away when logged in.
  // Rendered by the server with its answer (the API answers 404 for an unknown code).
  { path: paths.certificate, ...lazyPage(pageModules.certificate, serverRendered) },
  // Book pre-sale: a checkout, so a logged-in visitor is not sent away from it.
  {
    path: paths.checkout,
    ...lazyPage(() => import('../features/book-checkout/pages/book-checkout-page.tsx')),
  },
  {
    path: paths.landing.basesThanks,
    ...lazyPage(() => import('../features/landing/pages/bases-thanks-page.tsx')),
  },
  {
    path: paths.landing.webinar,
    ...lazyPage(() => import('../features/landing/pages/webinar-signup-page.tsx')),
  },
  {
    path: paths.landing.webinarThanks,
    ...lazyPage(() => import('../features/landing/pages/webinar-thanks-page.tsx')),
  },
  // The old course builder: the operator to the catalogue editor, anyone else home.
  { path: paths.maker, ...lazyPage(() => import('../features/admin/pages/maker-redirect.tsx')) },
];

const redirects: RouteObject[] = [
  { path: paths.loginShort, element: <Navigate to={paths.auth.login} replace /> },
  { path: paths.legacy.home, element: <Navigate to={paths.legacy.myCourses} replace /> },
  { path: paths.legacy.myCourses, element: <Navigate to={paths.student.home} replace /> },
  { path: paths.legacy.settings, element: <Navigate to={paths.student.settings} replace /> },
  { path: paths.legacy.payment, element: <Navigate to={paths.student.cart} replace /> },
  { path: paths.paymentShort, element: <Navigate to={paths.student.cart} replace /> },
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
    handle: { load: loadStudentLayout } satisfies RouteHandle,
  },
  ...standaloneRoutes,
  // Operator area: one lazy route with its own login, guard and shell (features/admin),
  // so no admin code loads on public or student pages.
  {
    path: `${adminRoot}/*`,
    ...lazyPage(() => import('../features/admin/app/admin-app.tsx')),
  },
  ...redirects,
];

/** The app's pages for the location of the router around it (BrowserRouter, StaticRouter). */
export function AppRoutes() {
  return <RouteBoundary>{useRoutes(routes)}</RouteBoundary>;
}

/**
 * Imports the page modules of the routes matching `location`, so the first render (hydrating the
 * server's HTML, or painting a page the server did not render) draws the page, not nothing.
 */
export async function loadRoutes(location: string | { pathname: string }) {
  const matches = matchLocation(location);
  await loadMatched(matches);
  return matches;
}

/**
 * `loadRoutes` in two steps, for the browser to run in two tasks: matching the address against the
 * whole route table (~10 ms of a phone's CPU), then starting the page modules' imports (each of
 * their missing preloads a link to add), which together were one long task.
 */
export function matchLocation(location: string | { pathname: string }) {
  return matchRoutes(routes, location) ?? [];
}

export async function loadMatched(matches: ReturnType<typeof matchLocation>) {
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.load?.()));
}
