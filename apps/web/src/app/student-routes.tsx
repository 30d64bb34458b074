import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { startCourseDetail } from '../features/player/api/get-course-detail.ts';
import { serverAnswered } from '../ssr-state.ts';
import { lazyPage } from './lazy-page.tsx';

const sessionRendered = { sessionRendered: true };

/**
 * The student area's pages, behind the login (router.tsx puts them in the student shell). The
 * build reads this module's lazy imports from the module graph (vite.config.ts): they and the
 * student layout are the student area, whose code no public page loads.
 */
export const studentRoutes: RouteObject[] = [
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
