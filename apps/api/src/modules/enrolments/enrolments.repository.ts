import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { enrolments } from '../../db/schema.ts';

export async function findEnrolment(db: Executor, userId: number, courseId: number) {
  const [row] = await db
    .select({ id: enrolments.id, orderId: enrolments.orderId, createdAt: enrolments.createdAt })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

export async function listEnrolledCourseIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(eq(enrolments.userId, userId));
  return rows.map((r) => r.courseId);
}
