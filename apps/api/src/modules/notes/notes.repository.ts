import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lessons, modules, notes, resources } from '../../db/schema.ts';

export type NoteRow = {
  id: number;
  userId: number;
  courseId: number;
  resourceId: number | null;
  resourceName: string | null;
  positionSeconds: number | null;
  body: string;
  createdAt: Date;
  updatedAt: Date;
};

const columns = {
  id: notes.id,
  userId: notes.userId,
  courseId: notes.courseId,
  resourceId: notes.resourceId,
  resourceName: resources.name,
  positionSeconds: notes.positionSeconds,
  body: notes.body,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
};

/** One user's notes of one course, newest first, with the name of the lesson resource they are on. */
export async function listNotes(db: Executor, userId: number, courseId: number): Promise<NoteRow[]> {
  return db
    .select(columns)
    .from(notes)
    .leftJoin(resources, eq(resources.id, notes.resourceId))
    .where(and(eq(notes.userId, userId), eq(notes.courseId, courseId)))
    .orderBy(desc(notes.createdAt), desc(notes.id));
}

export async function findNote(db: Executor, id: number): Promise<NoteRow | null> {
  const [row] = await db
    .select(columns)
    .from(notes)
    .leftJoin(resources, eq(resources.id, notes.resourceId))
    .where(eq(notes.id, id))
    .limit(1);
  return row ?? null;
}

/** A resource of this course (through its lesson and module), or null. */
export async function findCourseResource(db: Executor, courseId: number, resourceId: number) {
  const [row] = await db
    .select({ id: resources.id, type: resources.type, durationSeconds: resources.durationSeconds })
    .from(resources)
    .innerJoin(lessons, eq(lessons.id, resources.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(and(eq(resources.id, resourceId), eq(modules.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

export async function insertNote(
  db: Executor,
  values: {
    userId: number;
    courseId: number;
    resourceId: number | null;
    positionSeconds: number | null;
    body: string;
  },
): Promise<number> {
  const [row] = await db.insert(notes).values(values).returning({ id: notes.id });
  return row!.id;
}

export async function updateNote(
  db: Executor,
  id: number,
  values: { body: string; positionSeconds?: number | null },
): Promise<void> {
  await db
    .update(notes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(notes.id, id));
}

export async function deleteNote(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(notes).where(eq(notes.id, id)).returning({ id: notes.id });
  return deleted.length > 0;
}
