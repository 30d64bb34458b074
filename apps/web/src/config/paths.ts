// New paths and URL builders go in packages/contract/src/pages.ts (shared with the API); this file re-exports them.
export {
  type CategoryFilter,
  categoryUrl,
  certificateUrl,
  detailUrl,
  paths,
  resetConfirmUrl,
  studentCategoryUrl,
  studentCourseUrl,
  studentMentoriesUrl,
  studentProductUrl,
  studentReceiptUrl,
} from '@campus/contract/pages';

/**
 * The operator area (issue 13): web-only paths, loaded by the lazy admin app (tree-shaken out of
 * the public bundle; the router only names `adminRoot`). A section adds its paths here.
 */
export const adminRoot = '/admin';
export const adminPaths = {
  root: adminRoot,
  login: '/admin/login',
  dashboard: '/admin',
  audit: '/admin/registro',
  account: '/admin/cuenta',
  catalogue: {
    root: '/admin/catalogo',
    categories: '/admin/catalogo/categorias',
    specialists: '/admin/catalogo/especialistas',
    courses: '/admin/catalogo/cursos',
    course: (id: number | string) => `/admin/catalogo/cursos/${id}`,
  },
} as const;
