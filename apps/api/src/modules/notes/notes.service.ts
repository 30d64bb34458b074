// A student's private notes on a course (spec §7 v2/notes). Only the author sees or changes a note:
// someone else's note id answers 404, exactly like one that does not exist. Reading and writing
// need the enrolment; deleting one's own note does not (a refunded student can still clean up).
import { type CreateNoteRequest, NOTE_MESSAGES, type Note, PLAYABLE_RESOURCE_TYPES } from '@campus/contract';
import type { Database } from '../../db/client.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { requireCourseAccess } from '../questions/questions.service.ts';
import {
  deleteNote,
  findCourseResource,
  findNote,
  insertNote,
  listNotes,
  type NoteRow,
  updateNote,
} from './notes.repository.ts';

function present(row: NoteRow): Note {
  return {
    id: row.id,
    mounted_course_id: row.courseId,
    body: row.body,
    resource_id: row.resourceId,
    resource_name: row.resourceId === null ? null : row.resourceName,
    position_seconds: row.positionSeconds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The caller's own note, or 404 (also for another user's). */
async function ownNote(db: Database, userId: number, id: number): Promise<NoteRow> {
  const note = await findNote(db, id);
  if (!note || note.userId !== userId) throw new NotFound(NOTE_MESSAGES.notFound);
  return note;
}

/** A position is kept only on a video of the course, and not past its end when the length is known. */
async function checkPosition(
  db: Database,
  courseId: number,
  resourceId: number | null,
  position: number | null,
): Promise<void> {
  if (resourceId === null) return;
  const resource = await findCourseResource(db, courseId, resourceId);
  if (!resource) throw new NotFound(NOTE_MESSAGES.resourceNotFound);
  if (position === null) return;
  if (!PLAYABLE_RESOURCE_TYPES.includes(resource.type))
    throw ValidationFailed.field('position_seconds', NOTE_MESSAGES.positionNotVideo);
  if (resource.durationSeconds != null && position > resource.durationSeconds)
    throw ValidationFailed.field('position_seconds', NOTE_MESSAGES.positionBeyondEnd);
}

export async function getNotes(db: Database, userId: number, courseId: number): Promise<Note[]> {
  await requireCourseAccess(db, userId, courseId);
  return (await listNotes(db, userId, courseId)).map(present);
}

export async function createNote(
  db: Database,
  userId: number,
  input: CreateNoteRequest & { mounted_course_id: number; body: string },
): Promise<Note> {
  const courseId = input.mounted_course_id;
  await requireCourseAccess(db, userId, courseId);
  const resourceId = (input.resource_id as number | null | undefined) ?? null;
  const position = (input.position_seconds as number | null | undefined) ?? null;
  await checkPosition(db, courseId, resourceId, position);
  const id = await insertNote(db, {
    userId,
    courseId,
    resourceId,
    positionSeconds: position,
    body: input.body,
  });
  return present((await findNote(db, id))!);
}

export async function editNote(
  db: Database,
  userId: number,
  id: number,
  input: { body: string; position_seconds?: number | null | undefined },
): Promise<Note> {
  const note = await ownNote(db, userId, id);
  await requireCourseAccess(db, userId, note.courseId);
  const values: { body: string; positionSeconds?: number | null } = { body: input.body };
  if (input.position_seconds !== undefined) {
    if (input.position_seconds !== null && note.resourceId === null)
      throw ValidationFailed.field('position_seconds', NOTE_MESSAGES.positionNeedsResource);
    await checkPosition(db, note.courseId, note.resourceId, input.position_seconds);
    values.positionSeconds = input.position_seconds;
  }
  await updateNote(db, note.id, values);
  return present((await findNote(db, note.id))!);
}

export async function removeNote(db: Database, userId: number, id: number): Promise<void> {
  const note = await ownNote(db, userId, id);
  if (!(await deleteNote(db, note.id))) throw new NotFound(NOTE_MESSAGES.notFound);
}
