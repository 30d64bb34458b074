// Demo data only: the demo student's question with a classmate's answer, and a note pinned to a
// second of a lesson's local video, in a course the student is enrolled in. Runs after the learning
// seed (which enrols the student); if the student has no enrolment yet, it enrols them in the
// telemedicine course.
import { randomBytes } from 'node:crypto';
import { PROJECT_ID } from '@campus/contract';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../client.ts';
import {
  answers,
  courses,
  enrolments,
  lessons,
  modules,
  notes,
  people,
  questions,
  resources,
  users,
} from '../schema.ts';
import { DEMO_VIDEO_SECONDS, TELEMEDICINE_COURSE_NAME } from './courses-data.ts';

export const DEMO_CLASSMATE = {
  email: 'carlos.vega@companeros.campussalud.local',
  firstName: 'Carlos',
  surnames: 'Vega Ruiz',
} as const;
export const DEMO_QUESTION =
  '¿Las clases en video quedan disponibles después de terminar el curso? Quiero repasarlas antes de mis guardias.';
export const DEMO_ANSWER =
  'Sí: siguen en «Mis cursos» mientras esté inscrita. Yo las repaso desde el celular entre turnos.';
export const DEMO_NOTE = 'Repasar este punto antes de la guardia.';
/** Where the demo note is pinned: inside the local demo video. */
export const DEMO_NOTE_SECONDS = Math.min(4, DEMO_VIDEO_SECONDS - 1);

/** The first released local-video resource (type 2) of each given course, by outline order. */
async function firstLocalVideos(db: Database, courseIds: number[], now: Date) {
  if (courseIds.length === 0) return [];
  return db
    .select({ courseId: modules.courseId, resourceId: resources.id })
    .from(resources)
    .innerJoin(lessons, eq(lessons.id, resources.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(
      and(
        inArray(modules.courseId, courseIds),
        eq(resources.type, 2),
        or(isNull(lessons.startsAt), lte(lessons.startsAt, now)),
      ),
    )
    .orderBy(asc(modules.courseId), asc(modules.position), asc(lessons.position), asc(resources.position));
}

export async function seedCommunity(
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
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(eq(enrolments.userId, student.id))
    .orderBy(asc(enrolments.courseId));
  let target = (
    await firstLocalVideos(
      db,
      enrolled.map((e) => e.courseId),
      now,
    )
  )[0];
  if (!target) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.projectId, PROJECT_ID), eq(courses.name, TELEMEDICINE_COURSE_NAME)));
    if (!course) return;
    target = (await firstLocalVideos(db, [course.id], now))[0];
    if (!target) return;
    await db.insert(enrolments).values({ userId: student.id, courseId: course.id }).onConflictDoNothing();
  }

  const [classmate] = await db
    .insert(users)
    .values({
      projectId: PROJECT_ID,
      email: DEMO_CLASSMATE.email,
      // nobody logs in as the classmate: a random password that is never kept
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      role: 2,
    })
    .returning({ id: users.id });
  await db.insert(people).values({
    userId: classmate!.id,
    firstName: DEMO_CLASSMATE.firstName,
    surnames: DEMO_CLASSMATE.surnames,
  });
  await db
    .insert(enrolments)
    .values({ userId: classmate!.id, courseId: target.courseId })
    .onConflictDoNothing();

  const askedAt = new Date(now.getTime() - 3 * 86_400_000);
  const [question] = await db
    .insert(questions)
    .values({
      userId: student.id,
      courseId: target.courseId,
      body: DEMO_QUESTION,
      createdAt: askedAt,
      updatedAt: askedAt,
    })
    .returning({ id: questions.id });
  const answeredAt = new Date(askedAt.getTime() + 5 * 3_600_000);
  await db.insert(answers).values({
    questionId: question!.id,
    userId: classmate!.id,
    courseId: target.courseId,
    body: DEMO_ANSWER,
    createdAt: answeredAt,
    updatedAt: answeredAt,
  });
  await db.insert(notes).values({
    userId: student.id,
    courseId: target.courseId,
    resourceId: target.resourceId,
    positionSeconds: DEMO_NOTE_SECONDS,
    body: DEMO_NOTE,
  });
}
