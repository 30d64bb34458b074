import { ANSWER_MAX, QUESTION_MAX } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, enrol } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { answers, outbox, questions } from '../../db/schema.ts';

const HAS_ANSWERS = 'Acción fallida… La pregunta posee respuestas asociadas';

let t: TestApp;
let client: string;
type Account = Awaited<ReturnType<typeof createUser>>;
let asker: Account;
let helper: Account;
let outsider: Account;
let courseId: number;
let otherCourseId: number;

beforeAll(async () => {
  t = await createTestApp();
  client = await clientToken(t.app);
  asker = await createUser(t.db, {
    firstName: 'Lucía',
    surnames: 'Mena Torres',
    email: 'lucia.mena@ejemplo.com',
  });
  helper = await createUser(t.db, {
    firstName: 'Pedro',
    surnames: 'Salas',
    email: 'pedro.salas@ejemplo.com',
  });
  outsider = await createUser(t.db, { firstName: 'Nadia', surnames: 'Ortiz' });
  courseId = (await createCourse(t.db, { name: 'Urgencias pediátricas' })).course.id;
  otherCourseId = (await createCourse(t.db)).course.id;
  await enrol(t.db, asker.user.id, courseId);
  await enrol(t.db, helper.user.id, courseId);
  await enrol(t.db, outsider.user.id, otherCourseId);
});
afterAll(async () => t.close());

const post = (token: string | null, url: string, payload: unknown) =>
  call(t.app, token, { method: 'POST', url, payload: payload as object });
const list = (who: Account, id: unknown = courseId) =>
  post(who.token, '/api/v1/students/questions/getQuestions', { mounted_courses_id: id });
const ask = (who: Account, question: unknown, id: unknown = courseId) =>
  post(who.token, '/api/v1/students/questions/newQuestion', {
    user_id: who.user.id,
    mounted_course_id: id,
    question,
  });
const reply = (who: Account, questionId: unknown, text: unknown, id: unknown = courseId) =>
  post(who.token, '/api/v1/students/answers/newAnswers', {
    user_id: who.user.id,
    question_id: questionId,
    answers: text,
    mounted_course_id: id,
  });
const deleteV1 = (who: Account, questionId: unknown, id: unknown = courseId) =>
  post(who.token, '/api/v1/students/questions/deleteQuestion', {
    mounted_course_id: id,
    question_id: questionId,
  });

async function newQuestion(who: Account, text = '¿Cuál es la dosis de adrenalina en anafilaxia?') {
  const res = await ask(who, text);
  expect(res.statusCode).toBe(200);
  return res.json().data.id as number;
}

describe('questions', () => {
  it('an enrolled student asks; classmates see the question with names only, newest first', async () => {
    const res = await ask(asker, '  ¿Se repite la dosis a los 5 minutos?  ');
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created.message).toBe('Pregunta publicada.');
    expect(created.data).toMatchObject({
      questions: '¿Se repite la dosis a los 5 minutos?',
      user_id: asker.user.id,
      mounted_course_id: courseId,
      user: { person: { people_first_name: 'Lucía', people_surnames: 'Mena Torres' } },
      answers: [],
    });
    const second = await newQuestion(helper, 'Otra pregunta');

    const seen = await list(helper);
    expect(seen.statusCode).toBe(200);
    const data = seen.json().data as Array<Record<string, unknown>>;
    expect(data.map((q) => q.id)).toEqual(expect.arrayContaining([created.data.id, second]));
    expect(data.findIndex((q) => q.id === second)).toBeLessThan(
      data.findIndex((q) => q.id === created.data.id),
    );
    // nothing private of the other student: no e-mail, phone or document anywhere in the answer
    expect(seen.body).not.toContain(asker.email);
    expect(Object.keys((data[0] as { user: object }).user)).toEqual(['person']);
    expect(Object.keys((data[0] as { user: { person: object } }).user.person).sort()).toEqual([
      'people_first_name',
      'people_surnames',
    ]);
  });

  it('only enrolled students read or post (403); an unknown course is 404', async () => {
    expect((await list(outsider)).statusCode).toBe(403);
    expect((await ask(outsider, '¿Puedo preguntar?')).statusCode).toBe(403);
    expect((await list(asker, 999_999)).statusCode).toBe(404);
    expect((await ask(asker, 'x', 999_999)).statusCode).toBe(404);
    const res = await list(outsider);
    expect(res.json().message).toBe('Debe estar inscrito en este curso para acceder a este contenido.');
    expect(res.json().code).toBe('not_enrolled');
  });

  it('needs a user token: none or a client token is 401', async () => {
    expect(
      (await post(null, '/api/v1/students/questions/getQuestions', { mounted_courses_id: courseId }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(client, '/api/v1/students/questions/getQuestions', { mounted_courses_id: courseId }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, client, { method: 'DELETE', url: '/api/v2/deleteQuestion/1' })).statusCode,
    ).toBe(401);
  });

  it('refuses a user_id naming another user (403), whether or not it exists', async () => {
    for (const user_id of [helper.user.id, 987_654]) {
      const res = await post(asker.token, '/api/v1/students/questions/newQuestion', {
        user_id,
        mounted_course_id: courseId,
        question: 'En nombre de otro',
      });
      expect(res.statusCode).toBe(403);
    }
    const q = await newQuestion(asker);
    const res = await post(asker.token, '/api/v1/students/answers/newAnswers', {
      user_id: helper.user.id,
      question_id: q,
      answers: 'Suplantando',
      mounted_course_id: courseId,
    });
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(answers).where(eq(answers.questionId, q))).toEqual([]);
  });

  it('answers bad input with Spanish 422s, never a 500', async () => {
    // its own user: the posting limit counts every request of a user, refused ones too
    const asker = await createUser(t.db);
    await enrol(t.db, asker.user.id, courseId);
    const cases: unknown[] = [
      {},
      { user_id: asker.user.id, mounted_course_id: courseId },
      { user_id: asker.user.id, mounted_course_id: courseId, question: '' },
      { user_id: asker.user.id, mounted_course_id: courseId, question: '   ' },
      { user_id: asker.user.id, mounted_course_id: courseId, question: 12 },
      { user_id: asker.user.id, mounted_course_id: courseId, question: ['a'] },
      { user_id: asker.user.id, mounted_course_id: 'uno', question: 'x' },
      { user_id: asker.user.id, mounted_course_id: 1.5, question: 'x' },
      { user_id: asker.user.id, mounted_course_id: -1, question: 'x' },
      { user_id: asker.user.id, mounted_course_id: 99_999_999_999, question: 'x' },
      { user_id: 'yo', mounted_course_id: courseId, question: 'x' },
      { user_id: asker.user.id, mounted_course_id: courseId, question: huge(QUESTION_MAX + 1) },
      { user_id: asker.user.id, mounted_course_id: courseId, question: 'nul\u0000' },
    ];
    for (const payload of cases) {
      const res = await post(asker.token, '/api/v1/students/questions/newQuestion', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json().errors).toBeTypeOf('object');
    }
    const missing = await post(asker.token, '/api/v1/students/questions/newQuestion', {
      user_id: asker.user.id,
      mounted_course_id: courseId,
    });
    expect(missing.json().errors.question).toEqual(['El campo pregunta es requerido']);
    const long = await ask(asker, huge(QUESTION_MAX + 1));
    expect(long.json().errors.question).toEqual([
      `El campo pregunta debe tener máximo ${QUESTION_MAX} caracteres`,
    ]);
    expect((await ask(asker, 'a'.repeat(QUESTION_MAX))).statusCode).toBe(200);

    for (const [url, payload] of [
      ['/api/v1/students/questions/getQuestions', { mounted_courses_id: 'x' }],
      ['/api/v1/students/questions/getQuestions', { mounted_course_id: courseId }],
      ['/api/v1/students/questions/deleteQuestion', { mounted_course_id: courseId }],
      ['/api/v1/students/questions/deleteQuestion', { mounted_course_id: courseId, question_id: {} }],
      [
        '/api/v1/students/answers/newAnswers',
        { user_id: asker.user.id, question_id: 1, mounted_course_id: courseId },
      ],
      [
        '/api/v1/students/answers/newAnswers',
        {
          user_id: asker.user.id,
          question_id: 1,
          mounted_course_id: courseId,
          answers: huge(ANSWER_MAX + 1),
        },
      ],
      ['/api/v1/students/answers/deleteAnswers', { mounted_course_id: courseId, answer_id: 'x' }],
    ] as const) {
      const res = await post(asker.token, url, payload);
      expect(res.statusCode, url).toBe(422);
    }
    for (const [method, url, payload] of [
      ['PUT', '/api/v2/updateQuestion', { question_id: 1 }],
      ['PUT', '/api/v2/updateQuestion', { question_id: 'a', question: 'x' }],
      ['PUT', '/api/v2/updateQuestion', { question_id: 1, question: huge() }],
      ['DELETE', '/api/v2/deleteQuestion/abc', undefined],
      ['DELETE', '/api/v2/deleteQuestion/0', undefined],
      ['DELETE', '/api/v2/deleteQuestion/1e3', undefined],
      ['DELETE', '/api/v2/deleteAnswers/-4', undefined],
      ['DELETE', '/api/v2/deleteAnswers/99999999999', undefined],
    ] as const) {
      const res = await call(t.app, asker.token, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(422);
    }
    const notJson = await call(t.app, asker.token, {
      method: 'POST',
      url: '/api/v1/students/questions/newQuestion',
      payload: '{"question":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('answers: a classmate answers, the asker sees it and gets a short notice with a link, never the answer', async () => {
    const q = await newQuestion(asker, '¿Adrenalina IM o IV en el primer contacto?');
    const text = 'IM en el muslo, 0,01 mg/kg. Más en https://phishing.example/login y www.otro.example';
    const res = await reply(helper, q, text);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      answers: text,
      question_id: q,
      user_id: helper.user.id,
      user: { person: { people_first_name: 'Pedro', people_surnames: 'Salas' } },
    });

    const seen = (await list(asker)).json().data.find((x: { id: number }) => x.id === q);
    expect(seen.answers).toHaveLength(1);
    expect(seen.answers[0].user.person.people_first_name).toBe('Pedro');

    const queued = await t.db.select().from(outbox).where(eq(outbox.to, asker.email));
    expect(queued).toHaveLength(1);
    const mail = queued[0]!;
    expect(mail.subject).toBe('Tiene una nueva respuesta a su pregunta en «Urgencias pediátricas»');
    const link = `${t.config.publicUrl}/v2/courses/${courseId}#pregunta-${q}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
    // Nothing the classmate wrote: not the answer, its links, their name or their e-mail.
    for (const body of [mail.text, mail.html]) {
      for (const secret of ['0,01 mg/kg', 'phishing.example', 'otro.example', 'Pedro', 'Salas', helper.email])
        expect(body).not.toContain(secret);
    }
    // Every link in the mail is ours.
    for (const href of mail.html.matchAll(/https?:\/\/[^\s"<]+/g))
      expect(href[0].startsWith(t.config.publicUrl)).toBe(true);

    t.sentMail.length = 0;
    await t.app.mailer.drain();
    expect(t.sentMail.find((m) => m.to === asker.email)?.subject).toBe(
      'Tiene una nueva respuesta a su pregunta en «Urgencias pediátricas»',
    );

    // answering one's own question sends nothing
    await t.db.delete(outbox);
    expect((await reply(asker, q, 'Gracias, Pedro.')).statusCode).toBe(200);
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it('answers: at most one notice per question an hour, whatever the number of answers', async () => {
    await t.db.delete(outbox);
    const q = await newQuestion(asker, '¿Dosis de carga de fenitoína?');
    const other = await newQuestion(asker, '¿Y la de levetiracetam?');
    const notices = async () => (await t.db.select().from(outbox).where(eq(outbox.to, asker.email))).length;
    expect((await reply(helper, q, 'Primera respuesta')).statusCode).toBe(200);
    expect(await notices()).toBe(1);
    // More answers within the hour, some at once: no more mail.
    const burst = await Promise.all([1, 2, 3].map((n) => reply(helper, q, `Respuesta ${n}`)));
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await notices()).toBe(1);
    // Another question has its own hour.
    expect((await reply(helper, other, 'Otra')).statusCode).toBe(200);
    expect(await notices()).toBe(2);
    // An hour later the next answer is announced again.
    await t.db
      .update(questions)
      .set({ notifiedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(questions.id, q));
    expect((await reply(helper, q, 'Una hora después')).statusCode).toBe(200);
    expect(await notices()).toBe(3);
    expect((await reply(helper, q, 'Y otra más')).statusCode).toBe(200);
    expect(await notices()).toBe(3);
  });

  it('answers: not enrolled 403, unknown or other-course question 404', async () => {
    const q = await newQuestion(asker);
    expect((await reply(outsider, q, 'Hola', courseId)).statusCode).toBe(403);
    // the outsider names their own course: the question is not in it
    expect((await reply(outsider, q, 'Hola', otherCourseId)).statusCode).toBe(404);
    expect((await reply(helper, 999_999, 'Hola')).statusCode).toBe(404);
    expect((await reply(helper, q, 'Hola', 999_999)).statusCode).toBe(404);
    expect((await reply(helper, q, '')).statusCode).toBe(422);
  });

  it('deleting: only the author; an answered question is refused (401 v1, 409 v2) with the spec message', async () => {
    const q = await newQuestion(asker, 'Pregunta que será respondida');
    expect((await deleteV1(helper, q)).statusCode).toBe(403);
    expect(
      (await call(t.app, helper.token, { method: 'DELETE', url: `/api/v2/deleteQuestion/${q}` })).statusCode,
    ).toBe(403);
    expect((await deleteV1(outsider, q)).statusCode).toBe(403);

    await reply(helper, q, 'Respuesta');
    const v1 = await deleteV1(asker, q);
    expect(v1.statusCode).toBe(401);
    expect(v1.json()).toEqual({ message: HAS_ANSWERS, code: 'question_has_answers' });
    const v2 = await call(t.app, asker.token, { method: 'DELETE', url: `/api/v2/deleteQuestion/${q}` });
    expect(v2.statusCode).toBe(409);
    expect(v2.json()).toEqual({ message: HAS_ANSWERS, code: 'question_has_answers' });
    expect(await t.db.select().from(questions).where(eq(questions.id, q))).toHaveLength(1);

    const fresh = await newQuestion(asker, 'Pregunta sin respuestas');
    expect((await deleteV1(asker, fresh, otherCourseId)).statusCode).toBe(403); // not enrolled there
    const ok = await deleteV1(asker, fresh);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Pregunta eliminada.');
    expect((await deleteV1(asker, fresh)).statusCode).toBe(404);

    const viaV2 = await newQuestion(asker, 'Otra sin respuestas');
    expect(
      (await call(t.app, asker.token, { method: 'DELETE', url: `/api/v2/deleteQuestion/${viaV2}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, asker.token, { method: 'DELETE', url: `/api/v2/deleteQuestion/${viaV2}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, asker.token, { method: 'DELETE', url: '/api/v2/deleteQuestion/999999' })).statusCode,
    ).toBe(404);
  });

  it('an answer racing the deletion: one of them wins, never both, never a 500', async () => {
    // own users: the posting limit counts every request of a user
    const racer = await createUser(t.db);
    const rival = await createUser(t.db);
    await enrol(t.db, racer.user.id, courseId);
    await enrol(t.db, rival.user.id, courseId);
    for (let i = 0; i < 8; i++) {
      const q = await newQuestion(racer, `Carrera ${i}`);
      const [answered, deleted] = await Promise.all([
        reply(rival, q, 'Llego a tiempo'),
        call(t.app, racer.token, { method: 'DELETE', url: `/api/v2/deleteQuestion/${q}` }),
      ]);
      const outcome = [answered.statusCode, deleted.statusCode];
      expect([
        [200, 409],
        [404, 200],
      ]).toContainEqual(outcome);
      const left = await t.db.select().from(answers).where(eq(answers.questionId, q));
      expect(left).toHaveLength(answered.statusCode === 200 ? 1 : 0);
    }
  });

  it('limits posting per user (429 after 30 in 10 minutes), without touching other students', async () => {
    const flooder = await createUser(t.db);
    await enrol(t.db, flooder.user.id, courseId);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await ask(flooder, `Pregunta ${i}`)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await ask(flooder, 'Una más');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('too_many_requests');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await ask(helper, 'Otra persona sí puede')).statusCode).toBe(200);
  });

  it('the database itself refuses to delete an answered question', async () => {
    const q = await newQuestion(asker);
    await reply(helper, q, 'Respuesta');
    await expect(t.db.delete(questions).where(eq(questions.id, q))).rejects.toThrow();
  });

  it('editing: the author fixes the text (updated_at moves); others 403; unknown 404', async () => {
    const q = await newQuestion(asker, 'Pregunta con herror');
    const res = await call(t.app, asker.token, {
      method: 'PUT',
      url: '/api/v2/updateQuestion',
      payload: { question_id: q, question: 'Pregunta sin error' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.questions).toBe('Pregunta sin error');
    expect(res.json().message).toBe('Pregunta actualizada.');
    expect(Date.parse(data.updated_at)).toBeGreaterThanOrEqual(Date.parse(data.created_at));

    const put = (who: Account, payload: object) =>
      call(t.app, who.token, { method: 'PUT', url: '/api/v2/updateQuestion', payload });
    expect((await put(helper, { question_id: q, question: 'Cambiada por otro' })).statusCode).toBe(403);
    expect((await put(outsider, { question_id: q, question: 'Cambiada por otro' })).statusCode).toBe(403);
    expect((await put(asker, { question_id: 999_999, question: 'x' })).statusCode).toBe(404);
    expect(
      (await put(asker, { question_id: q, question: 'x', mounted_course_id: otherCourseId })).statusCode,
    ).toBe(403);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, q));
    expect(row!.body).toBe('Pregunta sin error');
  });

  it('deleting answers: own only; v1 answers 401 "Acción fallida…" for another user, v2 403', async () => {
    const q = await newQuestion(asker);
    const a = (await reply(helper, q, 'Mi respuesta')).json().data.id as number;
    const v1 = (who: Account, answerId: unknown, id: unknown = courseId) =>
      post(who.token, '/api/v1/students/answers/deleteAnswers', {
        mounted_course_id: id,
        answer_id: answerId,
      });

    const refused = await v1(asker, a);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Acción fallida…', code: 'answer_not_deletable' });
    expect(
      (await call(t.app, asker.token, { method: 'DELETE', url: `/api/v2/deleteAnswers/${a}` })).statusCode,
    ).toBe(403);
    expect((await v1(outsider, a)).statusCode).toBe(403);
    expect((await v1(helper, a, otherCourseId)).statusCode).toBe(403);
    expect((await v1(helper, 999_999)).statusCode).toBe(404);

    expect((await v1(helper, a)).statusCode).toBe(200);
    expect((await v1(helper, a)).statusCode).toBe(404);

    // with its last answer gone, the question can be deleted again
    const b = (await reply(helper, q, 'Otra')).json().data.id as number;
    const v2 = await call(t.app, helper.token, { method: 'DELETE', url: `/api/v2/deleteAnswers/${b}` });
    expect(v2.statusCode).toBe(200);
    expect(v2.json().message).toBe('Respuesta eliminada.');
    expect(
      (await call(t.app, helper.token, { method: 'DELETE', url: `/api/v2/deleteAnswers/${b}` })).statusCode,
    ).toBe(404);
    expect((await deleteV1(asker, q)).statusCode).toBe(200);
  });
});
