// Course questions as the operator handles them. The operator answers as the course's
// specialist: the answer is stored as the operator's (who wrote it, for the audit) with `official`
// set, and students see it under the specialist's name. The asker's e-mail is queued in the same
// transaction as the insert of that one official answer, so it goes exactly once: a concurrent
// second answer fails on the unique index and rolls back with its e-mail; editing sends nothing.
import {
  ADMIN_QUESTION_MESSAGES,
  type AdminAnswer,
  type AdminQuestion,
  type AdminQuestionDetail,
  type AdminQuestionStatus,
  type Paginated,
  PROJECT_ID,
  paginate,
} from '@campus/contract';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { enqueueMail } from '../../integrations/mail/outbox.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { getUserView } from '../auth/auth.service.ts';
import {
  type AdminAnswerRow,
  type AdminQuestionRow,
  deleteAnyAnswer,
  deleteQuestionWithAnswers,
  findAdminAnswer,
  findAdminQuestion,
  findCourseSpecialist,
  insertOfficialAnswer,
  listAdminAnswers,
  listQuestionsPage,
  updateOfficialAnswer,
} from './questions.admin.repository.ts';
import { answeredMail } from './questions.mail.ts';
import { markAnswerNoticeSent } from './questions.repository.ts';

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
const SPECIALIST_FALLBACK = 'Especialista del curso';

function presentAnswer(row: AdminAnswerRow, specialistName: string | null): AdminAnswer {
  const author = fullName(row.firstName, row.surnames);
  return {
    id: row.id,
    body: row.body,
    official: row.official,
    author: { id: row.userId, name: author, email: row.email ?? '' },
    shown_as: row.official ? (specialistName ?? SPECIALIST_FALLBACK) : author,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function presentQuestion(row: AdminQuestionRow): AdminQuestion {
  return {
    id: row.id,
    course_id: row.courseId,
    course_name: row.courseName,
    specialist_name: row.specialistName,
    body: row.body,
    asker: {
      id: row.askerId,
      name: fullName(row.askerFirstName, row.askerSurnames),
      email: row.askerEmail ?? '',
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    answers_count: row.answersCount,
    official_answer:
      row.officialId === null
        ? null
        : presentAnswer(
            {
              id: row.officialId,
              questionId: row.id,
              body: row.officialBody ?? '',
              official: true,
              userId: row.officialUserId ?? 0,
              email: row.officialEmail,
              firstName: row.officialFirstName,
              surnames: row.officialSurnames,
              createdAt: row.officialCreatedAt ?? row.createdAt,
              updatedAt: row.officialUpdatedAt ?? row.createdAt,
            },
            row.specialistName,
          ),
  };
}

/** Unanswered first, then newest; `q` matches the question's text or the asker's name or e-mail. */
export async function listQuestionsAdmin(
  db: Executor,
  query: { page: number; per_page: number; q?: string; course_id?: number; status?: AdminQuestionStatus },
): Promise<Paginated<AdminQuestion>> {
  const { rows, total } = await listQuestionsPage(
    db,
    { projectId: PROJECT_ID, courseId: query.course_id, status: query.status, q: query.q || undefined },
    query.page,
    query.per_page,
  );
  return paginate(rows.map(presentQuestion), total, query.page, query.per_page);
}

async function requireQuestion(db: Executor, id: number): Promise<AdminQuestionRow> {
  const row = await findAdminQuestion(db, id);
  if (!row) throw new NotFound(ADMIN_QUESTION_MESSAGES.questionNotFound);
  return row;
}

export async function questionDetailAdmin(db: Executor, id: number): Promise<AdminQuestionDetail> {
  const row = await requireQuestion(db, id);
  const answers = await listAdminAnswers(db, id);
  return { ...presentQuestion(row), answers: answers.map((a) => presentAnswer(a, row.specialistName)) };
}

async function officialAnswer(db: Executor, question: AdminQuestionRow): Promise<AdminAnswer> {
  const answers = await listAdminAnswers(db, question.id);
  const row = answers.find((a) => a.official);
  if (!row) throw new NotFound(ADMIN_QUESTION_MESSAGES.noOfficialAnswer);
  return presentAnswer(row, question.specialistName);
}

/**
 * The specialist's answer (409 when the question already has one, or the course has no specialist);
 * queues the asker's "answered" e-mail in the same transaction. Run it inside `audited`.
 */
export async function answerAsSpecialist(
  tx: Executor,
  config: Pick<Config, 'publicUrl'>,
  operatorId: number,
  questionId: number,
  body: string,
): Promise<AdminAnswer> {
  const question = await requireQuestion(tx, questionId);
  if (question.officialId !== null) throw new Conflict(ADMIN_QUESTION_MESSAGES.alreadyAnswered);
  const specialist = await findCourseSpecialist(tx, question.courseId);
  if (!specialist) throw new Conflict(ADMIN_QUESTION_MESSAGES.noSpecialist);
  const id = await insertOfficialAnswer(tx, {
    questionId,
    courseId: question.courseId,
    userId: operatorId,
    body,
  });
  if (id === 'duplicate') throw new Conflict(ADMIN_QUESTION_MESSAGES.alreadyAnswered);
  if (id === 'missing') throw new NotFound(ADMIN_QUESTION_MESSAGES.questionNotFound);
  // The specialist's answer (one per question) always notifies, and counts as the hour's notice.
  const asker = await getUserView(tx, question.askerId);
  const mail = answeredMail({
    askerFirstName: asker.firstName ?? '',
    courseId: question.courseId,
    courseName: question.courseName,
    questionId: question.id,
    publicUrl: config.publicUrl,
    official: true,
  });
  await enqueueMail(tx, { to: asker.email, ...mail });
  await markAnswerNoticeSent(tx, question.id);
  return officialAnswer(tx, question);
}

/** Replaces the text of the specialist's answer; no e-mail (the asker was told once). */
export async function editSpecialistAnswer(
  tx: Executor,
  questionId: number,
  body: string,
): Promise<{ before: AdminAnswer; after: AdminAnswer }> {
  const question = await requireQuestion(tx, questionId);
  const before = await officialAnswer(tx, question);
  if ((await updateOfficialAnswer(tx, questionId, body)) === null)
    throw new NotFound(ADMIN_QUESTION_MESSAGES.noOfficialAnswer);
  return { before, after: await officialAnswer(tx, question) };
}

/** Deletes an abusive question with all its answers; returns what was deleted (for the audit). */
export async function deleteQuestionAdmin(tx: Executor, id: number): Promise<AdminQuestionDetail> {
  const before = await questionDetailAdmin(tx, id);
  if (!(await deleteQuestionWithAnswers(tx, id)))
    throw new NotFound(ADMIN_QUESTION_MESSAGES.questionNotFound);
  return before;
}

/** Deletes one answer (a student's or the specialist's); returns it (for the audit). */
export async function deleteAnswerAdmin(tx: Executor, id: number): Promise<AdminAnswer> {
  const row = await findAdminAnswer(tx, id);
  if (!row) throw new NotFound(ADMIN_QUESTION_MESSAGES.answerNotFound);
  const question = await requireQuestion(tx, row.questionId);
  if (!(await deleteAnyAnswer(tx, id))) throw new NotFound(ADMIN_QUESTION_MESSAGES.answerNotFound);
  return presentAnswer(row, question.specialistName);
}
