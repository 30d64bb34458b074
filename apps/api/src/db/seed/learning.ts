// Demo data only: the demo student is enrolled in two courses with some progress, so My courses
// shows two circles that are not empty. The local demo video (type 2, /media/video/demo-clase.mp4,
// plays offline) stays NOT completed everywhere, so a visitor can watch it to 90 % and see the
// circle move. Completed here: the readings and links of the first lesson of each course, and one
// Vimeo class watched whole (its played seconds recorded as a real report would have).
import { PROJECT_ID } from '@campus/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { courses, enrolments, lessons, modules, resourceProgress, resources, users } from '../schema.ts';
import { TELEMEDICINE_COURSE_NAME, WORKSHOP_COURSE_NAME } from './courses-data.ts';

/**
 * The courses the demo student is enrolled in, by name: the flagship course and the workshop (whose
 * certificate the mentoring seed brings within reach).
 */
export const DEMO_ENROLLED_COURSES = [TELEMEDICINE_COURSE_NAME, WORKSHOP_COURSE_NAME] as const;

export async function seedLearning(
  db: Database,
  studentEmail: string,
  now: Date = new Date(),
): Promise<void> {
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, PROJECT_ID), eq(users.email, studentEmail)));
  if (!student) return;
  const enrolled = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(and(eq(courses.projectId, PROJECT_ID), inArray(courses.name, [...DEMO_ENROLLED_COURSES])));
  if (enrolled.length === 0) return;
  const enrolledAt = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  await db
    .insert(enrolments)
    .values(
      enrolled.map((c, i) => ({ userId: student.id, courseId: c.id, createdAt: enrolledAt(20 - i * 7) })),
    )
    .onConflictDoNothing();

  for (const course of enrolled) {
    const [firstLesson] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(eq(modules.courseId, course.id))
      .orderBy(asc(modules.position), asc(lessons.position))
      .limit(1);
    if (!firstLesson) continue;
    const items = await db
      .select({ id: resources.id, type: resources.type, duration: resources.durationSeconds })
      .from(resources)
      .where(eq(resources.lessonId, firstLesson.id))
      .orderBy(asc(resources.position));
    const done = enrolledAt(2);
    for (const item of items) {
      if (item.type === 3 || item.type === 4 || item.type === 5) {
        await db
          .insert(resourceProgress)
          .values({
            userId: student.id,
            resourceId: item.id,
            firstReportAt: done,
            lastReportAt: done,
            completedAt: done,
          })
          .onConflictDoNothing();
      } else if (item.type === 1 && item.duration) {
        await db
          .insert(resourceProgress)
          .values({
            userId: student.id,
            resourceId: item.id,
            watched: sql`int4multirange(int4range(0, ${item.duration}))`,
            creditedSeconds: item.duration,
            positionSeconds: item.duration,
            firstReportAt: new Date(done.getTime() - item.duration * 1000),
            lastReportAt: done,
            completedAt: done,
          })
          .onConflictDoNothing();
      }
    }
  }
}
