// Where each catalogue operation lives: one module per operation (./catalogue/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./catalogue.ts.

import { address as courses } from './catalogue/courses.ts';
import { address as getAllCategories } from './catalogue/getAllCategories.ts';
import { address as getAllCoursesCategories } from './catalogue/getAllCoursesCategories.ts';
import { address as getAllCoursesKey } from './catalogue/getAllCoursesKey.ts';
import { address as getExternalAllCourses } from './catalogue/getExternalAllCourses.ts';
import { address as getExternalCoursesDetail } from './catalogue/getExternalCoursesDetail.ts';
import { address as getExternalDestacateCourses } from './catalogue/getExternalDestacateCourses.ts';
import { address as getRelatedCourses } from './catalogue/getRelatedCourses.ts';

/** Every catalogue operation's address, for the contract's router. */
export const cataloguePaths = {
  getAllCategories,
  getExternalDestacateCourses,
  getAllCoursesKey,
  getAllCoursesCategories,
  getExternalCoursesDetail,
  getExternalAllCourses,
  courses,
  getRelatedCourses,
} as const;
