// Course questions in the operator area: the operator reads every course's questions,
// unanswered first, answers as the course's specialist (one official answer per question; the asker
// is e-mailed once), edits that answer and deletes abusive questions or answers.
import * as z from 'zod';
// Spanish messages when a form imports this file by its subpath (not through the index).
import './zod-es.ts';
import { adminListQuerySchema } from './admin.ts';
import { paginatedSchema } from './common.ts';
import { ANSWER_MAX, labelled, labelledId } from './questions.ts';

export const ADMIN_QUESTION_MESSAGES = {
  questionNotFound: 'La pregunta no existe.',
  answerNotFound: 'La respuesta no existe.',
  noOfficialAnswer: 'La pregunta aún no tiene la respuesta del especialista.',
  alreadyAnswered:
    'La pregunta ya tiene la respuesta del especialista (quizá otro operador la respondió): edítela en lugar de crear otra.',
  noSpecialist: 'El curso no tiene especialista asignado: asígnele uno en el catálogo antes de responder.',
  answered: 'Respuesta publicada como el especialista del curso. Avisamos por correo a quien preguntó.',
  answerUpdated: 'Respuesta actualizada.',
  questionDeleted: 'Pregunta eliminada, con sus respuestas.',
  answerDeleted: 'Respuesta eliminada.',
} as const;

/** `answered`: has the specialist's answer; `unanswered`: not yet. */
export const ADMIN_QUESTION_STATUSES = ['unanswered', 'answered'] as const;
export type AdminQuestionStatus = (typeof ADMIN_QUESTION_STATUSES)[number];

/** GET /api/admin/questions: pages, `q` (question text, asker's name or e-mail), course and status. */
export const adminQuestionListQuerySchema = adminListQuerySchema.extend({
  course_id: labelledId('curso').optional(),
  status: z.enum(ADMIN_QUESTION_STATUSES, labelled('estado')).optional(),
});
export type AdminQuestionListQuery = z.input<typeof adminQuestionListQuerySchema>;

/** POST and PUT /api/admin/questions/{id}/answer: the specialist's answer. */
export const adminAnswerInputSchema = z.object({
  answer: z.string(labelled('respuesta')).trim().min(1).max(ANSWER_MAX),
});
export type AdminAnswerInput = z.input<typeof adminAnswerInputSchema>;

const person = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

export const adminAnswerSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The specialist's answer (written here); false for a student's answer. */
  official: z.boolean(),
  /** Who wrote it: the operator for an official answer, else the student. */
  author: person,
  /** The name students see: the specialist's for an official answer. */
  shown_as: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminAnswer = z.infer<typeof adminAnswerSchema>;

export const adminQuestionSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_name: z.string(),
  /** The course's specialist ("Dra. Ana Pérez"), null when the course has none. */
  specialist_name: z.string().nullable(),
  body: z.string(),
  asker: person,
  created_at: z.string(),
  updated_at: z.string(),
  /** All answers, the official one included. */
  answers_count: z.number().int(),
  official_answer: adminAnswerSchema.nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
export const adminQuestionPageSchema = paginatedSchema(adminQuestionSchema);

/** GET /api/admin/questions/{id}: the question and every answer, oldest first. */
export const adminQuestionDetailSchema = adminQuestionSchema.extend({
  answers: z.array(adminAnswerSchema),
});
export type AdminQuestionDetail = z.infer<typeof adminQuestionDetailSchema>;

export const adminAnswerResponseSchema = z.object({ message: z.string(), data: adminAnswerSchema });
export type AdminAnswerResponse = z.infer<typeof adminAnswerResponseSchema>;
