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
