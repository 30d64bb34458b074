// One home for page knowledge (spec §2): the site's name, every route path, the landing tags and
// the URL builders. The web's router and links and the API's SEO head, sitemap, e-mails and landing
// routes all read them from here, so a link the server writes is the page the web app serves.
import { slugify } from './slug.ts';

/** The product's name, as titles, e-mails and Open Graph tags show it. */
export const SITE_NAME = 'Campus Salud';

/** Every route of spec §2, defined once. Builders below make links from data. */
export const paths = {
  home: '/',
  category: '/category/:slug?',
  detail: '/detail/:slug',
  courses: '/courses',
  legacyCourseInCategory: '/courses/category/:id/:slug',
  legacyCourse: '/courses/:id/:slug',
  landingMap: '/landing-map',
  contact: '/contact',
  /** Public verification of a certificate: anyone, logged in or not, may open it. */
  certificate: '/certificados/:code',
  landing: {
    guide: '/landing/10-obstaculos',
    guideThanks: '/landing/thanks',
    diabetes: '/landing/telemedicina-diabetes',
    diabetesThanks: '/landing/telemedicina-diabetes/thanks',
    telemedicine: '/pro/telemedicina',
    offer: '/pro/Telemedicina/oferta',
    workshop: '/pro/comunicacion-tm',
    obstacles: '/pro/obstaculos-tm',
    downloadThanks: '/pro/descarga/gracias',
    masterClassThanks: '/pro/master_class/gracias',
    controlThanks: '/ponla-en-control/gracias',
    basesThanks: '/bases-telemedicina/gracias',
    webinar: '/telemedicina-diabetes',
    webinarThanks: '/telemedicina-diabetes/gracias',
  },
  checkout: '/checkout/:price/:token',
  auth: {
    login: '/auth/login',
    register: '/auth/register',
    resetPassword: '/auth/reset-password',
    resetPassConfirm: '/reset-password/:email/:token',
  },
  loginShort: '/login',
  student: {
    home: '/v2/home',
    settings: '/v2/settings',
    billing: '/v2/facturacion',
    course: '/v2/courses/:id/:resource?',
    product: '/v2/product/:id?',
    cart: '/v2/cart',
    categories: '/v2/categories/:id?',
    paymentInfo: '/v2/payment-info',
    mentories: '/v2/mentories/:id',
    /** A printable receipt of one order (billing). */
    receipt: '/v2/facturacion/:orderId',
  },
  /**
   * Spec §2's standalone `/v2/maker`, the old system's course builder: the browser sends an operator
   * (whose session lives in the tab) to the catalogue editor, everyone else to the home page.
   */
  maker: '/v2/maker',
  /** Spec §2: '/payment' is also linked as the cart. */
  paymentShort: '/payment',
  legacy: {
    home: '/home',
    myCourses: '/home/my_Courses',
    settings: '/home/settings',
    /** Legacy course pages: open the new course page (`?course=` on the description). */
    courseDescription: '/home/course/description',
    courseIn: '/home/course/in/:courseId?',
    /** The cart and pay page; the provider returns to the three result pages with `?order={id}`. */
    payment: '/home/payment',
    paymentSuccess: '/home/payment/success',
    paymentFailure: '/home/payment/failure',
    paymentPending: '/home/payment/pending',
  },
} as const;

/**
 * Tags (`code_relation`) of the landing events the pages read and sign people up for; the API's
 * seed creates an event for each.
 */
export const LANDING_TAGS = {
  /** /landing/10-obstaculos: the free guide. */
  guide: '10-obstaculos',
  /** /landing/telemedicina-diabetes and /telemedicina-diabetes: the webinar (editions `-2`, `-3`…). */
  diabetes: 'controla-diabetes',
  /** /pro/obstaculos-tm: the free master class. */
  obstacles: 'obstaculos-tm',
  /** /bases-telemedicina/gracias. */
  bases: 'bases-telemedicina',
  /** /pro/telemedicina: the paid course (its event links the course). */
  telemedicine: 'pro-telemedicina',
  /** /pro/comunicacion-tm: the paid workshop. */
  workshop: 'pro-comunicacion-tm',
} as const;
export type LandingTag = (typeof LANDING_TAGS)[keyof typeof LANDING_TAGS];

export type CategoryFilter = { category: number | 'free' | 'all' | 'search'; name?: string; q?: string };

/** The slug a listing without a name of its own gets. */
const LISTING_SLUG = { free: 'gratuitos', all: 'todos', search: 'buscar' } as const;

/** `/category/{slug}?category={id|free|all|search}&q=…` (spec §2). */
export function categoryUrl({ category, name, q }: CategoryFilter): string {
  const params = new URLSearchParams({ category: String(category) });
  if (q) params.set('q', q);
  const fallback = typeof category === 'number' ? '' : LISTING_SLUG[category];
  const slug = name ? slugify(name) : category === 'search' && q ? slugify(q) : fallback;
  return `/category/${slug || 'cursos'}?${params}`;
}

/** `/detail/{slug}?course={id}` (spec §2). */
export function detailUrl(course: { id: number; name: string }): string {
  return `/detail/${slugify(course.name) || 'curso'}?course=${course.id}`;
}

/** Student-area catalogue: `/v2/categories/{id}`, or `?category=free|search&q=…` (spec §2 new student area). */
export function studentCategoryUrl({ category, q }: CategoryFilter): string {
  const base = paths.student.categories.replace('/:id?', '');
  if (typeof category === 'number') return `${base}/${category}`;
  if (category === 'all') return base;
  const params = new URLSearchParams({ category });
  if (q) params.set('q', q);
  return `${base}?${params}`;
}

/** Student-area course overview: `/v2/product/{id}`. */
export function studentProductUrl(course: { id: number }): string {
  return paths.student.product.replace(':id?', String(course.id));
}

/** Student-area course player: `/v2/courses/{id}` or `/v2/courses/{id}/{resourceId}`. */
export function studentCourseUrl(course: { id: number }, resourceId?: number): string {
  const base = `/v2/courses/${course.id}`;
  return resourceId === undefined ? base : `${base}/${resourceId}`;
}

/** The anchor of one question in the player's questions panel: `pregunta-{id}`. */
export function questionAnchor(questionId: number): string {
  return `pregunta-${questionId}`;
}

/** One question in the course player: `/v2/courses/{id}#pregunta-{questionId}`. */
export function studentQuestionUrl(course: { id: number }, questionId: number): string {
  return `${studentCourseUrl(course)}#${questionAnchor(questionId)}`;
}

/** Student-area mentoring of a course: `/v2/mentories/{id}`. */
export function studentMentoriesUrl(course: { id: number }): string {
  return paths.student.mentories.replace(':id', String(course.id));
}

/** A printable receipt of one of the student's orders: `/v2/facturacion/{orderId}`. */
export function studentReceiptUrl(order: { id: number }): string {
  return paths.student.receipt.replace(':orderId', String(order.id));
}

/** The public verification page of a certificate: `/certificados/{code}`. */
export function certificateUrl(code: string): string {
  return paths.certificate.replace(':code', encodeURIComponent(code));
}

/** The page that completes a password reset: `/reset-password/{email}/{token}` (spec §2). */
export function resetConfirmUrl(email: string, token: string): string {
  return `/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(token)}`;
}

/** Makes a site path ("/media/docs/…") absolute on `publicUrl`; absolute http(s) URLs pass unchanged. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Pages the server writes with their route's JavaScript preloaded. The web names the lazy module of
 * each (`apps/web/src/app/page-modules.ts`); its build writes their chunk files to
 * `dist/.vite/page-chunks.json`, which the server reads. Neither side names the other's files.
 */
export const PRELOADED_PAGES = [
  'home',
  'category',
  'courses',
  'detail',
  // The marketing pages the server renders (spec §2), visited from ads on phones: without their
  // modules named in the page, the router's loader asked for ~20 at once in one long task.
  'landingMap',
  'guide',
  'diabetes',
  'telemedicine',
  'workshop',
  'obstacles',
  'contact',
  // The public verification of a certificate, opened from the PDF's QR code on a phone.
  'certificate',
] as const;

/**
 * Student-area pages the server writes with their code preloaded, so it arrives with the entry
 * instead of after it has run. The session lives in the browser; when the browser also
 * sends it in the `SESSION_COOKIE`, the server renders the page for that student, otherwise it sends
 * the app's shell. The web build names their files (vite.config.ts).
 */
export const STUDENT_PRELOADED_PAGES = {
  myCourses: paths.student.home,
  player: paths.student.course,
  cart: paths.student.cart,
  paymentInfo: paths.student.paymentInfo,
} as const;

/**
 * The cookie in which the browser repeats its session's token for the student pages' addresses only
 * (`SESSION_COOKIE_PATH`), so the server can render them. The API never accepts it: its
 * calls carry the token in the Authorization header, so the cookie cannot make a cross-site request
 * act as the student. The token already lives in the browser's storage (spec §4), readable by the
 * page's scripts, so a script-readable cookie exposes nothing more.
 */
export const SESSION_COOKIE = 'campus_session';
export const SESSION_COOKIE_PATH = '/v2';

export type PreloadedPage = (typeof PRELOADED_PAGES)[number] | keyof typeof STUDENT_PRELOADED_PAGES;
