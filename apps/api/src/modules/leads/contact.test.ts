import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../../test/captcha.ts';
import { createCourse } from '../../../test/factories.ts';
import {
  call,
  clientToken,
  createTestApp,
  expectSpanish422,
  huge,
  type TestApp,
} from '../../../test/helpers.ts';
import { contacts, landingEvents, outbox } from '../../db/schema.ts';
import { seedLandingEvents } from '../../db/seed/landing-events.ts';

let t: TestApp;
let client: string;
let landingId: number;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'soporte@campus.example' });
  client = await clientToken(t.app);
  await createCourse(t.db, { name: 'Curso de Telemedicina', price: '247.00' });
  await seedLandingEvents(t.db);
  const [row] = await t.db.select().from(landingEvents).where(eq(landingEvents.tag, 'pro-telemedicina'));
  landingId = row!.id;
});
afterAll(async () => t.close());

let seq = 0;
function post(url: string, payload: unknown, token: string | null = client, ip?: string) {
  seq += 1;
  return call(t.app, token, {
    method: 'POST',
    url,
    remoteAddress: ip ?? `10.4.${seq >> 8}.${seq & 255}`,
    payload: payload as InjectOptions['payload'],
  });
}
const uniqueEmail = () => `contacto${++seq}@ejemplo.com`;
const contactRows = (email: string) => t.db.select().from(contacts).where(eq(contacts.email, email));
const mailTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));
const supportMailAbout = async (email: string) =>
  (await mailTo('soporte@campus.example')).filter((m) => m.text.includes(email));

describe('POST /api/v1/sendComent (contact modal and page)', () => {
  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'María Fernanda',
    last_name: 'Loor',
    email: uniqueEmail(),
    movil: '+34 612 34 56 78',
    message: '¿El Curso de Telemedicina sirve para psicólogos? Trabajo en Guayaquil.',
    code_relation: 'contact_form',
    accept: true,
    proyect_id: 4,
    ip: '190.152.1.1',
    town: 'Guayaquil',
    country: 'Ecuador',
    ...overrides,
  });

  it('never repeats what the sender typed to the address it names, and keeps to the hourly budget', async () => {
    const email = uniqueEmail();
    const spam = {
      name: 'Reclame su premio en',
      last_name: 'Premio',
      message: 'Visite https://phishing.example',
      email,
    };
    for (let i = 0; i < 7; i++)
      expect((await post('/api/v1/sendComent', message(spam), client, `10.7.0.${i + 1}`)).statusCode).toBe(
        200,
      );
    const mails = await mailTo(email);
    expect(mails).toHaveLength(t.config.mailBudgetPerHour);
    for (const m of mails) expect(`${m.subject} ${m.text} ${m.html}`).not.toMatch(/premio|phishing/i);
    // every message still reaches the team
    expect(await contactRows(email)).toHaveLength(7);
    expect(await supportMailAbout(email)).toHaveLength(7);
  });

  it('stores the message, e-mails it to SUPPORT_EMAIL with the sender details and acknowledges it', async () => {
    const payload = message();
    const res = await post('/api/v1/sendComent', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Mensaje enviado' });

    const [row] = await contactRows(payload.email);
    expect(row).toMatchObject({
      projectId: 4,
      name: 'María Fernanda',
      lastName: 'Loor',
      phone: '+34612345678',
      codeRelation: 'contact_form',
      town: 'Guayaquil',
      country: 'Ecuador',
    });
    expect(row!.ip).toMatch(/^10\.4\./);

    const [notice] = await supportMailAbout(payload.email);
    expect(notice!.subject).toBe('Mensaje de contacto: María Fernanda Loor');
    expect(notice!.text).toContain('Teléfono: +34 612 34 56 78');
    expect(notice!.text).toContain('Ubicación: Guayaquil, Ecuador');
    expect(notice!.text).toContain('Mensaje: ¿El Curso de Telemedicina sirve para psicólogos?');
    const [ack] = await mailTo(payload.email);
    expect(ack!.subject).toBe('Recibimos su mensaje · Campus Salud');
    expect(ack!.text).not.toContain('psicólogos');

    await t.app.mailer.drain();
    expect(t.sentMail.filter((m) => m.text.includes(payload.email) || m.to === payload.email)).toHaveLength(
      2,
    );
  });

  it('escapes what the sender wrote in the HTML e-mail', async () => {
    const payload = message({ message: '<img src=x onerror=alert(1)> hola' });
    await post('/api/v1/sendComent', payload);
    const [notice] = await supportMailAbout(payload.email);
    expect(notice!.html).not.toContain('<img');
    expect(notice!.html).toContain('&lt;img');
  });

  it('keeps every message, also a second one, and from an address nobody reads (without acknowledgement)', async () => {
    const email = uniqueEmail();
    await post('/api/v1/sendComent', message({ email }));
    await post('/api/v1/sendComent', message({ email, message: 'Otra pregunta.' }));
    expect(await contactRows(email)).toHaveLength(2);

    const disposable = 'maria@mailinator.com';
    const res = await post('/api/v1/sendComent', message({ email: disposable }));
    expect(res.json().success).toBe(true);
    expect(await contactRows(disposable)).toHaveLength(1);
    expect(await supportMailAbout(disposable)).toHaveLength(1);
    expect(await mailTo(disposable)).toHaveLength(0);
  });

  it('does not need the phone (the spec defect must not block sending)', async () => {
    const payload = message({ movil: '' });
    expect((await post('/api/v1/sendComent', payload)).json().success).toBe(true);
    expect((await contactRows(payload.email))[0]!.phone).toBeNull();
    const omitted = message({ movil: undefined, code_relation: undefined });
    expect((await post('/api/v1/sendComent', omitted)).json().success).toBe(true);
    expect((await contactRows(omitted.email))[0]!.codeRelation).toBe('contact_form');
  });

  it.each([
    ['terms not accepted', { accept: false }, 'accept'],
    ['no terms', { accept: undefined }, 'accept'],
    ['no message', { message: '' }, 'message'],
    ['a huge message', { message: huge(6000) }, 'message'],
    ['no name', { name: undefined }, 'name'],
    ['no last name', { last_name: '' }, 'last_name'],
    ['a malformed e-mail', { email: 'maria@' }, 'email'],
    ['a bad phone', { movil: '12ab' }, 'movil'],
    ['a foreign phone', { movil: '+49 30 123456' }, 'movil'],
    ['an array as name', { name: ['a'] }, 'name'],
    ['a huge country', { country: huge(300) }, 'country'],
  ])('answers 422 for %s', async (_name, overrides, field) => {
    const res = await post('/api/v1/sendComent', message(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
  });

  it('answers 401 without a token and 404 for an unknown project', async () => {
    expect((await post('/api/v1/sendComent', message(), null)).statusCode).toBe(401);
    expect((await post('/api/v1/sendComent', message({ proyect_id: 12345 }))).statusCode).toBe(404);
  });

  it('limits each address to 10 messages a minute', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 10; i++)
      expect((await post('/api/v1/sendComent', message(), client, ip)).statusCode).toBe(200);
    expect((await post('/api/v1/sendComent', message(), client, ip)).statusCode).toBe(429);
  });
});

describe('POST /api/v1/createContact', () => {
  it('stores a contact with only the essential fields', async () => {
    const email = uniqueEmail();
    const res = await post('/api/v1/createContact', { name: 'Jorge', email, proyect_id: 4 });
    expect(res.json()).toEqual({ success: true, message: 'Mensaje enviado' });
    expect(await contactRows(email)).toHaveLength(1);
    expect(await supportMailAbout(email)).toHaveLength(1);
  });

  it('links it to a landing and refuses an unknown one', async () => {
    const email = uniqueEmail();
    await post('/api/v1/createContact', { name: 'Jorge', email, proyect_id: 4, landing_id: landingId });
    expect((await contactRows(email))[0]!.landingId).toBe(landingId);
    const unknown = await post('/api/v1/createContact', {
      name: 'Jorge',
      email,
      proyect_id: 4,
      landing_id: 999999,
    });
    expect(unknown.statusCode).toBe(404);
    const huge = await post('/api/v1/createContact', {
      name: 'Jorge',
      email,
      proyect_id: 4,
      landing_id: 9e15,
    });
    expect(huge.statusCode).toBe(422);
  });

  it('answers 422 without project fields of the right type', async () => {
    const res = await post('/api/v1/createContact', { name: 'Jorge', email: uniqueEmail(), proyect_id: 'x' });
    expect(res.statusCode).toBe(422);
  });

  const contact = (overrides: Record<string, unknown> = {}) => ({
    name: 'Jorge',
    last_name: 'Cedeño',
    email: uniqueEmail(),
    movil: '+593 99 123 4567',
    message: 'Quisiera información sobre facturación.',
    proyect_id: 4,
    ...overrides,
  });

  it.each([
    ['no name', { name: undefined }, 'name'],
    ['a number as name', { name: 12 }, 'name'],
    ['a huge name', { name: huge(100_000) }, 'name'],
    ['an array as last name', { last_name: ['x'] }, 'last_name'],
    ['a huge last name', { last_name: huge(5000) }, 'last_name'],
    ['no e-mail', { email: undefined }, 'email'],
    ['a malformed e-mail', { email: 'jorge@' }, 'email'],
    ['a number as e-mail', { email: 5 }, 'email'],
    ['a huge e-mail', { email: `${huge(100_000)}@ejemplo.com` }, 'email'],
    ['letters in the phone', { movil: 'no tengo' }, 'movil'],
    ['a huge phone', { movil: huge(5000) }, 'movil'],
    ['a number as message', { message: 1 }, 'message'],
    ['a huge message', { message: huge(100_000) }, 'message'],
    ['a bad code_relation', { code_relation: '<b>' }, 'code_relation'],
    ['a huge town', { town: huge(1000) }, 'town'],
    ['a decimal project', { proyect_id: 4.2 }, 'proyect_id'],
    ['a negative project', { proyect_id: -1 }, 'proyect_id'],
    ['a huge project', { proyect_id: 1e300 }, 'proyect_id'],
    ['a text landing', { landing_id: 'uno' }, 'landing_id'],
    ['terms not accepted', { accept: false }, 'accept'],
  ])('answers 422 with a Spanish message for %s', async (_name, overrides, field) => {
    expectSpanish422(await post('/api/v1/createContact', contact(overrides)), field);
  });

  it('answers 404 for an unknown project and 401 without a token', async () => {
    expect((await post('/api/v1/createContact', contact({ proyect_id: 31 }))).statusCode).toBe(404);
    expect((await post('/api/v1/createContact', contact(), null)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/contact-leads (contact lead form)', () => {
  const lead = async (overrides: Record<string, unknown> = {}) => ({
    name: 'Diego',
    last_name: 'Villavicencio',
    movil: '+52 55 1234 5678',
    landing_id: landingId,
    ip: '201.1.1.1',
    town: 'Ciudad de México',
    country: 'México',
    proyect_id: 4,
    email: uniqueEmail(),
    accept: true,
    // a bad-input case sends a well-formed dummy (validation answers before the captcha is checked)
    ...('captcha' in overrides ? {} : { captcha: await solvedCaptcha(t.app) }),
    ...overrides,
  });

  it('stores the request for the landing and answers the message to show', async () => {
    const payload = await lead({ movil: '+52 55 1234 5678' });
    const res = await post('/api/v1/contact-leads', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Gracias por su registro' });
    const [row] = await contactRows(payload.email);
    expect(row).toMatchObject({
      landingId,
      codeRelation: 'pro-telemedicina',
      phone: '+525512345678',
      town: 'Ciudad de México',
    });
    const [notice] = await supportMailAbout(payload.email);
    expect(notice!.text).toContain('landing «Curso de Telemedicina»');
    expect(notice!.text).toContain('La persona pide que la contacten.');
    expect(await mailTo(payload.email)).toHaveLength(1);
  });

  it('answers success false with the spec message for an address that cannot be accepted', async () => {
    const res = await post('/api/v1/contact-leads', await lead({ email: 'diego@10minutemail.com' }));
    expect(res.json()).toEqual({
      success: false,
      message: 'No hemos podido validar su dirección de email, por favor verifique e intente nuevamente.',
    });
    expect(await contactRows('diego@10minutemail.com')).toHaveLength(0);
  });

  it("accepts exactly spec §7's fields: kept and told to support, no mail to an unproven address", async () => {
    // the form's fields left out: no accept, no captcha
    const payload = await lead({ accept: undefined, captcha: undefined });
    const email = payload.email as string;
    expect(Object.keys(JSON.parse(JSON.stringify(payload))).sort()).toEqual([
      'country',
      'email',
      'ip',
      'landing_id',
      'last_name',
      'movil',
      'name',
      'proyect_id',
      'town',
    ]);
    const res = await post('/api/v1/contact-leads', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Gracias por su registro' });
    expect(await contactRows(email)).toHaveLength(1);
    expect(await supportMailAbout(email)).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('refuses terms sent unticked, and a captcha without the terms (spec §5)', async () => {
    const noTerms = await post('/api/v1/contact-leads', await lead({ accept: false }));
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.json().errors.accept).toEqual(['Debe aceptar los términos y condiciones']);
    const captchaNoTerms = await post('/api/v1/contact-leads', await lead({ accept: undefined }));
    expect(captchaNoTerms.statusCode).toBe(422);
    expect(captchaNoTerms.json().errors.accept).toEqual(['Debe aceptar los términos y condiciones']);
    const bad = await post('/api/v1/contact-leads', await lead({ captcha: 'eyJ4IjoxfQ==' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      message: 'Por favor, verifique que no es un robot',
      code: 'captcha_failed',
    });
  });

  it('answers 404 for an unknown landing before spending the captcha', async () => {
    const payload = await lead({ landing_id: 424242 });
    const res = await post('/api/v1/contact-leads', payload);
    expect(res.statusCode).toBe(404);
    const retry = await post('/api/v1/contact-leads', { ...payload, landing_id: landingId });
    expect(retry.statusCode).toBe(200);
  });

  it('works without a landing', async () => {
    const payload = await lead({ landing_id: undefined });
    expect((await post('/api/v1/contact-leads', payload)).json().success).toBe(true);
    expect((await contactRows(payload.email))[0]!.codeRelation).toBe('contact_lead');
  });

  it.each([
    ['no phone', { movil: undefined }, 'movil'],
    ['a phone with letters', { movil: 'cinco cinco' }, 'movil'],
    ['a landing id of text', { landing_id: 'uno' }, 'landing_id'],
    ['a negative landing id', { landing_id: -3 }, 'landing_id'],
    ['no e-mail', { email: undefined }, 'email'],
    ['a huge ip', { ip: huge(100) }, 'ip'],
    ['no name', { name: undefined }, 'name'],
    ['an empty name', { name: '' }, 'name'],
    ['a number as name', { name: 3 }, 'name'],
    ['a huge name', { name: huge(100_000) }, 'name'],
    ['symbols in the name', { name: '<script>' }, 'name'],
    ['no last name', { last_name: undefined }, 'last_name'],
    ['an object as last name', { last_name: { a: 'b' } }, 'last_name'],
    ['a huge last name', { last_name: huge(5000) }, 'last_name'],
    ['a number as town', { town: 17 }, 'town'],
    ['a huge town', { town: huge(100_000) }, 'town'],
    ['a number as message', { message: 17 }, 'message'],
    ['a list as message', { message: ['hola'] }, 'message'],
    ['a huge message', { message: huge(100_000) }, 'message'],
    ['a huge e-mail', { email: `${huge(100_000)}@ejemplo.com` }, 'email'],
    ['a text project', { proyect_id: 'cuatro' }, 'proyect_id'],
  ])('answers 422 with a Spanish message for %s', async (_name, overrides, field) => {
    const payload = await lead({ captcha: 'bm8gZXMgdW4gY2FwdGNoYQ==', ...overrides });
    expectSpanish422(await post('/api/v1/contact-leads', payload), field);
  });

  it('keeps every request, also a second one from the same person', async () => {
    const email = uniqueEmail();
    await post('/api/v1/contact-leads', await lead({ email }));
    await post(
      '/api/v1/contact-leads',
      await lead({ email, message: 'Prefiero que me llamen por la tarde.' }),
    );
    expect(await contactRows(email)).toHaveLength(2);
    expect(await supportMailAbout(email)).toHaveLength(2);
  });
});
