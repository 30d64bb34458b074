import { type ComponentType, use } from 'react';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { PageError } from '../components/load-error.tsx';
import { RouteBoundary, reloadPage } from '../components/section-boundary.tsx';
import { adminRoot, paths } from '../config/paths.ts';
import { startCourseDetail } from '../features/player/api/get-course-detail.ts';
import { es } from '../messages/es.ts';
import { serverAnswered } from '../ssr-state.ts';
import { RedirectIfLoggedIn, RequireAuth } from './guards.tsx';
import { pageModules } from './page-modules.ts';
import { loadStudentLayout, PublicShell, StudentShell } from './shells.tsx';

/**
 * `serverRendered`: a page the server renders to HTML (entry-server.tsx) before the JavaScript
 * hydrates it: a public page whose first render reads nothing of this visitor (no stored lead,
 * session or form values). `sessionRendered`: a student page the server renders for the student
 * whose session cookie it checked; its first render reads only the session and that student's
 * answers. `load`: imports the route's page module (see `loadRoutes`).
 */
export type RouteHandle = { serverRendered?: boolean; sessionRendered?: boolean; load?: () => Promise<void> };

/**
 * Lazy page: each route's code loads only when visited (the student area stays out of the home
 * bundle). Declarative routes (`useRoutes`) rather than a data router: the app has no loaders or
 * actions, and the data router's state machine was 16 KB gzipped of every page's entry.
 * Unlike `React.lazy`, a module loaded beforehand (`loadRoutes`) renders at once, without
 * suspending: hydration then matches the server's HTML on its first pass, and a first render never
 * paints the layout without its page (the footer at the top, pushed down: a layout shift of 0.75).
 */
export const lazyPage = (
  load: () => Promise<{ default: ComponentType }>,
  { serverRendered = false, sessionRendered = false } = {},
): Pick<RouteObject, 'element' | 'handle'> => {
  let Loaded: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  type Loading = Promise<void> & { status?: 'fulfilled'; value?: undefined };
  let loading: Loading | undefined;
  // Settles either way: a page that cannot load shows why (below) instead of unmounting the app.
  const loadPage = (): Promise<void> => {
    if (loading) return loading;
    const settled: Loading = load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    // Marked the way React marks the promises `use` has seen (reactjs/rfcs#229): a page loaded
    // before the first render (`loadRoutes`) is read at once, and `use` runs on every render of
    // LazyPage, as React requires of a component that once suspended on it.
    void settled.then(() => {
      settled.status = 'fulfilled';
      settled.value = undefined;
    });
    loading = settled;
    return settled;
  };
  function LazyPage() {
    use(loadPage());
    if (Loaded) return <Loaded />;
    // The server sends the shell instead (ssr/server-render.ts).
    if (typeof document === 'undefined') throw failure!.error;
    // A dropped connection, or a new deploy whose chunks replaced this page's: a reload asks the
    // server again (a browser keeps a failed module import failed for the page's life).
    return <PageError message={es.common.pageLoadError} onRetry={reloadPage} />;
  }
  return {
    element: <LazyPage />,
    handle: { serverRendered, sessionRendered, load: loadPage } satisfies RouteHandle,
  };
};

const serverRendered = { serverRendered: true };
const sessionRendered = { sessionRendered: true };

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

const studentRoutes: RouteObject[] = [
  {
    path: paths.student.home,
    ...lazyPage(() => import('../features/my-courses/pages/my-courses-page.tsx'), sessionRendered),
  },
  { path: paths.student.settings, ...lazyPage(() => import('../features/profile/pages/settings-page.tsx')) },
  { path: paths.student.billing, ...lazyPage(() => import('../features/billing/pages/billing-page.tsx')) },
  { path: paths.student.categories, ...lazyPage(() => import('./pages/student-catalogue-route.tsx')) },
  { path: paths.student.product, ...lazyPage(() => import('./pages/student-product-route.tsx')) },
  {
    path: paths.student.course,
    // The lesson's data is asked for with its code (main.tsx loads the page before the first render),
    // not once that code has arrived and run: a round trip less before the lesson paints.
    // Not when the server rendered the lesson for the session: its answer came with the page.
    ...lazyPage(() => {
      if (typeof window !== 'undefined' && !serverAnswered('learning-course'))
        startCourseDetail(window.location.pathname);
      return import('./pages/course-player-route.tsx');
    }, sessionRendered),
  },
  {
    path: paths.legacy.courseDescription,
    ...lazyPage(() => import('../features/player/pages/legacy-course-redirect.tsx')),
  },
  {
    path: paths.legacy.courseIn,
    ...lazyPage(() => import('../features/player/pages/legacy-course-redirect.tsx')),
  },
  // Money path (spec §2, §4): cart, the provider's return pages, payment information, receipts.
  {
    path: paths.student.cart,
    ...lazyPage(() => import('../features/cart/pages/cart-page.tsx'), sessionRendered),
  },
  ...[paths.legacy.paymentSuccess, paths.legacy.paymentFailure, paths.legacy.paymentPending].map((path) => ({
    path,
    ...lazyPage(() => import('../features/checkout/pages/payment-result-page.tsx')),
  })),
  {
    path: paths.student.paymentInfo,
    ...lazyPage(() => import('../features/checkout/pages/payment-info-page.tsx'), sessionRendered),
  },
  { path: paths.student.receipt, ...lazyPage(() => import('../features/billing/pages/receipt-page.tsx')) },
  // Mentoring (spec §2 /v2/mentories/:id): sessions of a course, book and cancel.
  {
    path: paths.student.mentories,
    ...lazyPage(() => import('../features/mentoring/pages/mentories-page.tsx')),
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
