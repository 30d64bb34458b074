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
 * The operator area: only its root is here, for the router; its other paths are in
 * config/admin-paths.ts, which only the lazy admin chunks import (so none of it is in the public bundle).
 */
export const adminRoot = '/admin';
