// Who may learn what. Enrolments are written only by the orders service (a confirmed payment or a
// free course); every other module asks here before it shows paid content or accepts a post.
import { ERROR_CODES, MESSAGES } from '@campus/contract';
import type { Executor } from '../../db/client.ts';
import { Forbidden } from '../../lib/errors.ts';
import { findEnrolment, listEnrolledCourseIds } from './enrolments.repository.ts';

export async function isEnrolled(db: Executor, userId: number, courseId: number): Promise<boolean> {
  return (await findEnrolment(db, userId, courseId)) !== null;
}

/** Throws 403 unless the user is enrolled in the course. */
export async function requireEnrolment(db: Executor, userId: number, courseId: number): Promise<void> {
  if (!(await isEnrolled(db, userId, courseId)))
    throw new Forbidden(MESSAGES.notEnrolled, ERROR_CODES.notEnrolled);
}

export async function enrolledCourseIds(db: Executor, userId: number): Promise<number[]> {
  return listEnrolledCourseIds(db, userId);
}
