import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../../test/captcha.ts';
import { createUser } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import {
  accessTokens,
  legalDocuments,
  outbox,
  passwordResets,
  people,
  projects,
  users,
} from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campus.example' });
  client = await clientToken(t.app);
});
afterAll(async () => t.close());

let ipSeq = 0;
/** Each call from its own IP unless one is given, so the per-IP auth limit only bites where tested. */
function send(options: InjectOptions & { url: string }, token: string | null = client, ip?: string) {
  ipSeq += 1;
  return call(t.app, token, { remoteAddress: ip ?? `10.1.${ipSeq >> 8}.${ipSeq & 255}`, ...options });
}

async function registerPayload(overrides: Record<string, unknown> = {}) {
  return {
    email: `nuevo${++ipSeq}@ejemplo.com`,
    password: 'Clave-Segura-2026',
    name: 'Ana María',
    lname: 'Pérez Cevallos',
    movil: '+593991234567',
    proyect: 4,
    url: 'https://campus.example/auth/login',
    privacy: true,
    birth_date: '1990-06-30',
    user_agent: 'Mozilla/5.0 (Linux; Android 14)',
    captcha: await solvedCaptcha(t.app),
    ...overrides,
  };
}

const register = async (overrides: Record<string, unknown> = {}) =>
  send({ method: 'POST', url: '/api/v1/register', payload: await registerPayload(overrides) });
const login = (email: string, password: string, ip?: string) =>
  send({ method: 'POST', url: '/api/v1/login', payload: { email, password } }, client, ip);

describe('POST /api/v1/register', () => {
  it('creates the student with an argon2id hash, answers the user and queues a Spanish welcome e-mail', async () => {
    const res = await register({ email: '  Carla.Rios@Ejemplo.COM ', movil: '099 123 4567' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('¡Usuario registrado correctamente!');
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: 'carla.rios@ejemplo.com',
      person: {
        people_first_name: 'Ana María',
        people_surnames: 'Pérez Cevallos',
        people_document: '',
        people_phone: '',
        people_mobile: '+593991234567',
        people_birthday: '1990-06-30',
        sex: '',
        image: null,
      },
    });
    expect(res.body).not.toContain('password');
    const [row] = await t.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.role).toBe(2);
    expect(row!.projectId).toBe(4);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    t.sentMail.length = 0;
    await t.app.mailer.drain();
    const mail = t.sentMail.find((m) => m.to === 'carla.rios@ejemplo.com');
    expect(mail?.subject).toBe('Bienvenido a Campus Salud');
    expect(mail?.text).toContain('Hola Ana María:');
    expect(mail?.text).toContain('https://campus.example/auth/login');
    expect(mail?.text).toContain('Su usuario es: carla.rios@ejemplo.com');
    expect(mail?.html).toContain('<html lang="es">');
  });

  it('refuses an e-mail already registered, whatever its case, and keeps one account', async () => {
    await register({ email: 'repetida@ejemplo.com' });
    const res = await register({ email: 'REPETIDA@ejemplo.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['El email ya se encuentra registrado.']);
    const rows = await t.db.select().from(users).where(eq(users.email, 'repetida@ejemplo.com'));
    expect(rows).toHaveLength(1);
  });

  it('lets the same e-mail register in another project, as a separate account', async () => {
    await t.db.insert(projects).values({ id: 5, name: 'Otro proyecto' }).onConflictDoNothing();
    const email = 'dos.proyectos@ejemplo.com';
    expect((await register({ email, proyect: 5, password: 'Clave-Del-Otro-2026' })).statusCode).toBe(201);
    expect((await register({ email })).statusCode).toBe(201);
    const again = await register({ email: 'DOS.proyectos@ejemplo.com', proyect: 5 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['El email ya se encuentra registrado.']);
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows.map((r) => r.projectId).sort()).toEqual([4, 5]);
    // login is for this site's project (4): only that account's password opens it
    expect((await login(email, 'Clave-Segura-2026')).statusCode).toBe(200);
    expect((await login(email, 'Clave-Del-Otro-2026')).statusCode).toBe(401);
  });

  it('names every missing field in Spanish (terms and captcha with the spec wording)', async () => {
    const res = await send({ method: 'POST', url: '/api/v1/register', payload: {} });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.email).toEqual(['El campo email es requerido']);
    expect(errors.password).toEqual(['El campo contraseña es requerido']);
    expect(errors.name).toEqual(['El campo nombre es requerido']);
    expect(errors.lname).toEqual(['El campo apellidos es requerido']);
    expect(errors.birth_date).toEqual(['El campo fecha de nacimiento es requerido']);
    expect(errors.privacy).toEqual(['Términos y condiciones es requerido']);
    expect(errors.captcha).toEqual(['Por favor, verifique que no es un robot']);
  });

  it('requires the terms to be accepted', async () => {
    const res = await register({ privacy: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ privacy: ['Términos y condiciones es requerido'] });
  });

  it('refuses short, long and common passwords with a message the client shows', async () => {
    for (const [password, message] of [
      ['corta', 'El campo contraseña debe tener mínimo 8 caracteres'],
      ['x'.repeat(129), 'El campo contraseña debe tener máximo 128 caracteres'],
      ['Password123', 'La contraseña es demasiado común; elija una más difícil de adivinar'],
    ] as const) {
      const res = await register({ password });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toEqual([message]);
    }
  });

  it('accepts birth dates of this year and the 70 before only, and real dates only', async () => {
    const year = new Date().getFullYear();
    for (const birth_date of [`${year - 71}-12-31`, '2023-02-29', `${year + 1}-01-01`, '30/06/1990']) {
      const res = await register({ birth_date });
      expect(res.statusCode, birth_date).toBe(422);
      expect(res.json().errors.birth_date).toEqual(['La fecha de nacimiento no es válida']);
    }
    expect((await register({ birth_date: `${year - 70}-01-01` })).statusCode).toBe(201);
  });

  it('answers wrong types and huge strings with 422, never 500', async () => {
    const res = await register({
      name: 123,
      lname: huge(),
      email: huge(),
      movil: 'llámame',
      privacy: 'quizás',
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual(['El campo nombre debe ser texto']);
    expect(errors.lname[0]).toContain('máximo 100');
    expect(errors.email[0]).toContain('máximo 254');
    expect(errors.movil).toEqual(['El teléfono no es válido. Revise el número y el país seleccionado.']);
    expect(errors.privacy).toEqual(['Términos y condiciones es requerido']);
    const bigCaptcha = await register({ captcha: huge() });
    expect(bigCaptcha.statusCode).toBe(422);
    expect(bigCaptcha.json().errors.captcha).toEqual(['Por favor, verifique que no es un robot']);
  });

  it('refuses a missing, forged or replayed captcha', async () => {
    const forged = await register({
      captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toEqual({
      message: 'Por favor, verifique que no es un robot',
      code: 'captcha_failed',
      errors: { captcha: ['Por favor, verifique que no es un robot'] },
    });
    const captcha = await solvedCaptcha(t.app);
    expect((await register({ captcha })).statusCode).toBe(201);
    const replay = await register({ captcha });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.captcha).toEqual(['Por favor, verifique que no es un robot']);
  });

  it('answers an unknown project with 404 and no token with 401', async () => {
    expect((await register({ proyect: 99 })).statusCode).toBe(404);
    const res = await send(
      { method: 'POST', url: '/api/v1/register', payload: await registerPayload() },
      null,
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/v1/login', () => {
  it('answers role, token, user with person and isLogIn; the token opens user calls', async () => {
    const u = await createUser(t.db, { email: 'login.ok@ejemplo.com', firstName: 'Luis', surnames: 'Mora' });
    const res = await login('LOGIN.OK@ejemplo.com', u.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'isLogIn', 'role', 'user']);
    expect(body).toMatchObject({
      role: 2,
      isLogIn: true,
      user: { id: u.user.id, email: 'login.ok@ejemplo.com' },
    });
    expect(body.user.person).toMatchObject({ people_first_name: 'Luis', people_surnames: 'Mora' });
    expect(res.body).not.toMatch(/password|hash/i);
    const me = await call(t.app, body.access_token, { method: 'GET', url: '/api/v2/userId?proyect_id=4' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(u.user.id);
    const stored = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(body.access_token)));
    expect(stored[0]?.userId).toBe(u.user.id);
  });

  it("refuses an operator's right password with 403 and issues no token (spec §6; the operator login asks the TOTP)", async () => {
    const admin = await createUser(t.db, { role: 1 });
    const tokensBefore = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, admin.user.id));
    const res = await login(admin.email, admin.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: '¡Su usuario no tiene permisos necesarios!',
      code: 'no_permission',
    });
    expect(res.body).not.toContain('access_token');
    const tokensAfter = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, admin.user.id));
    expect(tokensAfter).toHaveLength(tokensBefore.length);
    // A wrong password still gets the usual 401: the 403 never comes before the password is checked.
    const wrong = await login(admin.email, 'Clave-Incorrecta-1');
    expect(wrong.statusCode).toBe(401);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password, in about the same time', async () => {
    const u = await createUser(t.db);
    await login('calentamiento@ejemplo.com', 'x');
    const time = async (email: string) => {
      const started = performance.now();
      const res = await login(email, 'Clave-Incorrecta-1');
      return { res, ms: performance.now() - started };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Interleaved, so a busy machine slows both kinds alike; the median of seven ignores spikes.
    const wrong: Awaited<ReturnType<typeof time>>[] = [];
    const unknown: Awaited<ReturnType<typeof time>>[] = [];
    for (let i = 0; i < 7; i++) {
      wrong.push(await time(u.email));
      unknown.push(await time('nadie@ejemplo.com'));
    }
    for (const { res } of [...wrong, ...unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: '¡Usuario o contraseña incorrectos!', code: 'login_failed' });
    }
    // both verify one argon2id hash: neither answers much faster than the other
    const ratio = median(unknown.map((r) => r.ms)) / median(wrong.map((r) => r.ms));
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it('answers bad input with 422', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'no-es-correo', password: 5 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['El campo email debe tener una estructura de correo válida']);
    expect(res.json().errors.password).toEqual(['El campo contraseña debe ser texto']);
    const big = await send({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'a@b.co', password: huge() },
    });
    expect(big.statusCode).toBe(422);
  });

  it('after 5 failures for one e-mail from one IP answers that IP 429 with Retry-After, even to the right password; the owner elsewhere logs in', async () => {
    const u = await createUser(t.db);
    const ip = '203.0.113.77';
    for (let i = 0; i < 5; i++) expect((await login(u.email, `Mala-${i}-xx`, ip)).statusCode).toBe(401);
    const blocked = await login(u.email, u.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Demasiados intentos fallidos para este usuario. Espere unos minutos e intente nuevamente.',
    );
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
    const other = await createUser(t.db);
    expect((await login(other.email, other.password, ip)).statusCode).toBe(200);
  });

  it('allows 30 auth requests a minute from one IP, then 429 with a Spanish message and Retry-After', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 30; i++) {
      const res = await send({ method: 'POST', url: '/api/v1/login', payload: {} }, client, ip);
      expect(res.statusCode).toBe(422);
    }
    const limited = await send({ method: 'POST', url: '/api/v1/resetPassword', payload: {} }, client, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Demasiadas solicitudes. Espere un momento e intente nuevamente.',
      code: 'too_many_requests',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    const fromElsewhere = await send(
      { method: 'POST', url: '/api/v1/login', payload: {} },
      client,
      '203.0.113.8',
    );
    expect(fromElsewhere.statusCode).toBe(422);
  });
});

describe('POST /api/v1/logout', () => {
  it('revokes the token: the same token then gets 401', async () => {
    const u = await createUser(t.db);
    const token = (await login(u.email, u.password)).json().access_token;
    const res = await send({ method: 'POST', url: '/api/v1/logout' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Sesión cerrada.' });
    expect((await call(t.app, token, { method: 'GET', url: '/api/v2/userId' })).statusCode).toBe(401);
    expect((await send({ method: 'POST', url: '/api/v1/logout' }, token)).statusCode).toBe(401);
    // other sessions of the same user stay open
    expect((await call(t.app, u.token, { method: 'GET', url: '/api/v2/userId' })).statusCode).toBe(200);
  });

  it('needs a user token', async () => {
    expect((await send({ method: 'POST', url: '/api/v1/logout' }, null)).statusCode).toBe(401);
    expect((await send({ method: 'POST', url: '/api/v1/logout' }, client)).statusCode).toBe(401);
  });
});

const resetLink = (text: string) => {
  const match = /https:\/\/campus\.example\/reset-password\/([^/\s]+)\/([\w-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return { email: decodeURIComponent(match[1]!), token: match[2]! };
};

async function requestReset(email: string, url?: string) {
  t.sentMail.length = 0;
  const res = await send({
    method: 'POST',
    url: '/api/v1/resetPassword',
    payload: { email, url, proyect_id: 4 },
  });
  await t.app.mailer.drain();
  return { res, mail: t.sentMail.find((m) => m.to === email.trim().toLowerCase()) };
}

describe('password reset', () => {
  it('answers 403 "¡Email no registrado!" for an unknown e-mail and sends nothing', async () => {
    const { res, mail } = await requestReset('desconocido@ejemplo.com');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: '¡Email no registrado!', code: 'email_not_registered' });
    expect(mail).toBeUndefined();
  });

  it('e-mails a single-use link on PUBLIC_URL, stored hashed; confirming it sets the password and ends sessions', async () => {
    const u = await createUser(t.db, { email: 'olvido@ejemplo.com', firstName: 'Rosa' });
    const { res, mail } = await requestReset('Olvido@Ejemplo.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '¡Email enviado!' });
    expect(mail?.subject).toBe('Restablezca su contraseña de Campus Salud');
    expect(mail?.text).toContain('Hola Rosa:');
    expect(mail?.text).toContain('60 minutos');
    const link = resetLink(mail!.text);
    expect(link.email).toBe('olvido@ejemplo.com');
    expect(mail!.text).toContain(`https://campus.example/reset-password/olvido%40ejemplo.com/${link.token}`);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, u.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(link.token));
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeCloseTo(3_600_000, -4);

    const ok = await send({
      method: 'POST',
      url: '/api/v1/resetPassConfirm',
      payload: { ...link, password: 'Nueva-Clave-2026' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: '¡Contraseña actualizada con éxito!' });
    expect((await call(t.app, u.token, { method: 'GET', url: '/api/v2/userId' })).statusCode).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(u.email, 'Nueva-Clave-2026')).statusCode).toBe(200);

    const reused = await send({
      method: 'POST',
      url: '/api/v1/resetPassConfirm',
      payload: { ...link, password: 'Otra-Clave-2026' },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('reset_link_invalid');
    expect(reused.json().errors.token).toEqual([
      'El enlace para restablecer la contraseña no es válido o ha expirado. Solicite uno nuevo.',
    ]);
  });

  it("always links {PUBLIC_URL}/reset-password/{email}/{token}, whatever the client's url says", async () => {
    // One account per case: each address may ask for 5 reset e-mails an hour.
    for (const [i, url] of [
      'https://other.example/steal',
      'https://campus.example/steal',
      '/steal',
      '//malicioso.example/robar',
      'javascript:alert(1)',
      'https://campus.example/reset-password',
      undefined,
    ].entries()) {
      const email = `ruta${i}@ejemplo.com`;
      await createUser(t.db, { email });
      const { res, mail } = await requestReset(email, url);
      expect(res.statusCode).toBe(200);
      const links = mail!.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links)
        expect(link).toMatch(
          new RegExp(`^https://campus\\.example/reset-password/ruta${i}%40ejemplo\\.com/[\\w-]{43}$`),
        );
      expect(mail!.html).not.toMatch(/steal|malicioso/);
    }
  });

  it('refuses expired, wrong-email, spent and malformed tokens with 422', async () => {
    const u = await createUser(t.db, { email: 'caduca@ejemplo.com' });
    const first = resetLink((await requestReset(u.email)).mail!.text);
    const second = resetLink((await requestReset(u.email)).mail!.text);
    const third = resetLink((await requestReset(u.email)).mail!.text);
    const confirm = (payload: Record<string, unknown>) =>
      send({ method: 'POST', url: '/api/v1/resetPassConfirm', payload });

    // asking again does not spoil an earlier link (someone else may be asking); using one spends all
    expect((await confirm({ ...first, password: 'Nueva-Clave-2026' })).statusCode).toBe(200);
    expect((await confirm({ ...third, password: 'Otra-Clave-2026' })).statusCode).toBe(422);
    // the right token with another e-mail
    const other = await createUser(t.db);
    expect(
      (await confirm({ email: other.email, token: second.token, password: 'Nueva-Clave-2026' })).statusCode,
    ).toBe(422);
    // expired
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(second.token)));
    expect((await confirm({ ...second, password: 'Nueva-Clave-2026' })).statusCode).toBe(422);
    // malformed input
    const bad = await confirm({ email: 'x', token: huge(), password: 'corta' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'password', 'token']);
    expect((await confirm({ ...second, password: 'password1' })).json().errors.password).toEqual([
      'La contraseña es demasiado común; elija una más difícil de adivinar',
    ]);
  });

  it('sends one address at most 5 reset e-mails an hour per asking IP, and 20 in all', async () => {
    const u = await createUser(t.db);
    const resetFrom = (ip: string) =>
      send(
        { method: 'POST', url: '/api/v1/resetPassword', payload: { email: u.email, proyect_id: 4 } },
        client,
        ip,
      );
    for (let i = 0; i < 5; i++) expect((await resetFrom('203.0.113.90')).statusCode).toBe(200);
    const sixth = await resetFrom('203.0.113.90');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // the owner, elsewhere, still gets a link
    expect((await resetFrom('198.51.100.90')).statusCode).toBe(200);
    for (let i = 0; i < 14; i++) expect((await resetFrom(`198.51.101.${i}`)).statusCode).toBe(200);
    expect((await resetFrom('198.51.102.1')).statusCode).toBe(429);
    const queued = await t.db.select().from(outbox).where(eq(outbox.to, u.email));
    expect(queued).toHaveLength(20);
  });
});

describe('GET /api/v1/legal-document/:id', () => {
  it('answers the document of the project, 404 when missing, 422 for a bad id, 401 without token', async () => {
    expect((await send({ method: 'GET', url: '/api/v1/legal-document/1?proyect_id=4' })).statusCode).toBe(
      404,
    );
    await t.db
      .insert(legalDocuments)
      .values({ id: 1, projectId: 4, title: 'Términos y condiciones', body: 'Texto de los términos.' });
    const res = await send({ method: 'GET', url: '/api/v1/legal-document/1?proyect_id=4' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { title: 'Términos y condiciones', body: 'Texto de los términos.' } });
    expect((await send({ method: 'GET', url: '/api/v1/legal-document/1' })).statusCode).toBe(200);
    expect((await send({ method: 'GET', url: '/api/v1/legal-document/2?proyect_id=4' })).statusCode).toBe(
      404,
    );
    expect((await send({ method: 'GET', url: '/api/v1/legal-document/abc' })).statusCode).toBe(422);
    expect((await send({ method: 'GET', url: '/api/v1/legal-document/1?proyect_id=x' })).statusCode).toBe(
      422,
    );
    expect((await send({ method: 'GET', url: '/api/v1/legal-document/1' }, null)).statusCode).toBe(401);
  });
});

describe("POST /api/v1/register opens the new student's session", () => {
  it('answers the login answer too, whose token works at once, bound to the new student', async () => {
    const res = await register({ email: 'sesion.nueva@ejemplo.com' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.login).toEqual({
      role: 2,
      access_token: expect.any(String),
      user: body.user,
      isLogIn: true,
    });
    const cart = await send({ method: 'GET', url: '/api/v1/getAllShoppingCar' }, body.login.access_token);
    expect(cart.statusCode).toBe(200);
    const [token] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(body.login.access_token)));
    expect(token?.userId).toBe(body.user.id);
  });

  it('opens no session for an account of another project, nor for a refused registration', async () => {
    await t.db.insert(projects).values({ id: 5, name: 'Otro proyecto' }).onConflictDoNothing();
    const before = (await t.db.select().from(accessTokens)).length;
    const other = await register({ email: 'otro.proyecto@ejemplo.com', proyect: 5 });
    expect(other.statusCode).toBe(201);
    expect(other.json().login).toBeUndefined();
    await register({ email: 'una.vez@ejemplo.com' });
    const afterFirst = (await t.db.select().from(accessTokens)).length;
    expect(afterFirst).toBe(before + 1);
    const again = await register({ email: 'una.vez@ejemplo.com' });
    expect(again.statusCode).toBe(422);
    expect(again.json().login).toBeUndefined();
    const bad = await register({ captcha: 'no-es-un-captcha' });
    expect(bad.statusCode).toBe(422);
    // Wrong types, missing fields, huge strings, an unknown project: refused before any session.
    for (const overrides of [
      { email: 12 },
      { password: undefined },
      { name: huge(10_000) },
      { proyect: 'cuatro' },
      { login: { access_token: 'x' }, email: huge(500) },
    ]) {
      const res = await register(overrides);
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(422);
      expect(res.json().login).toBeUndefined();
    }
    expect((await register({ email: 'sin.proyecto@ejemplo.com', proyect: 987_654 })).statusCode).toBe(404);
    expect((await t.db.select().from(accessTokens)).length).toBe(afterFirst);
  });
});

describe('register and log in, end to end through the API', () => {
  it('a new student logs in with the password chosen at registration', async () => {
    const payload = await registerPayload({ email: 'flujo@ejemplo.com' });
    expect((await send({ method: 'POST', url: '/api/v1/register', payload })).statusCode).toBe(201);
    const res = await login('flujo@ejemplo.com', 'Clave-Segura-2026');
    expect(res.statusCode).toBe(200);
    const [person] = await t.db.select().from(people).where(eq(people.userId, res.json().user.id));
    expect(person?.birthday).toBe('1990-06-30');
  });
});
