// Where each learning operation lives: one module per operation (./learning/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./learning.ts.

import { address as addUserResource } from './learning/addUserResource.ts';
import { address as addUserResourceV2 } from './learning/addUserResourceV2.ts';
import { address as getDate } from './learning/getDate.ts';
import { address as getModulesCourses } from './learning/getModulesCourses.ts';
import { address as getOtherResource } from './learning/getOtherResource.ts';
import { address as getProgressUserCalc } from './learning/getProgressUserCalc.ts';
import { address as getUserCourseDetail } from './learning/getUserCourseDetail.ts';
import { address as getUserInCourses } from './learning/getUserInCourses.ts';
import { address as getUserProgress } from './learning/getUserProgress.ts';

/** Every learning operation's address, for the contract's router. */
export const learningPaths = {
  getModulesCourses,
  getUserInCourses,
  getUserCourseDetail,
  getDate,
  getUserProgress,
  getProgressUserCalc,
  addUserResource,
  addUserResourceV2,
  getOtherResource,
} as const;
