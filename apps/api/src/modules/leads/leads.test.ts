import { LEAD_MESSAGES } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../../test/captcha.ts';
import { createCourse, createUser } from '../../../test/factories.ts';
import {
  call,
  clientToken,
  createTestApp,
  expectSpanish422,
  huge,
  type TestApp,
} from '../../../test/helpers.ts';
import { contacts, leadSubmissions, leads, outbox, people } from '../../db/schema.ts';
import { FIRST_DIABETES_WEBINAR, seedLandingEvents } from '../../db/seed/landing-events.ts';
import { mailDns } from './email-check.ts';

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campus.example', SUPPORT_EMAIL: 'equipo@campus.example' });
  client = await clientToken(t.app);
  await createCourse(t.db, { name: 'Curso de Telemedicina', price: '247.00' });
  await createCourse(t.db, { name: '10 obstáculos al iniciar la telemedicina', price: '0.00', free: true });
  await seedLandingEvents(t.db);
});
afterAll(async () => t.close());

let seq = 0;
/** Each call from its own address, so the per-IP limits only bite where a test wants them to. */
function send(options: InjectOptions & { url: string }, token: string | null = client, ip?: string) {
  seq += 1;
  return call(t.app, token, { remoteAddress: ip ?? `10.2.${seq >> 8}.${seq & 255}`, ...options });
}
const post = (url: string, payload: unknown, ip?: string) =>
  send({ method: 'POST', url, payload: payload as InjectOptions['payload'] }, client, ip);
const uniqueEmail = (prefix = 'medica') => `${prefix}${++seq}@ejemplo.com`;

async function leadRows(email: string) {
  return t.db.select().from(leads).where(eq(leads.email, email));
}
async function contactRows(email: string) {
  return t.db.select().from(contacts).where(eq(contacts.email, email));
}
async function mailTo(to: string) {
  return t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
}
/** Follows the confirmation link of the latest opt-in mail to `to` (double opt-in). */
async function confirmByMail(to: string) {
  const optIn = (await mailTo(to)).filter((m) => m.subject.startsWith('Confirme su registro')).at(-1);
  const link = /https:\/\/campus\.example(\/api\/v1\/leads\/confirm\/[\w-]+)/.exec(optIn?.text ?? '');
  expect(link, 'no confirmation link').not.toBeNull();
  return send({ method: 'GET', url: link![1]! }, null);
}

/** A well-formed captcha field for bad-input cases: validation answers 422 before it is checked. */
const DUMMY_CAPTCHA = 'bm8gZXMgdW4gY2FwdGNoYQ==';

const eventLead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana María',
  last_name: 'Pérez Cevallos',
  email: uniqueEmail(),
  magistral: false,
  movil: '+593 99 123 4567',
  proyect_id: '4',
  code_relation: '10-obstaculos',
  email_info: true,
  type: 1,
  title: 'Guía gratuita: 10 obstáculos al iniciar la telemedicina',
  ...overrides,
});

describe('POST /api/client/addBook/check', () => {
  const check = (payload: Record<string, unknown>) => post('/api/client/addBook/check', payload);

  it('answers 0 for an e-mail the project does not know', async () => {
    const res = await check({ email: uniqueEmail('nadie'), proyect_id: 4, code_relation: '10-obstaculos' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(0);
  });

  it('answers 1 for a known lead, trimming and ignoring case', async () => {
    const email = uniqueEmail();
    expect((await post('/api/v1/cambiando/addBook/event', eventLead({ email }))).statusCode).toBe(200);
    const res = await check({
      email: `  ${email.toUpperCase()} `,
      proyect_id: 4,
      code_relation: '10-obstaculos',
    });
    expect(res.json()).toBe(1);
  });

  it('answers 1 for a registered user and signs them up for the landing once, with their details', async () => {
    const { email, user } = await createUser(t.db, { firstName: 'Lucía', surnames: 'Andrade' });
    await t.db.update(people).set({ mobile: '+593987654321' }).where(eq(people.userId, user.id));
    const payload = { email, proyect_id: 4, code_relation: 'controla-diabetes-2' };
    expect((await check(payload)).json()).toBe(1);
    expect((await check(payload)).json()).toBe(1);

    const rows = await leadRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      codeRelation: 'controla-diabetes-2',
      name: 'Lucía',
      lastName: 'Andrade',
      phone: '+593987654321',
      magistral: true,
    });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Registro confirmado');
    expect(mails[0]!.text).toContain('Entrar a la sala: https://zoom.us/j/85034127690');
    expect(mails[0]!.text).toMatch(/Hora: \d{1,2}(:\d\d)? pm Ecuador\//);
  });

  it('signs a known lead up for another landing and e-mails the guide link', async () => {
    const email = uniqueEmail();
    await post(
      '/api/v1/cambiando/addBook/event',
      eventLead({ email, code_relation: 'obstaculos-tm', type: 2 }),
    );
    expect((await check({ email, proyect_id: 4, code_relation: '10-obstaculos' })).json()).toBe(1);
    const rows = await leadRows(email);
    expect(rows.map((r) => r.codeRelation).sort()).toEqual(['10-obstaculos', 'obstaculos-tm']);
    // the address never confirmed: a confirmation link first, the guide once it is followed
    expect((await mailTo(email)).some((m) => m.subject.startsWith('Su guía'))).toBe(false);
    expect((await confirmByMail(email)).headers.location).toBe('/pro/descarga/gracias');
    const guide = (await mailTo(email)).find((m) => m.subject.startsWith('Su guía'));
    expect(guide?.text).toContain(
      'https://campus.example/media/docs/guia-10-obstaculos-telemedicina-campus-salud.pdf',
    );
  });

  it('ignores the title and event fields a client sends for a registered user', async () => {
    const { email } = await createUser(t.db, { firstName: 'Lucía' });
    const payload = {
      email,
      proyect_id: 4,
      code_relation: 'obstaculos-tm',
      title: 'GANASTE un premio: https://phishing.example',
      urlRoom: 'https://phishing.example/sala',
    };
    expect((await check(payload)).json()).toBe(1);
    const [row] = await leadRows(email);
    expect(row!.title).not.toMatch(/GANASTE/);
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(`${mails[0]!.subject} ${mails[0]!.text} ${mails[0]!.html}`).not.toMatch(/GANASTE|phishing/);
    // an unknown tag signs nobody up
    expect((await check({ ...payload, code_relation: 'premio-falso' })).json()).toBe(1);
    expect(await leadRows(email)).toHaveLength(1);
  });

  it('does not create a lead for a known person on a landing without event', async () => {
    const email = uniqueEmail();
    await post('/api/v1/cambiando/addBook/event', eventLead({ email }));
    expect((await check({ email, proyect_id: 4, code_relation: 'sin-evento' })).json()).toBe(1);
    expect((await check({ email, proyect_id: 4 })).json()).toBe(1);
    expect(await leadRows(email)).toHaveLength(1);
  });

  it.each([
    ['no e-mail', { proyect_id: 4 }, 'email'],
    ['a malformed e-mail', { email: 'no-es-un-email', proyect_id: 4 }, 'email'],
    ['an e-mail of the wrong type', { email: 12, proyect_id: 4 }, 'email'],
    ['a huge e-mail', { email: `${huge(300)}@x.com`, proyect_id: 4 }, 'email'],
    ['a text project', { email: 'a@b.com', proyect_id: 'cuatro' }, 'proyect_id'],
    ['a bad code_relation', { email: 'a@b.com', proyect_id: 4, code_relation: '<script>' }, 'code_relation'],
    ['a huge title', { email: 'a@b.com', proyect_id: 4, title: huge(5000) }, 'title'],
    ['a text type', { email: 'a@b.com', proyect_id: 4, type: 'guía' }, 'type'],
  ])('answers 422 for %s', async (_name, payload, field) => {
    const res = await check(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
  });

  it('answers 404 for an unknown project and 401 without a token', async () => {
    const unknown = await check({ email: 'a@b.com', proyect_id: 999, code_relation: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Proyecto no encontrado.');
    const anonymous = await send(
      { method: 'POST', url: '/api/client/addBook/check', payload: { email: 'a@b.com', proyect_id: 4 } },
      null,
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits each address to 30 checks a minute', async () => {
    const ip = '10.9.9.9';
    const payload = { email: 'limite@ejemplo.com', proyect_id: 4 };
    for (let i = 0; i < 30; i++)
      expect((await post('/api/client/addBook/check', payload, ip)).statusCode).toBe(200);
    const res = await post('/api/client/addBook/check', payload, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/v1/cambiando/addBook/event', () => {
  const submit = (payload: Record<string, unknown>) => post('/api/v1/cambiando/addBook/event', payload);

  it('stores the lead with the phone in E.164 and queues the confirmation and the team notice', async () => {
    const payload = eventLead({ movil: '099 123 4567' });
    const res = await submit(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: LEAD_MESSAGES.registeredCheckInbox });

    const [row] = await leadRows(payload.email);
    expect(row).toMatchObject({
      projectId: 4,
      codeRelation: '10-obstaculos',
      name: 'Ana María',
      lastName: 'Pérez Cevallos',
      phone: '+593991234567',
      title: 'Guía gratuita: 10 obstáculos al iniciar la telemedicina',
      magistral: false,
    });
    expect(row!.landingEventId).toEqual(expect.any(Number));
    expect(row!.ip).toMatch(/^10\.2\./);

    // double opt-in: the first mail carries nothing the form sent, only our landing and the link
    const [optIn] = await mailTo(payload.email);
    expect(optIn!.subject).toBe('Confirme su registro · Campus Salud');
    expect(optIn!.text).toContain('«Guía gratuita: 10 obstáculos al iniciar la telemedicina»');
    expect(optIn!.text).not.toContain('Ana');
    expect(optIn!.text).toContain('Hola:');
    const confirmed = await confirmByMail(payload.email);
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/pro/descarga/gracias');
    const [, confirmation] = await mailTo(payload.email);
    expect(confirmation!.subject).toBe('Su guía: Guía gratuita: 10 obstáculos al iniciar la telemedicina');
    expect(confirmation!.html).toContain('Descargar la guía (PDF)');
    expect(confirmation!.text).toContain('Hola Ana María:');
    // a link works once
    expect((await confirmByMail(payload.email)).headers.location).toBe('/landing-map');
    expect(await mailTo(payload.email)).toHaveLength(2);
    const notices = (await mailTo('equipo@campus.example')).filter((m) => m.text.includes(payload.email));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(
      'Nuevo registro: Guía gratuita: 10 obstáculos al iniciar la telemedicina',
    );
    expect(notices[0]!.text).toContain('Teléfono: +593 99 123 4567');

    await t.app.mailer.drain();
    expect(t.sentMail.some((m) => m.to === payload.email)).toBe(true);
    expect(t.sentMail.some((m) => m.to === 'equipo@campus.example' && m.text.includes(payload.email))).toBe(
      true,
    );
  });

  it('sends the download a master class promises with its confirmation', async () => {
    const payload = eventLead({ code_relation: 'obstaculos-tm', type: 2, magistral: true });
    expect((await submit(payload)).json().success).toBe(true);
    expect((await confirmByMail(payload.email)).headers.location).toBe('/pro/master_class/gracias');
    const [, confirmation] = await mailTo(payload.email);
    expect(confirmation!.subject).toContain('Registro confirmado');
    expect(confirmation!.text).toContain('Entrar a la sala: https://zoom.us/j/81926473105');
    expect(confirmation!.text).toContain(
      'Descargar el material de regalo: https://campus.example/media/docs/guia-10-obstaculos-telemedicina-campus-salud.pdf',
    );
    expect(confirmation!.html).toContain(
      'href="https://campus.example/media/docs/guia-10-obstaculos-telemedicina-campus-salud.pdf"',
    );
  });

  it('keeps one lead per e-mail and landing: a repeat never overwrites it, is kept as a submission, and does not e-mail again', async () => {
    const email = uniqueEmail();
    const first = await submit(eventLead({ email, message: 'Trabajo en Quito' }));
    const again = await submit(
      eventLead({
        email: `  ${email.toUpperCase()}  `,
        name: 'Otro',
        last_name: 'Nombre',
        movil: '+34 612 34 56 78',
        message: 'Reclame su premio',
      }),
    );
    expect(first.json().success).toBe(true);
    expect(again.json().success).toBe(true);
    const rows = await leadRows(email);
    expect(rows).toHaveLength(1);
    // anyone can submit any address: what the lead stored first stays
    expect(rows[0]).toMatchObject({
      name: 'Ana María',
      lastName: 'Pérez Cevallos',
      phone: '+593991234567',
      message: 'Trabajo en Quito',
    });
    const submissions = await t.db
      .select()
      .from(leadSubmissions)
      .where(eq(leadSubmissions.leadId, rows[0]!.id))
      .orderBy(leadSubmissions.id);
    expect(submissions.map((x) => [x.name, x.phone, x.message])).toEqual([
      ['Ana María', '+593991234567', 'Trabajo en Quito'],
      ['Otro', '+34612345678', 'Reclame su premio'],
    ]);
    expect(await mailTo(email)).toHaveLength(1);
    expect((await mailTo('equipo@campus.example')).filter((m) => m.text.includes(email))).toHaveLength(1);
  });

  it('keeps one lead when the same submission arrives twice at once', async () => {
    const payload = eventLead();
    const [a, b] = await Promise.all([submit(payload), submit(payload)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(await leadRows(payload.email)).toHaveLength(1);
  });

  it('e-mails the person only when email_info asks for it', async () => {
    const payload = eventLead({ email_info: false });
    const res = await submit(payload);
    expect(res.json()).toEqual({ success: true, message: 'Gracias por su registro' });
    expect(await mailTo(payload.email)).toHaveLength(0);
    expect((await mailTo('equipo@campus.example')).some((m) => m.text.includes(payload.email))).toBe(true);
  });

  it('refuses a landing we do not have: no lead, no mail', async () => {
    const payload = eventLead({
      code_relation: 'landing-desconocida',
      urlRoom: 'https://phishing.example/login',
      url_download: 'https://phishing.example/virus.exe',
    });
    const res = await submit(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code_relation).toEqual([LEAD_MESSAGES.landingNotFound]);
    expect(await leadRows(payload.email)).toHaveLength(0);
    expect(await mailTo(payload.email)).toHaveLength(0);
  });

  it("never mails the client's title, links or name to an address that has not confirmed", async () => {
    const payload = eventLead({
      name: 'Reclame su premio en',
      title: 'GANASTE un iPhone: https://phishing.example',
      urlRoom: 'https://phishing.example/login',
    });
    expect((await submit(payload)).json().success).toBe(true);
    const mails = await mailTo(payload.email);
    expect(mails).toHaveLength(1);
    for (const m of mails) {
      expect(`${m.subject} ${m.text} ${m.html}`).not.toMatch(/phishing|premio|iPhone/);
    }
    const [row] = await leadRows(payload.email);
    expect(row!.title).toBe('Guía gratuita: 10 obstáculos al iniciar la telemedicina');
  });

  it('sends one address at most MAIL_BUDGET_PER_HOUR mails an hour, whatever the forms', async () => {
    const email = uniqueEmail('presupuesto');
    const tags = [
      '10-obstaculos',
      'obstaculos-tm',
      'controla-diabetes',
      'controla-diabetes-2',
      'bases-telemedicina',
      'pro-telemedicina',
      'pro-comunicacion-tm',
    ];
    for (const code_relation of tags)
      expect((await submit(eventLead({ email, code_relation }))).statusCode).toBe(200);
    expect(await leadRows(email)).toHaveLength(tags.length);
    expect(await mailTo(email)).toHaveLength(t.config.mailBudgetPerHour);
  });

  it.each([
    ['a malformed e-mail', 'ana.perez@'],
    ['an e-mail without domain dot', 'ana@@ejemplo.com'],
    ['a disposable-mail domain', 'ana@mailinator.com'],
    ['a disposable subdomain', 'ana@bandeja.yopmail.com'],
  ])('answers "noProcess" for %s and stores nothing', async (_name, email) => {
    const res = await submit(eventLead({ email }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe('noProcess');
    expect(await leadRows(email.toLowerCase())).toHaveLength(0);
  });

  it.each([
    ['no phone', { movil: undefined }, 'movil', 'Teléfono es requerido'],
    ['an empty phone', { movil: '' }, 'movil', 'Teléfono es requerido'],
    ['letters in the phone', { movil: 'llámame' }, 'movil', undefined],
    ['a phone of a country outside the list', { movil: '+44 20 7946 0958' }, 'movil', undefined],
    ['a too short phone', { movil: '099' }, 'movil', undefined],
    ['a numeric phone', { movil: 991234567 }, 'movil', undefined],
    ['no name', { name: '' }, 'name', undefined],
    ['digits in the name', { name: 'R2D2' }, 'name', undefined],
    ['a huge name', { name: huge(1000) }, 'name', undefined],
    ['no last name', { last_name: undefined }, 'last_name', undefined],
    ['no e-mail', { email: undefined }, 'email', undefined],
    ['a huge e-mail', { email: `${huge(400)}@ejemplo.com` }, 'email', undefined],
    ['an object as e-mail', { email: { a: 1 } }, 'email', undefined],
    ['no code_relation', { code_relation: undefined }, 'code_relation', undefined],
    ['a bad email_info', { email_info: 'quizás' }, 'email_info', undefined],
    ['a bad magistral', { magistral: 'tal vez' }, 'magistral', undefined],
    ['a huge urlRoom', { urlRoom: huge(3000) }, 'urlRoom', undefined],
    ['a huge message', { message: huge(6000) }, 'message', undefined],
  ])('answers 422 for %s', async (_name, overrides, field, message) => {
    const res = await submit(eventLead(overrides));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors[field]).toBeDefined();
    if (message) expect(body.errors[field]).toContain(message);
  });

  it('accepts lastName as the spec also spells it, and the COL country of older clients is not needed', async () => {
    const payload = eventLead({ last_name: undefined, lastName: 'Gómez', movil: '573001234567' });
    expect((await submit(payload)).json().success).toBe(true);
    expect((await leadRows(payload.email))[0]).toMatchObject({ lastName: 'Gómez', phone: '+573001234567' });
  });

  it('answers 404 for an unknown project, 401 without a token and 400 for broken JSON', async () => {
    expect((await submit(eventLead({ proyect_id: 77 }))).statusCode).toBe(404);
    const anonymous = await send(
      { method: 'POST', url: '/api/v1/cambiando/addBook/event', payload: eventLead() },
      null,
    );
    expect(anonymous.statusCode).toBe(401);
    const broken = await send({
      method: 'POST',
      url: '/api/v1/cambiando/addBook/event',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('POST /api/v1/cambiando/addBook (guide contact form)', () => {
  const guide = async (overrides: Record<string, unknown> = {}) => ({
    name: 'Carlos',
    lastName: 'Mena',
    email: uniqueEmail('guia'),
    subject: '¿Sirve para enfermería?',
    message: 'Soy enfermero en Cuenca, ¿la guía aplica a mi práctica?',
    proyect_id: 4,
    code_relation: '10-obstaculos',
    email_info: true,
    // a bad-input case sends a well-formed dummy (validation answers before the captcha is checked)
    ...('captcha' in overrides ? {} : { captcha: await solvedCaptcha(t.app) }),
    ...overrides,
  });

  it('stores the question, keeps the lead and e-mails the team in one go', async () => {
    const payload = await guide();
    const res = await post('/api/v1/cambiando/addBook', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '¡Su mensaje se ha enviado con éxito!' });
    const [row] = await leadRows(payload.email);
    expect(row).toMatchObject({
      name: 'Carlos',
      lastName: 'Mena',
      codeRelation: '10-obstaculos',
      // the lead keeps the landing's title; the question lives in contacts
      title: 'Guía gratuita: 10 obstáculos al iniciar la telemedicina',
    });
    const [question] = await contactRows(payload.email);
    expect(question).toMatchObject({
      name: 'Carlos',
      lastName: 'Mena',
      codeRelation: '10-obstaculos',
      subject: '¿Sirve para enfermería?',
      message: 'Soy enfermero en Cuenca, ¿la guía aplica a mi práctica?',
    });
    expect(question!.landingId).toEqual(expect.any(Number));
    // a new lead receives the guide, and the acknowledgement of the question
    const mails = await mailTo(payload.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Recibimos su mensaje · Campus Salud',
      'Su guía: Guía gratuita: 10 obstáculos al iniciar la telemedicina',
    ]);
    const notices = (await mailTo('equipo@campus.example')).filter((m) => m.text.includes(payload.email));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Asunto: ¿Sirve para enfermería?');
    expect(notices[0]!.text).toContain('Mensaje: Soy enfermero en Cuenca');
  });

  it('keeps every question of a known lead and e-mails each one to the team', async () => {
    const email = uniqueEmail('guia');
    // already a lead of the guide landing (signed up through the full form)
    await post('/api/v1/cambiando/addBook/event', eventLead({ email, name: 'Carlos', last_name: 'Mena' }));
    const before = (await mailTo('equipo@campus.example')).filter((m) => m.text.includes(email)).length;
    const first = await post(
      '/api/v1/cambiando/addBook',
      await guide({ email, message: 'Primera pregunta.' }),
    );
    const second = await post(
      '/api/v1/cambiando/addBook',
      await guide({ email, subject: 'Otra duda', message: 'Segunda pregunta.' }),
    );
    expect(first.json().success).toBe(true);
    expect(second.json().success).toBe(true);

    const questions = await contactRows(email);
    expect(questions.map((q) => q.message).sort()).toEqual(['Primera pregunta.', 'Segunda pregunta.']);
    const notices = (await mailTo('equipo@campus.example')).filter((m) => m.text.includes(email));
    expect(notices).toHaveLength(before + 2);
    expect(notices.some((m) => m.text.includes('Mensaje: Primera pregunta.'))).toBe(true);
    expect(notices.some((m) => m.text.includes('Mensaje: Segunda pregunta.'))).toBe(true);
    // still one lead, with its sign-up title
    const leadsOf = await leadRows(email);
    expect(leadsOf).toHaveLength(1);
    expect(leadsOf[0]!.title).toBe('Guía gratuita: 10 obstáculos al iniciar la telemedicina');
    // the address never confirmed its sign-up: one confirmation link, no guide; each question is
    // acknowledged (a fixed text)
    const toPerson = await mailTo(email);
    expect(toPerson.filter((m) => m.subject.startsWith('Confirme su registro'))).toHaveLength(1);
    expect(toPerson.filter((m) => m.subject.startsWith('Su guía'))).toHaveLength(0);
    expect(toPerson.filter((m) => m.subject === 'Recibimos su mensaje · Campus Salud')).toHaveLength(2);
  });

  it('stores nothing and e-mails nobody when the address is refused', async () => {
    const payload = await guide({ email: 'carlos@yopmail.com' });
    expect((await post('/api/v1/cambiando/addBook', payload)).json()).toBe('noProcess');
    expect(await contactRows('carlos@yopmail.com')).toHaveLength(0);
    expect(await mailTo('carlos@yopmail.com')).toHaveLength(0);
  });

  it('defaults code_relation when the client sends none, and keeps no lead for a landing we do not have', async () => {
    const payload = await guide({ code_relation: undefined, email_info: false });
    expect((await post('/api/v1/cambiando/addBook', payload)).json().success).toBe(true);
    expect((await contactRows(payload.email))[0]!.codeRelation).toBe('addBook');
    expect(await leadRows(payload.email)).toHaveLength(0);
  });

  it('requires a solved captcha, used once', async () => {
    const missing = await post('/api/v1/cambiando/addBook', await guide({ captcha: undefined }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.captcha).toEqual(['Por favor, verifique que no es un robot']);
    const forged = await post(
      '/api/v1/cambiando/addBook',
      await guide({ captcha: 'bm8gZXMgdW4gY2FwdGNoYQ==' }),
    );
    expect(forged.statusCode).toBe(422);
    const payload = await guide();
    expect((await post('/api/v1/cambiando/addBook', payload)).statusCode).toBe(200);
    const replay = await post('/api/v1/cambiando/addBook', { ...payload, email: uniqueEmail() });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe('Por favor, verifique que no es un robot');
  });

  it('answers "noProcess" for a disposable address', async () => {
    const res = await post('/api/v1/cambiando/addBook', await guide({ email: 'carlos@guerrillamail.com' }));
    expect(res.json()).toBe('noProcess');
  });

  it.each([
    ['no name', { name: undefined }, 'name'],
    ['no last name', { lastName: undefined }, 'lastName'],
    ['a huge subject', { subject: huge(500) }, 'subject'],
    ['a number as message', { message: 42 }, 'message'],
    ['a huge message', { message: huge(6000) }, 'message'],
    ['a huge captcha', { captcha: huge(5000) }, 'captcha'],
    ['no e-mail', { email: undefined }, 'email'],
    ['an empty e-mail', { email: '   ' }, 'email'],
    ['a number as e-mail', { email: 12345 }, 'email'],
    ['a list as e-mail', { email: ['a@b.com'] }, 'email'],
    ['a huge e-mail', { email: `${huge(100_000)}@ejemplo.com` }, 'email'],
    ['letters in the phone', { movil: 'llámame' }, 'movil'],
    ['a number as phone', { movil: 991234567 }, 'movil'],
    ['a phone of a country outside the list', { movil: '+44 20 7946 0958' }, 'movil'],
    ['a huge phone', { movil: huge(5000) }, 'movil'],
    ['a text project', { proyect_id: 'cuatro' }, 'proyect_id'],
    ['a decimal project', { proyect_id: 4.5 }, 'proyect_id'],
    ['a negative project', { proyect_id: -4 }, 'proyect_id'],
    ['a huge project', { proyect_id: 9e20 }, 'proyect_id'],
    ['a project object', { proyect_id: { id: 4 } }, 'proyect_id'],
  ])('answers 422 with a Spanish message for %s', async (_name, overrides, field) => {
    const res = await post(
      '/api/v1/cambiando/addBook',
      await guide({ captcha: DUMMY_CAPTCHA, ...overrides }),
    );
    expectSpanish422(res, field);
  });

  it('answers 404 for an unknown project', async () => {
    const res = await post('/api/v1/cambiando/addBook', await guide({ proyect_id: 999 }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Proyecto no encontrado.');
  });

  it('keeps one lead per e-mail and landing when the same person writes again', async () => {
    const email = uniqueEmail('guia');
    expect((await post('/api/v1/cambiando/addBook', await guide({ email }))).statusCode).toBe(200);
    const again = await post(
      '/api/v1/cambiando/addBook',
      await guide({ email: `  ${email.toUpperCase()} `, name: 'Carlos Andrés', movil: '+593 98 765 4321' }),
    );
    expect(again.json().success).toBe(true);
    const rows = await leadRows(email);
    expect(rows).toHaveLength(1);
    // the stored name stays; the phone it lacked is filled in
    expect(rows[0]).toMatchObject({ name: 'Carlos', phone: '+593987654321' });
  });
});

describe('POST /api/v2/leads (webinar signup)', () => {
  const webinar = async (overrides: Record<string, unknown> = {}) => ({
    name: 'Rosa',
    last_name: 'Quishpe',
    email: uniqueEmail('webinar'),
    movil: '0991234567',
    title: 'Webinar gratuito: Telemedicina en diabetes',
    message: '',
    code_relation: 'controla-diabetes-2',
    proyect_id: 4,
    ip: '190.152.1.1',
    town: 'Quito',
    country: 'Ecuador',
    body: { hora: '20:00', enlace: 'https://zoom.us/j/85034127690', reunion_id: '850 3412 7690' },
    accept: true,
    // a bad-input case sends a well-formed dummy (validation answers before the captcha is checked)
    ...('captcha' in overrides ? {} : { captcha: await solvedCaptcha(t.app) }),
    ...overrides,
  });

  it('signs up for the webinar, with geolocation and body kept', async () => {
    const payload = await webinar();
    const res = await post('/api/v2/leads', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: LEAD_MESSAGES.registeredCheckInbox });
    const [row] = await leadRows(payload.email);
    expect(row).toMatchObject({
      phone: '+593991234567',
      town: 'Quito',
      country: 'Ecuador',
      magistral: true,
      body: { hora: '20:00', enlace: 'https://zoom.us/j/85034127690', reunion_id: '850 3412 7690' },
    });
    const [mail] = await mailTo(payload.email);
    expect(mail!.subject).toContain('Registro confirmado');
    expect(mail!.text).toContain('ID de la reunión: 850 3412 7690');
  });

  it('tells a webinar of the past apart in the confirmation', async () => {
    const payload = await webinar({ code_relation: 'controla-diabetes' });
    expect((await post('/api/v2/leads', payload)).json().success).toBe(true);
    const [mail] = await mailTo(payload.email);
    expect(mail!.text).toContain('Esta edición ya se realizó');
    expect(FIRST_DIABETES_WEBINAR.getTime()).toBeLessThan(Date.now());
  });

  it('answers success false for an address nobody reads', async () => {
    const res = await post('/api/v2/leads', await webinar({ email: 'rosa@yopmail.com' }));
    expect(res.json()).toEqual({ success: false, message: LEAD_MESSAGES.leadEmailRejected });
  });

  it('requires the captcha and accepted terms', async () => {
    const noCaptcha = await post('/api/v2/leads', await webinar({ captcha: '' }));
    expect(noCaptcha.statusCode).toBe(422);
    const noTerms = await post('/api/v2/leads', await webinar({ accept: false }));
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.json().errors.accept).toEqual(['Debe aceptar los términos y condiciones']);
  });

  it.each([
    ['a body that is not an object', { body: 'hora' }, 'body'],
    ['a huge hora', { body: { hora: huge(200) } }, 'body.hora'],
    ['a huge town', { town: huge(500) }, 'town'],
    ['no phone', { movil: '' }, 'movil'],
    ['no name', { name: undefined }, 'name'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a number as name', { name: 42 }, 'name'],
    ['a huge name', { name: huge(100_000) }, 'name'],
    ['digits in the name', { name: 'R2D2' }, 'name'],
    ['no last name', { last_name: undefined }, 'last_name'],
    ['a list as last name', { last_name: ['Quishpe'] }, 'last_name'],
    ['a huge last name', { last_name: huge(5000) }, 'last_name'],
    ['no e-mail', { email: undefined }, 'email'],
    ['a number as e-mail', { email: 7 }, 'email'],
    ['a huge e-mail', { email: `${huge(100_000)}@ejemplo.com` }, 'email'],
    ['no code_relation', { code_relation: undefined }, 'code_relation'],
    ['a number as code_relation', { code_relation: 12 }, 'code_relation'],
    ['a code_relation with spaces', { code_relation: 'controla diabetes' }, 'code_relation'],
    ['a huge code_relation', { code_relation: huge(5000) }, 'code_relation'],
    ['a number as title', { title: 12 }, 'title'],
    ['a huge title', { title: huge(100_000) }, 'title'],
    ['a number as ip', { ip: 190152 }, 'ip'],
    ['a huge ip', { ip: huge(5000) }, 'ip'],
    ['a text project', { proyect_id: 'cuatro' }, 'proyect_id'],
    ['a decimal project', { proyect_id: '4.5' }, 'proyect_id'],
    ['a zero project', { proyect_id: 0 }, 'proyect_id'],
    ['a huge project', { proyect_id: '99999999999999999999999' }, 'proyect_id'],
    ['a boolean project', { proyect_id: true }, 'proyect_id'],
  ])('answers 422 with a Spanish message for %s', async (_name, overrides, field) => {
    const res = await post('/api/v2/leads', await webinar({ captcha: DUMMY_CAPTCHA, ...overrides }));
    expectSpanish422(res, field);
  });

  it('answers 404 for an unknown project and 401 without a token', async () => {
    const unknown = await post('/api/v2/leads', await webinar({ proyect_id: 404 }));
    expect(unknown.statusCode).toBe(404);
    const anonymous = await send({ method: 'POST', url: '/api/v2/leads', payload: await webinar() }, null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps one lead per e-mail and webinar: a repeat never overwrites it and confirms once', async () => {
    const email = uniqueEmail('webinar');
    expect((await post('/api/v2/leads', await webinar({ email }))).json().success).toBe(true);
    const again = await post(
      '/api/v2/leads',
      await webinar({ email: ` ${email.toUpperCase()}`, movil: '+34 612 34 56 78', town: 'Madrid' }),
    );
    expect(again.json().success).toBe(true);
    const rows = await leadRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: '+593991234567', town: 'Quito' });
    expect(await mailTo(email)).toHaveLength(1);
    expect((await mailTo('equipo@campus.example')).filter((m) => m.text.includes(email))).toHaveLength(1);
  });

  it('keeps one lead when the same signup arrives twice at once', async () => {
    const email = uniqueEmail('webinar');
    const [a, b] = await Promise.all([
      post('/api/v2/leads', await webinar({ email })),
      post('/api/v2/leads', await webinar({ email })),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(await leadRows(email)).toHaveLength(1);
  });
});

describe('EMAIL_MX_CHECK', () => {
  let mx: TestApp;
  let token: string;
  const original = mailDns.resolveMx;
  beforeAll(async () => {
    mx = await createTestApp({ EMAIL_MX_CHECK: 'true' });
    await seedLandingEvents(mx.db);
    token = await clientToken(mx.app);
  });
  afterEach(() => {
    mailDns.resolveMx = original;
  });
  afterAll(async () => mx.close());

  const submit = (email: string) =>
    call(mx.app, token, {
      method: 'POST',
      url: '/api/v1/cambiando/addBook/event',
      remoteAddress: `10.3.0.${++seq & 255}`,
      payload: eventLead({ email }),
    });

  it('refuses a domain without mail servers and accepts one with them', async () => {
    mailDns.resolveMx = async (domain) => {
      if (domain === 'sin-correo.ec')
        throw Object.assign(new Error('queryMx ENOTFOUND'), { code: 'ENOTFOUND' });
      if (domain === 'nulo.ec') return [{ exchange: '', priority: 0 }];
      return [{ exchange: 'mx.hospital.ec', priority: 10 }];
    };
    expect((await submit('ana@sin-correo.ec')).json()).toBe('noProcess');
    expect((await submit('ana@nulo.ec')).json()).toBe('noProcess');
    expect((await submit('ana@hospital.ec')).json().success).toBe(true);
  });

  it('keeps the lead when DNS does not answer', async () => {
    mailDns.resolveMx = async () => {
      throw Object.assign(new Error('queryMx ETIMEOUT'), { code: 'ETIMEOUT' });
    };
    expect((await submit('ana@clinica.ec')).json().success).toBe(true);
  });

  it('is off by default', async () => {
    mailDns.resolveMx = async () => {
      throw Object.assign(new Error('queryMx ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const res = await post('/api/v1/cambiando/addBook/event', eventLead({ email: 'ana@sin-correo.ec' }));
    expect(res.json().success).toBe(true);
    const [row] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.email, 'ana@sin-correo.ec'), eq(leads.codeRelation, '10-obstaculos')));
    expect(row).toBeDefined();
  });
});
