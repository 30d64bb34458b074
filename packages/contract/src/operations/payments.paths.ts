// Where each payments operation lives: one module per operation (./payments/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./payments.ts.

import { address as info } from './payments/info.ts';
import { address as insertUserCourses } from './payments/insertUserCourses.ts';
import { address as insertUserCoursesFailure } from './payments/insertUserCoursesFailure.ts';
import { address as insertUserCoursesPending } from './payments/insertUserCoursesPending.ts';
import { address as order } from './payments/order.ts';
import { address as orderConsultFailure } from './payments/orderConsultFailure.ts';
import { address as orderConsultPending } from './payments/orderConsultPending.ts';
import { address as orderConsultSuccess } from './payments/orderConsultSuccess.ts';

/** Every payments operation's address, for the contract's router. */
export const paymentsPaths = {
  order,
  info,
  orderConsultSuccess,
  orderConsultFailure,
  orderConsultPending,
  insertUserCourses,
  insertUserCoursesPending,
  insertUserCoursesFailure,
} as const;
