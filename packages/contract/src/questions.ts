// Questions and answers of a course (spec §3 Question/Answer, §4 "Question deletion is blocked when
// the question has answers", §6 "Users may delete only their own questions and answers", §7 student
// area). Only students enrolled in the course read or post; names of other students are shown, never
// their e-mails or any other personal data.
import * as z from 'zod';
import { wholeNumber } from './common.ts';
import { MAX_ID } from './constants.ts';
import { ANSWER_MAX, QUESTION_MAX } from './questions-rules.ts';
import { describeIssue } from './zod-es.ts';

export * from './questions-rules.ts';

/** Validation messages that name the field in Spanish ("El campo pregunta es requerido"). */
export const labelled = (label: string) => ({
  error: (issue: z.core.$ZodRawIssue) => describeIssue({ ...issue, path: [label] }),
});
/** An id field (digits only, PostgreSQL integer range) whose messages name it in Spanish. */
export const labelledId = (label: string) =>
  wholeNumber(z.number(labelled(label)).int().positive().max(MAX_ID));

const questionText = z.string(labelled('pregunta')).trim().min(1).max(QUESTION_MAX);
const answerText = z.string(labelled('respuesta')).trim().min(1).max(ANSWER_MAX);
const courseId = labelledId('curso');
const questionId = labelledId('pregunta');
const answerId = labelledId('respuesta');
const userId = labelledId('usuario');

// ── What a reader sees of an author: names only ────────────────────────────────────────────────
export const authorSchema = z.object({
  person: z.object({ people_first_name: z.string(), people_surnames: z.string() }),
});
export type Author = z.infer<typeof authorSchema>;

export const answerSchema = z.object({
  id: z.number().int(),
  answers: z.string(),
  question_id: z.number().int(),
  user_id: z.number().int(),
  user: authorSchema,
  created_at: z.string(),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  questions: z.string(),
  mounted_course_id: z.number().int(),
  user_id: z.number().int(),
  user: authorSchema,
  created_at: z.string(),
  /** Later than created_at when the author edited the text. */
  updated_at: z.string(),
  /** Oldest first, as a conversation reads. */
  answers: z.array(answerSchema),
});
export type Question = z.infer<typeof questionSchema>;

// POST /api/v1/students/questions/getQuestions {mounted_courses_id} (the spec's spelling)
export const getQuestionsRequestSchema = z.object({ mounted_courses_id: courseId });
export type GetQuestionsRequest = z.input<typeof getQuestionsRequestSchema>;
/** Newest question first. */
export const getQuestionsResponseSchema = z.object({ data: z.array(questionSchema) });
export type GetQuestionsResponse = z.infer<typeof getQuestionsResponseSchema>;

// POST /api/v1/students/questions/newQuestion {user_id, mounted_course_id, question}
export const newQuestionRequestSchema = z.object({
  user_id: userId,
  mounted_course_id: courseId,
  question: questionText,
});
export type NewQuestionRequest = z.input<typeof newQuestionRequestSchema>;
export const questionResponseSchema = z.object({ message: z.string(), data: questionSchema });
export type QuestionResponse = z.infer<typeof questionResponseSchema>;

// POST /api/v1/students/questions/deleteQuestion {mounted_course_id, question_id}
export const deleteQuestionRequestSchema = z.object({
  mounted_course_id: courseId,
  question_id: questionId,
});
export type DeleteQuestionRequest = z.input<typeof deleteQuestionRequestSchema>;

// PUT /api/v2/updateQuestion {question_id, question} (new area; the author edits the text)
export const updateQuestionRequestSchema = z.object({
  question_id: questionId,
  question: questionText,
  /** Optional, as the v1 calls send it; when given it must be the question's course. */
  mounted_course_id: courseId.optional(),
});
export type UpdateQuestionRequest = z.input<typeof updateQuestionRequestSchema>;

// DELETE /api/v2/deleteQuestion/{id} and DELETE /api/v2/deleteAnswers/{id}
export const questionIdParamsSchema = z.object({ id: questionId });
export const answerIdParamsSchema = z.object({ id: answerId });

// POST /api/v1/students/answers/newAnswers {user_id, question_id, answers, mounted_course_id}
export const newAnswerRequestSchema = z.object({
  user_id: userId,
  question_id: questionId,
  answers: answerText,
  mounted_course_id: courseId,
});
export type NewAnswerRequest = z.input<typeof newAnswerRequestSchema>;
export const answerResponseSchema = z.object({ message: z.string(), data: answerSchema });
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

// POST /api/v1/students/answers/deleteAnswers {mounted_course_id, answer_id}
export const deleteAnswerRequestSchema = z.object({
  mounted_course_id: courseId,
  answer_id: answerId,
});
export type DeleteAnswerRequest = z.input<typeof deleteAnswerRequestSchema>;

/** A refusal a client branches on: the Spanish message and a stable code. */
export const codedErrorSchema = z.object({ message: z.string(), code: z.string() });
export type CodedError = z.infer<typeof codedErrorSchema>;
