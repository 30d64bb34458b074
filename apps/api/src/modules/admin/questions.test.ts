import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, expectAdmin422 } from '../../../test/admin.ts';
import { createCourse, createSpecialist, createUser, enrol } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { answers, outbox, questions } from '../../db/schema.ts';
import { insertOfficialAnswer } from '../questions/questions.admin.repository.ts';

let t: TestApp;
let op: Awaited<ReturnType<typeof createOperator>>;
type Account = Awaited<ReturnType<typeof createUser>>;
let asker: Account;
let classmate: Account;
let courseId: number;
let otherCourseId: number;
let noSpecialistCourseId: number;

beforeAll(async () => {
  t = await createTestApp();
  op = await createOperator(t.app, t.db);
  asker = await createUser(t.db, {
    firstName: 'Lucía',
    surnames: 'Mena',
    email: 'lucia.pregunta@ejemplo.com',
  });
  classmate = await createUser(t.db, { firstName: 'Pedro', surnames: 'Salas' });
  const specialist = await createSpecialist(t.db, { name: 'Ana', lastname: 'Pérez Vela' });
  courseId = (await createCourse(t.db, { name: 'Urgencias pediátricas', specialistId: specialist.id })).course
    .id;
  otherCourseId = (await createCourse(t.db, { name: 'Diabetes al día', specialistId: specialist.id })).course
    .id;
  noSpecialistCourseId = (await createCourse(t.db, { name: 'Curso sin especialista' })).course.id;
  for (const id of [courseId, otherCourseId, noSpecialistCourseId]) {
    await enrol(t.db, asker.user.id, id);
    await enrol(t.db, classmate.user.id, id);
  }
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(t.app, op.adminToken, {
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function ask(text: string, course = courseId, who = asker): Promise<number> {
  const res = await call(t.app, who.token, {
    method: 'POST',
    url: '/api/v1/students/questions/newQuestion',
    payload: { user_id: who.user.id, mounted_course_id: course, question: text },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}
const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.to, email));
const studentView = async (course = courseId) =>
  (
    await call(t.app, asker.token, {
      method: 'POST',
      url: '/api/v1/students/questions/getQuestions',
      payload: { mounted_courses_id: course },
    })
  ).json().data as Array<{
    id: number;
    answers: Array<{ answers: string; user: { person: Record<string, string> } }>;
  }>;

describe('operator course questions', () => {
  it('answers as the specialist once: the student sees the specialist, the asker is e-mailed once; edits send nothing', async () => {
    const id = await ask('¿Se repite la dosis de adrenalina a los 5 minutos?');
    const before = (await mailsTo(asker.email)).length;
    const res = await admin('POST', `/api/admin/questions/${id}/answer`, {
      answer: '  Sí, cada 5 a 15 minutos si no hay respuesta.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      official: true,
      body: 'Sí, cada 5 a 15 minutos si no hay respuesta.',
      shown_as: 'Ana Pérez Vela',
      author: { id: op.user.id, email: op.email },
    });
    const seen = (await studentView()).find((q) => q.id === id)!;
    expect(seen.answers).toHaveLength(1);
    expect(seen.answers[0]!.user.person).toEqual({ people_first_name: 'Ana', people_surnames: 'Pérez Vela' });
    const mails = await mailsTo(asker.email);
    expect(mails).toHaveLength(before + 1);
    const notice = mails.at(-1)!;
    expect(notice.text).toContain('El especialista del curso');
    expect(notice.text).toContain(`#pregunta-${id}`);
    expect(notice.text).not.toContain('cada 5 a 15 minutos');

    const edited = await admin('PUT', `/api/admin/questions/${id}/answer`, { answer: 'Sí, cada 5 minutos.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await studentView()).find((q) => q.id === id)!.answers[0]!.answers).toBe('Sí, cada 5 minutos.');
    expect(await mailsTo(asker.email)).toHaveLength(before + 1);

    const again = await admin('POST', `/api/admin/questions/${id}/answer`, { answer: 'Otra respuesta' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/ya tiene la respuesta del especialista/);

    const audit = (await admin('GET', `/api/admin/audit?entity=questions&entity_id=${id}`)).json().data;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['update_answer', 'answer']);
    expect(audit[0].before.body).toBe('Sí, cada 5 a 15 minutos si no hay respuesta.');
    expect(audit[0].after.body).toBe('Sí, cada 5 minutos.');
  });

  it('two operators answering at once create one answer and one e-mail', async () => {
    const id = await ask('¿Qué hago si no hay adrenalina autoinyectable?');
    const second = await createOperator(t.app, t.db);
    const before = (await mailsTo(asker.email)).length;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(t.app, i % 2 ? second.adminToken : op.adminToken, {
          method: 'POST',
          url: `/api/admin/questions/${id}/answer`,
          payload: { answer: `Respuesta ${i}` },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await t.db.select().from(answers).where(eq(answers.questionId, id))).toHaveLength(1);
    expect(await mailsTo(asker.email)).toHaveLength(before + 1);
    const audit = (await admin('GET', `/api/admin/audit?entity=questions&entity_id=${id}`)).json().data;
    expect(audit).toHaveLength(1);
    // Past the service's check, the database itself refuses a second official answer.
    const values = { questionId: id, courseId, userId: op.user.id, body: 'Otra' };
    expect(await insertOfficialAnswer(t.db, values)).toBe('duplicate');
  });

  it('lists unanswered first, filters by course, status and text, in pages', async () => {
    const answered = await ask('Pregunta filtrable respondida sobre hipoglucemia', otherCourseId);
    await admin('POST', `/api/admin/questions/${answered}/answer`, { answer: 'Respuesta oficial' });
    const open1 = await ask('Pregunta filtrable abierta uno', otherCourseId);
    const open2 = await ask('Pregunta filtrable abierta dos', otherCourseId, classmate);

    const all = (await admin('GET', `/api/admin/questions?course_id=${otherCourseId}`)).json();
    expect(all.total).toBe(3);
    expect(all.data.map((q: { id: number }) => q.id)).toEqual([open2, open1, answered]);
    expect(all.data[0]).toMatchObject({
      course_name: 'Diabetes al día',
      specialist_name: 'Ana Pérez Vela',
      asker: { name: 'Pedro Salas', email: classmate.email },
      official_answer: null,
      answers_count: 0,
    });
    expect(all.data[2].official_answer).toMatchObject({
      body: 'Respuesta oficial',
      shown_as: 'Ana Pérez Vela',
    });

    const unanswered = (
      await admin('GET', `/api/admin/questions?course_id=${otherCourseId}&status=unanswered`)
    ).json();
    expect(unanswered.data.map((q: { id: number }) => q.id)).toEqual([open2, open1]);
    const done = (
      await admin('GET', `/api/admin/questions?course_id=${otherCourseId}&status=answered`)
    ).json();
    expect(done.data.map((q: { id: number }) => q.id)).toEqual([answered]);

    const byText = (await admin('GET', '/api/admin/questions?q=abierta%20uno')).json();
    expect(byText.data.map((q: { id: number }) => q.id)).toEqual([open1]);
    const byAsker = (await admin('GET', `/api/admin/questions?q=pedro&course_id=${otherCourseId}`)).json();
    expect(byAsker.data.map((q: { id: number }) => q.id)).toEqual([open2]);
    const byEmail = (await admin('GET', `/api/admin/questions?q=${encodeURIComponent('%')}`)).json();
    expect(byEmail.total).toBe(0);

    const page2 = (
      await admin('GET', `/api/admin/questions?course_id=${otherCourseId}&per_page=2&page=2`)
    ).json();
    expect(page2).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    expect(page2.data.map((q: { id: number }) => q.id)).toEqual([answered]);
  });

  it('deletes an abusive answer and an abusive question with its answers (audited)', async () => {
    const id = await ask('Pregunta con insultos');
    const reply = await call(t.app, classmate.token, {
      method: 'POST',
      url: '/api/v1/students/answers/newAnswers',
      payload: {
        user_id: classmate.user.id,
        question_id: id,
        answers: 'Respuesta ofensiva',
        mounted_course_id: courseId,
      },
    });
    expect(reply.statusCode).toBe(200);
    await admin('POST', `/api/admin/questions/${id}/answer`, { answer: 'Respuesta del especialista' });
    const detail = (await admin('GET', `/api/admin/questions/${id}`)).json();
    expect(
      detail.answers.map((a: { official: boolean; shown_as: string }) => [a.official, a.shown_as]),
    ).toEqual([
      [false, 'Pedro Salas'],
      [true, 'Ana Pérez Vela'],
    ]);

    const delAnswer = await admin('DELETE', `/api/admin/answers/${reply.json().data.id}`);
    expect(delAnswer.statusCode, delAnswer.body).toBe(200);
    expect((await admin('GET', `/api/admin/questions/${id}`)).json().answers).toHaveLength(1);
    expect((await admin('DELETE', `/api/admin/answers/${reply.json().data.id}`)).statusCode).toBe(404);

    const delQuestion = await admin('DELETE', `/api/admin/questions/${id}`);
    expect(delQuestion.statusCode, delQuestion.body).toBe(200);
    expect(await t.db.select().from(questions).where(eq(questions.id, id))).toHaveLength(0);
    expect(await t.db.select().from(answers).where(eq(answers.questionId, id))).toHaveLength(0);
    expect((await admin('GET', `/api/admin/questions/${id}`)).statusCode).toBe(404);
    const audit = (await admin('GET', `/api/admin/audit?entity=questions&entity_id=${id}`)).json().data;
    expect(audit[0]).toMatchObject({ action: 'delete', after: null });
    expect(audit[0].before.body).toBe('Pregunta con insultos');
    expect(audit[0].before.answers).toHaveLength(1);
    const answerAudit = (
      await admin('GET', `/api/admin/audit?entity=answers&entity_id=${reply.json().data.id}`)
    ).json().data;
    expect(answerAudit[0].before.body).toBe('Respuesta ofensiva');
  });

  it('refuses to answer for a course without specialist, and editing before answering', async () => {
    const id = await ask('¿Y este curso quién lo dicta?', noSpecialistCourseId);
    const res = await admin('POST', `/api/admin/questions/${id}/answer`, { answer: 'Hola' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/no tiene especialista/);
    expect((await admin('PUT', `/api/admin/questions/${id}/answer`, { answer: 'Hola' })).statusCode).toBe(
      404,
    );
    expect(await t.db.select().from(answers).where(eq(answers.questionId, id))).toHaveLength(0);
  });

  it('answers bad input in Spanish, unknown ids with 404, students and clients with 403', async () => {
    const id = await ask('Pregunta para entradas malas');
    const url = `/api/admin/questions/${id}/answer`;
    expectAdmin422(await admin('POST', url, {}), 'answer');
    expectAdmin422(await admin('POST', url, { answer: '   ' }), 'answer');
    expectAdmin422(await admin('POST', url, { answer: 42 }), 'answer');
    expectAdmin422(await admin('POST', url, { answer: huge(5001) }), 'answer');
    expectAdmin422(await admin('PUT', url, { answer: ['x'] }), 'answer');
    expectAdmin422(await admin('POST', '/api/admin/questions/abc/answer', { answer: 'x' }), 'id');
    expectAdmin422(await admin('GET', '/api/admin/questions?status=todas'), 'status');
    expectAdmin422(await admin('GET', '/api/admin/questions?course_id=x'), 'course_id');
    expectAdmin422(await admin('GET', `/api/admin/questions?q=${huge(300)}`), 'q');
    expect((await admin('POST', '/api/admin/questions/999999/answer', { answer: 'x' })).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/questions/999999')).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/questions/999999')).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/answers/999999')).statusCode).toBe(404);
    const client = await clientToken(t.app);
    for (const token of [asker.token, client]) {
      for (const [method, path] of [
        ['GET', '/api/admin/questions'],
        ['POST', url],
        ['DELETE', `/api/admin/questions/${id}`],
      ] as const) {
        const res = await call(t.app, token, {
          method,
          url: path,
          ...(method === 'POST' ? { payload: { answer: 'x' } } : {}),
        });
        expect(res.statusCode, `${method} ${path}`).toBe(403);
      }
    }
    expect(await t.db.select().from(answers).where(eq(answers.questionId, id))).toHaveLength(0);
  });
});
