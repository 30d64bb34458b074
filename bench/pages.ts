// The pages the browser benches measure (web.ts, frames.ts): the same list, so a page Lighthouse
// scores below target can be taken apart with bench:frames.
import { PLAYER } from './student.ts';

/** Public pages, on a freshly seeded demo catalogue (category 1 and course 1 exist there). */
export const PUBLIC_PAGES = [
  '/',
  '/category/telemedicina?category=1',
  '/detail/curso-de-telemedicina?course=1',
  '/landing/10-obstaculos',
  '/pro/telemedicina',
];

/**
 * Student-area pages (the money path, and the player), measured logged in as the
 * demo student with two paid courses in the server cart. `PLAYER` stands for the first video of the
 * student's first enrolled course (found at run time). They are `noindex` by design: no SEO score.
 */
export const STUDENT_PAGES = ['/v2/home', '/v2/cart', '/v2/payment-info', PLAYER];
