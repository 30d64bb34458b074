// Questions and answers of a course: only enrolled students read and post (spec §1, §6); authors
// alone edit or delete what they wrote; a question with answers is never deleted (spec §4). The
// asker is e-mailed, through the outbox in the same transaction, when someone else answers: a short
// notice with a link, never the answer's text, at most one per question an hour.
import {
  type Answer,
  ERROR_CODES,
  MESSAGES,
  QUESTION_ERROR_CODES,
  QUESTION_MESSAGES,
  type Question,
} from '@campus/contract';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { enqueueMail } from '../../integrations/mail/outbox.ts';
import { AppError, Forbidden, NotFound } from '../../lib/errors.ts';
import { getUserView } from '../auth/auth.service.ts';
import { isEnrolled } from '../enrolments/enrolments.service.ts';
import { answeredMail } from './questions.mail.ts';
import {
  type AnswerWithAuthor,
  claimAnswerNotice,
  deleteAnswer,
  deleteUnansweredQuestion,
  findAnswer,
  findCourseName,
  findQuestion,
  insertAnswer,
  insertQuestion,
  listAnswers,
  listQuestions,
  type Names,
  type QuestionWithAuthor,
  updateQuestionBody,
} from './questions.repository.ts';

/**
 * A refusal with a stable code a client branches on. The routes answer it with `{message, code}`:
 * the v1 calls with the status the spec gives them (401), the v2 ones with `status`.
 */
export class CodedRefusal extends AppError {
  constructor(
    status: number,
    message: string,
    readonly refusalCode: string,
  ) {
    const known = Object.values(ERROR_CODES).find((c) => c === refusalCode);
    super(status, message, undefined, known);
  }
}

/** Spec §4/§8: 'Acción fallida… La pregunta posee respuestas asociadas' (409; 401 on v1). */
export const questionHasAnswers = () =>
  new CodedRefusal(409, QUESTION_MESSAGES.questionHasAnswers, QUESTION_ERROR_CODES.questionHasAnswers);

const author = (row: Names) => ({
  person: { people_first_name: row.firstName ?? '', people_surnames: row.surnames ?? '' },
});

function presentAnswer(row: AnswerWithAuthor): Answer {
  return {
    id: row.id,
    answers: row.body,
    question_id: row.questionId,
    user_id: row.userId,
    user: author(row),
    created_at: row.createdAt.toISOString(),
  };
}

function presentQuestion(row: QuestionWithAuthor, answerRows: AnswerWithAuthor[]): Question {
  return {
    id: row.id,
    questions: row.body,
    mounted_course_id: row.courseId,
    user_id: row.userId,
    user: author(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    answers: answerRows.filter((a) => a.questionId === row.id).map(presentAnswer),
  };
}

/** 403 unless enrolled; 404 first when the course does not exist at all. */
export async function requireCourseAccess(db: Executor, userId: number, courseId: number): Promise<void> {
  if (await isEnrolled(db, userId, courseId)) return;
  if ((await findCourseName(db, courseId)) === null) throw new NotFound(QUESTION_MESSAGES.courseNotFound);
  throw new Forbidden(MESSAGES.notEnrolled, ERROR_CODES.notEnrolled);
}

/** A body's `user_id` must be the caller's own: nobody posts in another student's name. */
function assertSelf(userId: number, named: number): void {
  if (named !== userId) throw new Forbidden(QUESTION_MESSAGES.notYourUser);
}

async function questionView(db: Executor, id: number): Promise<Question> {
  const row = await findQuestion(db, id);
  if (!row) throw new NotFound(QUESTION_MESSAGES.questionNotFound);
  return presentQuestion(row, await listAnswers(db, [id]));
}

/** A question the caller may act on: it exists (in `courseId` when given) and they are enrolled. */
async function reachableQuestion(db: Executor, userId: number, id: number, courseId?: number) {
  if (courseId !== undefined) await requireCourseAccess(db, userId, courseId);
  const question = await findQuestion(db, id);
  if (!question || (courseId !== undefined && question.courseId !== courseId))
    throw new NotFound(QUESTION_MESSAGES.questionNotFound);
  if (courseId === undefined) await requireCourseAccess(db, userId, question.courseId);
  return question;
}

export async function getQuestions(db: Database, userId: number, courseId: number): Promise<Question[]> {
  await requireCourseAccess(db, userId, courseId);
  const rows = await listQuestions(db, courseId);
  const answerRows = await listAnswers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentQuestion(r, answerRows));
}

export async function createQuestion(
  db: Database,
  userId: number,
  input: { user_id: number; mounted_course_id: number; question: string },
): Promise<Question> {
  assertSelf(userId, input.user_id);
  await requireCourseAccess(db, userId, input.mounted_course_id);
  const id = await insertQuestion(db, { userId, courseId: input.mounted_course_id, body: input.question });
  return questionView(db, id);
}

export async function editQuestion(
  db: Database,
  userId: number,
  input: { question_id: number; question: string; mounted_course_id?: number | undefined },
): Promise<Question> {
  const question = await reachableQuestion(db, userId, input.question_id, input.mounted_course_id);
  if (question.userId !== userId) throw new Forbidden(QUESTION_MESSAGES.notYourQuestion);
  await updateQuestionBody(db, question.id, input.question);
  return questionView(db, question.id);
}

/** Deletes the caller's own question while it has no answer (the check and the delete are one statement). */
export async function removeQuestion(
  db: Database,
  userId: number,
  id: number,
  courseId?: number,
): Promise<void> {
  const question = await reachableQuestion(db, userId, id, courseId);
  if (question.userId !== userId) throw new Forbidden(QUESTION_MESSAGES.notYourQuestion);
  const outcome = await deleteUnansweredQuestion(db, question.id);
  if (outcome === 'answered') throw questionHasAnswers();
  if (outcome === 'missing') throw new NotFound(QUESTION_MESSAGES.questionNotFound);
}

export async function createAnswer(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  userId: number,
  input: { user_id: number; question_id: number; answers: string; mounted_course_id: number },
): Promise<Answer> {
  assertSelf(userId, input.user_id);
  const question = await reachableQuestion(db, userId, input.question_id, input.mounted_course_id);
  const answerId = await db.transaction(async (tx) => {
    const id = await insertAnswer(tx, {
      questionId: question.id,
      courseId: question.courseId,
      userId,
      body: input.answers,
    });
    if (id === null) throw new NotFound(QUESTION_MESSAGES.questionNotFound);
    // Someone else's answer: a short notice to the asker, at most one per question an hour.
    if (question.userId !== userId && (await claimAnswerNotice(tx, question.id))) {
      const asker = await getUserView(tx, question.userId);
      const mail = answeredMail({
        askerFirstName: asker.firstName ?? '',
        courseId: question.courseId,
        courseName: (await findCourseName(tx, question.courseId)) ?? '',
        questionId: question.id,
        publicUrl: config.publicUrl,
      });
      await enqueueMail(tx, { to: asker.email, ...mail });
    }
    return id;
  });
  const row = await findAnswer(db, answerId);
  return presentAnswer(row!);
}

/**
 * Deletes the caller's own answer. `notOwn` is what refusing someone else's answer throws: the v1
 * call answers 401 'Acción fallida…' as the spec's client expects, the v2 call 403.
 */
export async function removeAnswer(
  db: Database,
  userId: number,
  id: number,
  options: { courseId?: number; notOwn: () => Error },
): Promise<void> {
  if (options.courseId !== undefined) await requireCourseAccess(db, userId, options.courseId);
  const answer = await findAnswer(db, id);
  if (!answer || (options.courseId !== undefined && answer.courseId !== options.courseId))
    throw new NotFound(QUESTION_MESSAGES.answerNotFound);
  if (options.courseId === undefined) await requireCourseAccess(db, userId, answer.courseId);
  if (answer.userId !== userId) throw options.notOwn();
  if (!(await deleteAnswer(db, answer.id))) throw new NotFound(QUESTION_MESSAGES.answerNotFound);
}
