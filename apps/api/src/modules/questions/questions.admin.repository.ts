// The operator's reads and writes of course questions: every course, unanswered first;
// the specialist's (official) answer is at most one per question (answers_official_unique), so an
// insert racing another one fails with 23505 instead of landing twice.
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { answers, courses, people, questions, specialists, users } from '../../db/schema.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from './questions.repository.ts';

export const UNIQUE_VIOLATION = '23505';

const official = alias(answers, 'official_answer');
const operator = alias(users, 'official_operator');
const operatorPerson = alias(people, 'official_operator_person');

const specialistName = sql<
  string | null
>`nullif(trim(coalesce(${specialists.name}, '') || ' ' || coalesce(${specialists.lastname}, '')), '')`;

const questionColumns = {
  id: questions.id,
  courseId: questions.courseId,
  courseName: courses.name,
  specialistName,
  body: questions.body,
  askerId: questions.userId,
  askerEmail: users.email,
  askerFirstName: people.firstName,
  askerSurnames: people.surnames,
  createdAt: questions.createdAt,
  updatedAt: questions.updatedAt,
  answersCount:
    sql<number>`(select count(*) from ${answers} where ${answers.questionId} = ${questions.id})`.mapWith(
      Number,
    ),
  officialId: official.id,
  officialBody: official.body,
  officialUserId: official.userId,
  officialEmail: operator.email,
  officialFirstName: operatorPerson.firstName,
  officialSurnames: operatorPerson.surnames,
  officialCreatedAt: official.createdAt,
  officialUpdatedAt: official.updatedAt,
};

export type AdminQuestionRow = {
  id: number;
  courseId: number;
  courseName: string;
  specialistName: string | null;
  body: string;
  askerId: number;
  askerEmail: string | null;
  askerFirstName: string | null;
  askerSurnames: string | null;
  createdAt: Date;
  updatedAt: Date;
  answersCount: number;
  officialId: number | null;
  officialBody: string | null;
  officialUserId: number | null;
  officialEmail: string | null;
  officialFirstName: string | null;
  officialSurnames: string | null;
  officialCreatedAt: Date | null;
  officialUpdatedAt: Date | null;
};

function baseQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(questionColumns)
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .leftJoin(specialists, eq(specialists.id, courses.specialistId))
    .leftJoin(users, eq(users.id, questions.userId))
    .leftJoin(people, eq(people.userId, questions.userId))
    .leftJoin(official, and(eq(official.questionId, questions.id), eq(official.official, true)))
    .leftJoin(operator, eq(operator.id, official.userId))
    .leftJoin(operatorPerson, eq(operatorPerson.userId, official.userId))
    .where(where);
}

/** One page of questions: unanswered (no specialist answer) first, then the newest. */
export async function listQuestionsPage(
  db: Executor,
  filter: { projectId: number; courseId?: number; status?: 'answered' | 'unanswered'; q?: string },
  page: number,
  perPage: number,
): Promise<{ rows: AdminQuestionRow[]; total: number }> {
  const where = and(
    eq(courses.projectId, filter.projectId),
    filter.courseId ? eq(questions.courseId, filter.courseId) : undefined,
    filter.status === 'answered' ? isNotNull(official.id) : undefined,
    filter.status === 'unanswered' ? isNull(official.id) : undefined,
    filter.q
      ? or(
          ilike(questions.body, containing(filter.q)),
          ilike(users.email, containing(filter.q)),
          ilike(sql`${people.firstName} || ' ' || ${people.surnames}`, containing(filter.q)),
        )
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    baseQuery(db, where)
      .orderBy(sql`${official.id} is not null`, desc(questions.createdAt), desc(questions.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(questions)
      .innerJoin(courses, eq(courses.id, questions.courseId))
      .leftJoin(users, eq(users.id, questions.userId))
      .leftJoin(people, eq(people.userId, questions.userId))
      .leftJoin(official, and(eq(official.questionId, questions.id), eq(official.official, true)))
      .where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findAdminQuestion(db: Executor, id: number): Promise<AdminQuestionRow | null> {
  const [row] = await baseQuery(db, eq(questions.id, id)).limit(1);
  return row ?? null;
}

export type AdminAnswerRow = {
  id: number;
  questionId: number;
  body: string;
  official: boolean;
  userId: number;
  email: string | null;
  firstName: string | null;
  surnames: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const answerColumns = {
  id: answers.id,
  questionId: answers.questionId,
  body: answers.body,
  official: answers.official,
  userId: answers.userId,
  email: users.email,
  firstName: people.firstName,
  surnames: people.surnames,
  createdAt: answers.createdAt,
  updatedAt: answers.updatedAt,
};

function answersWhere(db: Executor, where: SQL) {
  return db
    .select(answerColumns)
    .from(answers)
    .leftJoin(users, eq(users.id, answers.userId))
    .leftJoin(people, eq(people.userId, answers.userId))
    .where(where);
}

/** Every answer of a question, oldest first, with who wrote it. */
export async function listAdminAnswers(db: Executor, questionId: number): Promise<AdminAnswerRow[]> {
  return answersWhere(db, eq(answers.questionId, questionId)).orderBy(answers.createdAt, answers.id);
}

export async function findAdminAnswer(db: Executor, id: number): Promise<AdminAnswerRow | null> {
  const [row] = await answersWhere(db, eq(answers.id, id)).limit(1);
  return row ?? null;
}

/**
 * Inserts the specialist's answer: 'duplicate' when the question already has one (the partial
 * unique index decides, so two operators answering at once get one answer), 'missing' when the
 * question was deleted meanwhile.
 */
export async function insertOfficialAnswer(
  db: Executor,
  values: { questionId: number; courseId: number; userId: number; body: string },
): Promise<number | 'duplicate' | 'missing'> {
  try {
    const [row] = await db
      .insert(answers)
      .values({ ...values, official: true })
      .returning({ id: answers.id });
    return row!.id;
  } catch (error) {
    const state = sqlState(error);
    if (state === UNIQUE_VIOLATION) return 'duplicate';
    if (state === FOREIGN_KEY_VIOLATION) return 'missing';
    throw error;
  }
}

/** Replaces the text of the specialist's answer; null when the question has none. */
export async function updateOfficialAnswer(db: Executor, questionId: number, body: string) {
  const [row] = await db
    .update(answers)
    .set({ body, updatedAt: new Date() })
    .where(and(eq(answers.questionId, questionId), eq(answers.official, true)))
    .returning({ id: answers.id });
  return row?.id ?? null;
}

/** Deletes a question and its answers (the answers first: their foreign key refuses otherwise). */
export async function deleteQuestionWithAnswers(db: Executor, id: number): Promise<boolean> {
  // The row lock makes a student's answer posted meanwhile wait (its foreign key check needs the row).
  const locked = await db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.id, id))
    .for('update');
  if (locked.length === 0) return false;
  await db.delete(answers).where(eq(answers.questionId, id));
  const deleted = await db.delete(questions).where(eq(questions.id, id)).returning({ id: questions.id });
  return deleted.length > 0;
}

export async function deleteAnyAnswer(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(answers).where(eq(answers.id, id)).returning({ id: answers.id });
  return deleted.length > 0;
}

/** The course's specialist's name as students see it, null when the course has none. */
export async function findCourseSpecialist(db: Executor, courseId: number) {
  const [row] = await db
    .select({ name: specialists.name, lastname: specialists.lastname })
    .from(courses)
    .innerJoin(specialists, eq(specialists.id, courses.specialistId))
    .where(eq(courses.id, courseId))
    .limit(1);
  return row ?? null;
}
