// A student's private notes on a course (spec §3 "notes have id and mounted_course_id", §7 v2/notes).
// A note may be pinned to a lesson's video at a position; the player jumps there when it is opened.
// Only the author ever reads, edits or deletes a note.
import * as z from 'zod';
import './zod-es.ts';
import { NOTE_MAX, NOTE_MESSAGES, NOTE_POSITION_MAX_SECONDS } from './notes-rules.ts';
import { labelled, labelledId } from './questions.ts';

export * from './notes-rules.ts';

/** Seconds into the video, as the player reports them (fractions are dropped). */
const positionSchema = z
  .number(labelled('minuto del video'))
  .min(0)
  .max(NOTE_POSITION_MAX_SECONDS)
  .transform((s) => Math.floor(s));
const bodySchema = z.string(labelled('nota')).trim().min(1).max(NOTE_MAX);

export const noteSchema = z.object({
  id: z.number().int(),
  mounted_course_id: z.number().int(),
  body: z.string(),
  /** The lesson resource (video) the note belongs to, or null for a note on the whole course. */
  resource_id: z.number().int().nullable(),
  /** Name of that resource, to label the note. */
  resource_name: z.string().nullable(),
  /** Seconds into the video the note is pinned to, or null. */
  position_seconds: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

// GET /api/v2/notes/{id}: id is the course; the caller's notes of that course, newest first.
export const noteCourseParamsSchema = z.object({ id: labelledId('curso') });
export const notesResponseSchema = z.object({ data: z.array(noteSchema) });
export type NotesResponse = z.infer<typeof notesResponseSchema>;

// POST /api/v2/notes {mounted_course_id, body, resource_id?, position_seconds?}
export const createNoteRequestSchema = z
  .object({
    mounted_course_id: labelledId('curso'),
    body: bodySchema,
    resource_id: labelledId('clase').nullable().optional(),
    position_seconds: positionSchema.nullable().optional(),
  })
  .refine((b) => b.position_seconds == null || b.resource_id != null, {
    message: NOTE_MESSAGES.positionNeedsResource,
    path: ['position_seconds'],
  });
export type CreateNoteRequest = z.input<typeof createNoteRequestSchema>;

// PUT /api/v2/notes/{id} {body, position_seconds?}: new text; position null unpins, absent keeps it.
export const noteIdParamsSchema = z.object({ id: labelledId('nota') });
export const updateNoteRequestSchema = z.object({
  body: bodySchema,
  position_seconds: positionSchema.nullable().optional(),
});
export type UpdateNoteRequest = z.input<typeof updateNoteRequestSchema>;

export const noteResponseSchema = z.object({ message: z.string(), data: noteSchema });
export type NoteResponse = z.infer<typeof noteResponseSchema>;
