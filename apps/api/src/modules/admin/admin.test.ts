import { ROLE } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRouteTable, createOperator } from '../../../test/admin.ts';
import { createUser } from '../../../test/factories.ts';
import {
  call,
  clientToken,
  createTestApp,
  expectSpanish422,
  huge,
  type TestApp,
} from '../../../test/helpers.ts';
import { currentTotpCode } from './admin.service.ts';

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await clientToken(t.app);
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, token: string | null = client) =>
  call(t.app, token, { method: 'POST', url: '/api/admin/login', payload });

describe('the guard, for every /api/admin route in the route table', () => {
  it('answers 401 without a token and 403 to client, student and student-login operator tokens', async () => {
    const routes = adminRouteTable(t.app);
    // The table really is read: the login and the guarded routes of this section are in it.
    expect(routes).toContainEqual(['POST', '/api/admin/login']);
    expect(routes).toContainEqual(['GET', '/api/admin/audit']);
    expect(routes.length).toBeGreaterThan(6);

    const student = await createUser(t.db);
    // An operator's user token that did not come from the operator login is not an operator session
    // (the student login refuses operators; the factory's token stands for one issued elsewhere).
    const op = await createUser(t.db, { role: ROLE.admin });
    const opStudentToken = op.token;

    for (const [method, route] of routes) {
      if (route === '/api/admin/login') continue;
      const url = route.replace(/:[A-Za-z_]+/g, '1');
      const options = { method: method as 'GET', url, payload: method === 'GET' ? undefined : {} };
      const none = await call(t.app, null, options);
      expect(none.statusCode, `${method} ${url} sin token`).toBe(401);
      for (const [who, token] of [
        ['cliente', client],
        ['estudiante', student.token],
        ['operador vía login de estudiantes', opStudentToken],
      ] as const) {
        const res = await call(t.app, token, options);
        expect(res.statusCode, `${method} ${url} con token de ${who}`).toBe(403);
        expect(res.json().message).toBe('Esta área es solo para operadores.');
      }
    }
  });
});

describe('POST /api/admin/login', () => {
  it('gives an operator token of role 1 that opens the area; logout ends it', async () => {
    const op = await createUser(t.db, { role: ROLE.admin });
    const res = await login({ email: op.email.toUpperCase(), password: op.password });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.role).toBe(1);
    expect(body.operator).toEqual({ id: op.user.id, email: op.email, totp_enabled: false });
    const me = await call(t.app, body.access_token, { method: 'GET', url: '/api/admin/me' });
    expect(me.statusCode).toBe(200);
    const out = await call(t.app, body.access_token, { method: 'POST', url: '/api/admin/logout' });
    expect(out.statusCode).toBe(200);
    const after = await call(t.app, body.access_token, { method: 'GET', url: '/api/admin/me' });
    expect(after.statusCode).toBe(401);
  });

  it('refuses students (same 401 as a wrong password) and wrong passwords', async () => {
    const student = await createUser(t.db);
    const a = await login({ email: student.email, password: student.password });
    expect(a.statusCode).toBe(401);
    expect(a.json()).toMatchObject({ message: '¡Usuario o contraseña incorrectos!', code: 'login_failed' });
    const op = await createUser(t.db, { role: ROLE.admin });
    const b = await login({ email: op.email, password: 'otra-cosa' });
    expect(b.statusCode).toBe(401);
    expect(b.json().code).toBe('login_failed');
  });

  it('writes every login to the audit log: success and failures, by e-mail and IP, never a password', async () => {
    const op = await createOperator(t.app, t.db);
    const student = await createUser(t.db);
    const from = (remoteAddress: string, payload: Record<string, unknown>) =>
      call(t.app, client, { method: 'POST', url: '/api/admin/login', payload, remoteAddress });
    expect(
      (await from('198.51.100.21', { email: op.email, password: 'Clave-Equivocada-9' })).statusCode,
    ).toBe(401);
    expect(
      (await from('198.51.100.22', { email: 'NADIE@ejemplo.com', password: 'Otra-Clave-9' })).statusCode,
    ).toBe(401);
    expect(
      (await from('198.51.100.23', { email: student.email, password: student.password })).statusCode,
    ).toBe(401);
    expect((await from('198.51.100.24', { email: op.email, password: op.password })).statusCode).toBe(200);

    const res = await call(t.app, op.adminToken, { method: 'GET', url: '/api/admin/audit?entity=operators' });
    const entries = (res.json().data as Array<Record<string, unknown>>).slice(0, 4).reverse();
    expect(entries).toMatchObject([
      { action: 'login_failed', actor_email: op.email, user_id: null, after: { ip: '198.51.100.21' } },
      {
        action: 'login_failed',
        actor_email: 'nadie@ejemplo.com',
        user_id: null,
        after: { ip: '198.51.100.22' },
      },
      { action: 'login_failed', actor_email: student.email, user_id: null, after: { ip: '198.51.100.23' } },
      {
        action: 'login',
        actor_email: op.email,
        user_id: op.user.id,
        entity_id: op.user.id,
        after: { ip: '198.51.100.24', totp: false },
      },
    ]);
    const dump = JSON.stringify(entries);
    for (const password of ['Clave-Equivocada-9', 'Otra-Clave-9', student.password, op.password])
      expect(dump).not.toContain(password);
  });

  it('answers bad input with a Spanish 422', async () => {
    expectSpanish422(await login({ password: 'x' }), 'email');
    expectSpanish422(await login({ email: 'no-es-correo', password: 'x' }), 'email');
    expectSpanish422(await login({ email: 'a@b.co', password: huge() }), 'password');
    expectSpanish422(await login({ email: 'a@b.co', password: 'x', code: '12ab' }), 'code');
    expectSpanish422(await login({ email: 'a@b.co', password: 42 }), 'password');
  });

  it('shares the students’ brute-force limits: the sixth wrong try in a minute is 429', async () => {
    const op = await createUser(t.db, { role: ROLE.admin });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login({ email: op.email, password: `mal-${i}` })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password waits.
    expect((await login({ email: op.email, password: op.password })).statusCode).toBe(429);
  });
});

describe('TOTP second factor', () => {
  it('enrols with a secret and QR, confirms with a code, then the login needs a fresh code', async () => {
    const op = await createOperator(t.app, t.db);
    const setup = await call(t.app, op.adminToken, { method: 'POST', url: '/api/admin/totp/setup' });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauth_uri, qr_svg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Campus%20Salud:.+\?.*secret=/);
    expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const wrong = await call(t.app, op.adminToken, {
      method: 'POST',
      url: '/api/admin/totp/confirm',
      payload: { code: '000000' === currentTotpCode(secret, op.email) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('totp_invalid');
    const now = Date.now();
    const confirm = await call(t.app, op.adminToken, {
      method: 'POST',
      url: '/api/admin/totp/confirm',
      payload: { code: currentTotpCode(secret, op.email, now - 30_000) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().totp_enabled).toBe(true);
    const again = await call(t.app, op.adminToken, { method: 'POST', url: '/api/admin/totp/setup' });
    expect(again.statusCode).toBe(409);

    const noCode = await login({ email: op.email, password: op.password });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ code: 'totp_required' });
    const code = currentTotpCode(secret, op.email, now);
    const ok = await login({ email: op.email, password: op.password, code });
    expect(ok.statusCode, ok.body).toBe(200);
    // A code is accepted once.
    const replay = await login({ email: op.email, password: op.password, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('totp_invalid');

    // The audit log shows the change, and each step of the logins that followed, newest first.
    const audit = await call(t.app, op.adminToken, {
      method: 'GET',
      url: `/api/admin/audit?entity=operators&entity_id=${op.user.id}`,
    });
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().data as Array<{ action: string; actor_email: string; after: unknown }>;
    expect(entries.map((e) => e.action).slice(0, 4)).toEqual([
      'login_totp_failed',
      'login',
      'login_totp_required',
      'totp_enable',
    ]);
    expect(entries[1]).toMatchObject({ actor_email: op.email, after: { ip: '127.0.0.1', totp: true } });
    expect(entries[3]).toMatchObject({ actor_email: op.email, entity_id: op.user.id });
    expect(JSON.stringify(entries)).not.toContain(op.password);
  });

  it('answers a bad code with a Spanish 422', async () => {
    const op = await createOperator(t.app, t.db);
    const res = await call(t.app, op.adminToken, {
      method: 'POST',
      url: '/api/admin/totp/confirm',
      payload: { code: 'abc' },
    });
    expectSpanish422(res, 'code');
  });
});

describe('GET /api/admin/audit', () => {
  it('paginates on the server and refuses bad queries', async () => {
    const op = await createOperator(t.app, t.db);
    const res = await call(t.app, op.adminToken, {
      method: 'GET',
      url: '/api/admin/audit?page=1&per_page=2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 1, per_page: 2 });
    expectSpanish422(
      await call(t.app, op.adminToken, { method: 'GET', url: '/api/admin/audit?per_page=1000' }),
      'per_page',
    );
    expectSpanish422(
      await call(t.app, op.adminToken, { method: 'GET', url: '/api/admin/audit?page=x' }),
      'page',
    );
  });
});

describe('the /admin pages', () => {
  it('serve the web app with noindex (search engines never list the operator area)', async () => {
    for (const url of ['/admin', '/admin/login', '/admin/catalogo/cursos/3']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
  });
});
