import { slugify } from '@campus/contract/slug';

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
  },
  legacy: {
    home: '/home',
    myCourses: '/home/my_Courses',
    settings: '/home/settings',
  },
} as const;

export type CategoryFilter = { category: number | 'free' | 'all' | 'search'; name?: string; q?: string };

/** `/category/{slug}?category=…&q=…` (spec §2). */
export function categoryUrl({ category, name, q }: CategoryFilter): string {
  const params = new URLSearchParams({ category: String(category) });
  if (q) params.set('q', q);
  const slug = name ? slugify(name) : category === 'search' && q ? slugify(q) : String(category);
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

export function resetConfirmUrl(email: string, token: string): string {
  return `/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(token)}`;
}
