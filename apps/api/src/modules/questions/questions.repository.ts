import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { answers, courses, people, questions, specialists } from '../../db/schema.ts';

export type QuestionRow = {
  id: number;
  courseId: number;
  userId: number;
  body: string;
  createdAt: Date;
  updatedAt: Date;
};
export type AnswerRow = {
  id: number;
  questionId: number;
  courseId: number;
  userId: number;
  body: string;
  createdAt: Date;
};
/** Author names only: nothing else of another student ever leaves this module. */
export type Names = { firstName: string | null; surnames: string | null };
export type QuestionWithAuthor = QuestionRow & Names;
export type AnswerWithAuthor = AnswerRow & Names;

/** PostgreSQL's SQLSTATE of a failed query, through Drizzle's wrapper (both drivers). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}
export const FOREIGN_KEY_VIOLATION = '23503';

const questionColumns = {
  id: questions.id,
  courseId: questions.courseId,
  userId: questions.userId,
  body: questions.body,
  createdAt: questions.createdAt,
  updatedAt: questions.updatedAt,
};
const answerColumns = {
  id: answers.id,
  questionId: answers.questionId,
  courseId: answers.courseId,
  userId: answers.userId,
  body: answers.body,
  createdAt: answers.createdAt,
};
const names = { firstName: people.firstName, surnames: people.surnames };
/** An answer's author as students see it: the course's specialist for the official answer. */
const answerNames = {
  firstName: sql<string>`case when ${answers.official} then coalesce(${specialists.name}, 'Especialista') else ${people.firstName} end`,
  surnames: sql<string>`case when ${answers.official} then coalesce(${specialists.lastname}, 'del curso') else ${people.surnames} end`,
};

export async function findCourseName(db: Executor, courseId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: courses.name })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row?.name ?? null;
}

/** A course's questions, newest first, with their authors' names. */
export async function listQuestions(db: Executor, courseId: number): Promise<QuestionWithAuthor[]> {
  return db
    .select({ ...questionColumns, ...names })
    .from(questions)
    .leftJoin(people, eq(people.userId, questions.userId))
    .where(eq(questions.courseId, courseId))
    .orderBy(desc(questions.createdAt), desc(questions.id));
}

/** The answers of these questions, oldest first, with their authors' names. */
export async function listAnswers(db: Executor, questionIds: number[]): Promise<AnswerWithAuthor[]> {
  if (questionIds.length === 0) return [];
  return db
    .select({ ...answerColumns, ...answerNames })
    .from(answers)
    .leftJoin(people, eq(people.userId, answers.userId))
    .leftJoin(courses, eq(courses.id, answers.courseId))
    .leftJoin(specialists, eq(specialists.id, courses.specialistId))
    .where(inArray(answers.questionId, questionIds))
    .orderBy(asc(answers.createdAt), asc(answers.id));
}

export async function findQuestion(db: Executor, id: number): Promise<QuestionWithAuthor | null> {
  const [row] = await db
    .select({ ...questionColumns, ...names })
    .from(questions)
    .leftJoin(people, eq(people.userId, questions.userId))
    .where(eq(questions.id, id))
    .limit(1);
  return row ?? null;
}

export async function findAnswer(db: Executor, id: number): Promise<AnswerWithAuthor | null> {
  const [row] = await db
    .select({ ...answerColumns, ...answerNames })
    .from(answers)
    .leftJoin(people, eq(people.userId, answers.userId))
    .leftJoin(courses, eq(courses.id, answers.courseId))
    .leftJoin(specialists, eq(specialists.id, courses.specialistId))
    .where(eq(answers.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertQuestion(
  db: Executor,
  values: { userId: number; courseId: number; body: string },
): Promise<number> {
  const [row] = await db.insert(questions).values(values).returning({ id: questions.id });
  return row!.id;
}

export async function updateQuestionBody(db: Executor, id: number, body: string): Promise<void> {
  await db.update(questions).set({ body, updatedAt: new Date() }).where(eq(questions.id, id));
}

/**
 * Deletes a question only while it has no answer, in one statement. An answer committed meanwhile
 * still stops it: the foreign key refuses (23503), reported here as 'answered'.
 */
export async function deleteUnansweredQuestion(
  db: Executor,
  id: number,
): Promise<'deleted' | 'answered' | 'missing'> {
  try {
    const deleted = await db
      .delete(questions)
      .where(
        and(
          eq(questions.id, id),
          sql`not exists (select 1 from ${answers} where ${answers.questionId} = ${questions.id})`,
        ),
      )
      .returning({ id: questions.id });
    if (deleted.length > 0) return 'deleted';
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return 'answered';
    throw error;
  }
  const [still] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, id)).limit(1);
  return still ? 'answered' : 'missing';
}

/** Inserts an answer; null when its question was deleted meanwhile (foreign key). */
export async function insertAnswer(
  db: Executor,
  values: { questionId: number; courseId: number; userId: number; body: string },
): Promise<number | null> {
  try {
    const [row] = await db.insert(answers).values(values).returning({ id: answers.id });
    return row!.id;
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}

export async function deleteAnswer(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(answers).where(eq(answers.id, id)).returning({ id: answers.id });
  return deleted.length > 0;
}

/** One notice an hour per question: the asker's e-mail about new answers (see `claimAnswerNotice`). */
const NOTICE_INTERVAL = sql`interval '1 hour'`;

/**
 * Claims the right to e-mail the asker about a new answer: true (and `notified_at` set to now) when
 * no notice went out for this question in the last hour. A guarded update on the question's row, so
 * two answers at once (on any instance) claim it once: the second waits for the first's row lock and
 * then finds the fresh `notified_at`.
 */
export async function claimAnswerNotice(tx: Executor, questionId: number): Promise<boolean> {
  const rows = await tx
    .update(questions)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        eq(questions.id, questionId),
        or(isNull(questions.notifiedAt), lte(questions.notifiedAt, sql`now() - ${NOTICE_INTERVAL}`)),
      ),
    )
    .returning({ id: questions.id });
  return rows.length > 0;
}

/** Records that the asker was just e-mailed (the specialist's answer, which always notifies). */
export async function markAnswerNoticeSent(tx: Executor, questionId: number): Promise<void> {
  await tx.update(questions).set({ notifiedAt: sql`now()` }).where(eq(questions.id, questionId));
}
