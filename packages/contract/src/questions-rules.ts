// The questions' rules a page needs without their schemas: limits, messages, who may delete what,
// how an author is named. Free of zod, so the player's questions panel loads without building the
// schemas (a slow phone's main thread); questions.ts re-exports all of it.
import { MESSAGES } from './messages.ts';
import type { Author, Question } from './questions.ts';

/** Longest question or answer, in characters (about two pages of text). */
export const QUESTION_MAX = 5000;
export const ANSWER_MAX = 5000;

export const QUESTION_MESSAGES = {
  /** Spec §8's wording. */
  questionHasAnswers: MESSAGES.questionHasAnswers,
  /** Spec §8 answer deletion failure, in its wording. */
  actionFailed: MESSAGES.actionFailed,
  questionCreated: 'Pregunta publicada.',
  questionUpdated: 'Pregunta actualizada.',
  questionDeleted: 'Pregunta eliminada.',
  answerCreated: 'Respuesta publicada.',
  answerDeleted: 'Respuesta eliminada.',
  questionNotFound: 'La pregunta no existe en este curso.',
  answerNotFound: 'La respuesta no existe en este curso.',
  courseNotFound: 'El curso no existe.',
  notYourQuestion: 'Solo puede modificar o eliminar sus propias preguntas.',
  notYourAnswer: 'Solo puede eliminar sus propias respuestas.',
  notYourUser: 'Solo puede publicar en nombre de su propio usuario.',
} as const;

/** Stable codes next to the Spanish message, for clients that branch on the error. */
export const QUESTION_ERROR_CODES = {
  questionHasAnswers: 'question_has_answers',
  answerNotDeletable: 'answer_not_deletable',
} as const;

/** Spec §4: a question with answers cannot be deleted; §6: only by its author. */
export function canDeleteQuestion(question: Pick<Question, 'user_id' | 'answers'>, userId: number): boolean {
  return question.user_id === userId && question.answers.length === 0;
}

/** "María José Andrade" from an author's person. */
export function authorName(author: Author): string {
  return `${author.person.people_first_name} ${author.person.people_surnames}`.replace(/\s+/g, ' ').trim();
}
