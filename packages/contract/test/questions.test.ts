import { describe, expect, it } from 'vitest';
import {
  authorName,
  canDeleteQuestion,
  deleteQuestionRequestSchema,
  getQuestionsRequestSchema,
  newAnswerRequestSchema,
  newQuestionRequestSchema,
  QUESTION_MAX,
  QUESTION_MESSAGES,
} from '../src/index.ts';

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('questions contract', () => {
  it('keeps the spec §8 messages letter for letter', () => {
    expect(QUESTION_MESSAGES.questionHasAnswers).toBe(
      'Acción fallida… La pregunta posee respuestas asociadas',
    );
    expect(QUESTION_MESSAGES.actionFailed).toBe('Acción fallida…');
  });

  it('reads the spec field names and accepts ids as digit strings', () => {
    expect(getQuestionsRequestSchema.parse({ mounted_courses_id: '7' })).toEqual({ mounted_courses_id: 7 });
    expect(
      newQuestionRequestSchema.parse({ user_id: 3, mounted_course_id: 7, question: '  ¿Dosis?  ' }),
    ).toEqual({ user_id: 3, mounted_course_id: 7, question: '¿Dosis?' });
  });

  it('refuses missing, empty, oversized and wrongly typed fields in Spanish, naming the field', () => {
    expect(messages(newQuestionRequestSchema.safeParse({ user_id: 1, mounted_course_id: 1 }))).toEqual([
      'El campo pregunta es requerido',
    ]);
    expect(
      messages(newQuestionRequestSchema.safeParse({ user_id: 1, mounted_course_id: 1, question: '   ' })),
    ).toEqual(['El campo pregunta es requerido']);
    expect(
      messages(
        newQuestionRequestSchema.safeParse({
          user_id: 1,
          mounted_course_id: 1,
          question: 'a'.repeat(QUESTION_MAX + 1),
        }),
      ),
    ).toEqual([`El campo pregunta debe tener máximo ${QUESTION_MAX} caracteres`]);
    expect(
      messages(
        newAnswerRequestSchema.safeParse({ user_id: 1, question_id: 2, mounted_course_id: 3, answers: 5 }),
      ),
    ).toEqual(['El campo respuesta debe ser texto']);
    expect(
      messages(deleteQuestionRequestSchema.safeParse({ mounted_course_id: 1, question_id: true })),
    ).toEqual(['El campo pregunta debe ser solo numérico']);
    expect(messages(getQuestionsRequestSchema.safeParse({ mounted_courses_id: '1e3' }))).toEqual([
      'El campo curso debe ser solo numérico',
    ]);
  });

  it('lets only the author delete, and only while nobody has answered (spec §4, §6)', () => {
    expect(canDeleteQuestion({ user_id: 5, answers: [] }, 5)).toBe(true);
    expect(canDeleteQuestion({ user_id: 5, answers: [] }, 6)).toBe(false);
    const answer = {
      id: 1,
      answers: 'Sí',
      question_id: 1,
      user_id: 6,
      user: { person: { people_first_name: 'Ana', people_surnames: 'Ruiz' } },
      created_at: '',
    };
    expect(canDeleteQuestion({ user_id: 5, answers: [answer] }, 5)).toBe(false);
  });

  it('names an author by first names and surnames', () => {
    expect(authorName({ person: { people_first_name: 'María José', people_surnames: ' Andrade ' } })).toBe(
      'María José Andrade',
    );
  });
});
