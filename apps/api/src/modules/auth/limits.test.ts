import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { outbox } from '../../db/schema.ts';
import * as passwords from '../../lib/passwords.ts';

// The API's test files share a module graph per worker (vitest.config.ts): this one starts on a
// fresh one, so the app it builds imports the mocked module below, not one an earlier file loaded.
vi.hoisted(() => vi.resetModules());

// Calls through to the real hash; lets a test see whether a request hashed a password at all.
vi.mock('../../lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords.ts')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const TOO_MANY_FAILURES =
  'Demasiados intentos fallidos para este usuario. Espere unos minutos e intente nuevamente.';
const TOO_MANY_REQUESTS = 'Demasiadas solicitudes. Espere un momento e intente nuevamente.';

/** A random address in TEST-NET-3, so runs sharing one Redis never share a counter. */
const randomIp = () => `203.0.113.${1 + (randomBytes(1)[0]! % 250)}`;
const randomClient = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const unique = () => randomBytes(6).toString('hex');

function loginCall(t: TestApp, token: string, email: string, password: string, ip = randomClient()) {
  return call(t.app, token, {
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** Shared checks of the per-(e-mail, IP) lockout, run on the in-memory store and on Redis. */
async function parallelLoginsAreCapped(t: TestApp, token: string) {
  const u = await createUser(t.db, { email: `paralelo.${unique()}@ejemplo.com` });
  const attacker = randomClient();
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => loginCall(t, token, u.email, `Mala-Clave-${i}-xx`, attacker)),
  );
  const codes = answers.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
  expect(codes.filter((c) => c === 401).length + codes.filter((c) => c === 429).length).toBe(20);
  for (const r of answers.filter((a) => a.statusCode === 429)) {
    expect(r.json()).toEqual({ message: TOO_MANY_FAILURES, code: 'too_many_requests' });
  }
  // that address stays locked, even for the right password…
  const locked = await loginCall(t, token, u.email, u.password, attacker);
  expect(locked.statusCode).toBe(429);
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  // …while the owner, on their own address, still logs in
  expect((await loginCall(t, token, u.email, u.password)).statusCode).toBe(200);
}

describe('login lockout per e-mail and IP (in memory)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await clientToken(t.app);
  });
  afterAll(async () => t.close());

  it('20 parallel wrong logins from one address: at most 5 are checked (401), the rest answer 429; the owner elsewhere logs in', async () => {
    await parallelLoginsAreCapped(t, token);
  });

  it('a successful login does not count as a failure', async () => {
    const u = await createUser(t.db);
    const ip = randomClient();
    for (let i = 0; i < 4; i++)
      expect((await loginCall(t, token, u.email, `Mala-${i}-xx`, ip)).statusCode).toBe(401);
    expect((await loginCall(t, token, u.email, u.password, ip)).statusCode).toBe(200);
    expect((await loginCall(t, token, u.email, u.password, ip)).statusCode).toBe(200);
    // the fifth failure is still allowed; after it this address is locked out of the account
    expect((await loginCall(t, token, u.email, 'Mala-5-xx', ip)).statusCode).toBe(401);
    expect((await loginCall(t, token, u.email, u.password, ip)).statusCode).toBe(429);
  });

  it('the wait grows: after the first minute, five more failures lock the address for 15 minutes', async () => {
    const u = await createUser(t.db);
    const ip = randomClient();
    for (let i = 0; i < 5; i++) await loginCall(t, token, u.email, `Mala-${i}-xx`, ip);
    const first = await loginCall(t, token, u.email, u.password, ip);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(60);
    // the one-minute counter ends (simulated: its key is gone); the 15-minute one remembers
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      for (let i = 0; i < 5; i++)
        expect((await loginCall(t, token, u.email, `Otra-${i}-xx`, ip)).statusCode).toBe(401);
      const second = await loginCall(t, token, u.email, u.password, ip);
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(60);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a lid per e-mail over all addresses against distributed guessing', async () => {
    const u = await createUser(t.db);
    let failures = 0;
    for (let i = 0; i < 60; i++) {
      const res = await loginCall(t, token, u.email, `Mala-${i}-xx`);
      if (res.statusCode === 401) failures += 1;
      else expect(res.statusCode).toBe(429);
    }
    expect(failures).toBe(50);
  });

  it('logout is never rate limited', async () => {
    const u = await createUser(t.db);
    const ip = randomIp();
    // the per-IP auth limit is spent (a busy shared NAT)…
    for (let i = 0; i < 30; i++)
      await call(t.app, token, { method: 'POST', url: '/api/v1/login', payload: {}, remoteAddress: ip });
    expect(
      (await call(t.app, token, { method: 'POST', url: '/api/v1/login', payload: {}, remoteAddress: ip }))
        .statusCode,
    ).toBe(429);
    // …and a user behind it still logs out, and the token is dead
    const login = await loginCall(t, token, u.email, u.password);
    const userToken = login.json().access_token as string;
    const out = await call(t.app, userToken, { method: 'POST', url: '/api/v1/logout', remoteAddress: ip });
    expect(out.statusCode).toBe(200);
    const again = await call(t.app, userToken, { method: 'POST', url: '/api/v1/logout', remoteAddress: ip });
    expect(again.statusCode).toBe(401);
  });

  it("someone asking for the owner's reset links neither spoils the owner's link nor uses up the owner's requests", async () => {
    const u = await createUser(t.db);
    const owner = randomClient();
    const attacker = randomIp();
    const reset = (ip: string) =>
      call(t.app, token, {
        method: 'POST',
        url: '/api/v1/resetPassword',
        payload: { email: u.email, proyect_id: 4 },
        remoteAddress: ip,
      });
    expect((await reset(owner)).statusCode).toBe(200);
    const [mail] = (await t.db.select().from(outbox).where(eq(outbox.to, u.email))).filter((m) =>
      /reset-password/.test(m.text),
    );
    const [, email, resetToken] = /\/reset-password\/([^/\s]+)\/([\w-]+)/.exec(mail!.text)!;
    // five more from elsewhere: the sixth is refused for that address only
    for (let i = 0; i < 5; i++) expect((await reset(attacker)).statusCode).toBe(200);
    expect((await reset(attacker)).statusCode).toBe(429);
    expect((await reset(owner)).statusCode).toBe(200);
    // the owner's first link still works
    const confirm = await call(t.app, token, {
      method: 'POST',
      url: '/api/v1/resetPassConfirm',
      payload: { email: decodeURIComponent(email!), token: resetToken, password: 'Nueva-Clave-2026' },
      remoteAddress: owner,
    });
    expect(confirm.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  let proxied: TestApp;
  let listed: TestApp;
  let token: string;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
    listed = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10' });
    token = await clientToken(proxied.app);
  });
  afterAll(async () => {
    await proxied.close();
    await listed.close();
  });

  const viaBalancer = (t: TestApp, tk: string, xff: string, balancer = '10.0.0.1') =>
    call(t.app, tk, {
      method: 'POST',
      url: '/api/v1/login',
      payload: {},
      remoteAddress: balancer,
      headers: { 'x-forwarded-for': xff },
    });

  it('true trusts one hop: a spoofed left-most X-Forwarded-For does not escape the per-IP limit', async () => {
    const client = '198.51.100.23';
    for (let i = 0; i < 30; i++) {
      // the client sends its own X-Forwarded-For; the balancer appends the address it saw
      const res = await viaBalancer(proxied, token, `1.2.3.${i}, 5.6.7.${i}, ${client}`);
      expect(res.statusCode).toBe(422);
    }
    const limited = await viaBalancer(proxied, token, `9.9.9.9, ${client}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_REQUESTS, code: 'too_many_requests' });
    // another client behind the same balancer is not limited
    expect((await viaBalancer(proxied, token, `9.9.9.9, 198.51.100.24`)).statusCode).toBe(422);
  });

  it('a list of proxy addresses honours X-Forwarded-For only from them', async () => {
    const listedToken = await clientToken(listed.app);
    const geo = (remoteAddress: string, xff: string) =>
      call(listed.app, listedToken, {
        method: 'GET',
        url: '/api/v1/geo',
        remoteAddress,
        headers: { 'x-forwarded-for': xff },
      });
    // from a listed proxy: the client is the first untrusted address from the right
    expect((await geo('10.1.2.3', '88.26.0.1, 192.0.2.10')).json().ip).toBe('88.26.0.1');
    // from anyone else, the header is ignored
    expect((await geo('181.199.0.1', '88.26.0.1')).json().ip).toBe('181.199.0.1');
  });
});

describe('Redis unreachable (REDIS_URL set, nothing listening)', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => void logs.push(line) } },
    );
  });
  afterAll(async () => t.close());

  it('still gives tokens, captchas and logins, and says why in the logs', async () => {
    const token = await clientToken(t.app);
    expect((await t.app.inject({ url: '/api/v1/captcha/challenge' })).statusCode).toBe(200);
    const u = await createUser(t.db);
    const res = await loginCall(t, token, u.email, u.password);
    expect(res.statusCode).toBe(200);
    expect(logs.some((l) => /"level":40/.test(l) && /Redis/.test(l))).toBe(true);
  });

  it('lets requests through meanwhile rather than failing them (the limits wait for Redis)', async () => {
    const token = await clientToken(t.app);
    const ip = randomIp();
    for (let i = 0; i < 35; i++) {
      const res = await call(t.app, token, {
        method: 'POST',
        url: '/api/v1/login',
        payload: {},
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(422);
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis (TEST_REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('two instances share the per-IP auth counter', async () => {
    const [ta, tb] = [await clientToken(a.app), await clientToken(b.app)];
    // a fresh address each run: counters of earlier runs may still live in Redis
    const address = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
    const send = (t: TestApp, tk: string) =>
      call(t.app, tk, { method: 'POST', url: '/api/v1/login', payload: {}, remoteAddress: address });
    for (let i = 0; i < 15; i++) expect((await send(a, ta)).statusCode).toBe(422);
    for (let i = 0; i < 15; i++) expect((await send(b, tb)).statusCode).toBe(422);
    expect((await send(a, ta)).statusCode).toBe(429);
    expect((await send(b, tb)).statusCode).toBe(429);
  });

  it('the per-e-mail lockout holds across instances and parallel requests', async () => {
    const token = await clientToken(a.app);
    await parallelLoginsAreCapped(a, token);
  });

  it('oauth/token and the captcha go through the Redis store', async () => {
    expect((await clientToken(b.app)).length).toBeGreaterThan(20);
    expect((await b.app.inject({ url: '/api/v1/captcha/challenge' })).statusCode).toBe(200);
  });
});

describe('password reset confirmation', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://campus.example' });
    token = await clientToken(t.app);
  });
  afterAll(async () => t.close());

  it('checks the link before hashing the new password: a bogus token costs no hash', async () => {
    const u = await createUser(t.db);
    const hash = vi.mocked(passwords.hashPassword);
    hash.mockClear();
    const res = await call(t.app, token, {
      method: 'POST',
      url: '/api/v1/resetPassConfirm',
      payload: { email: u.email, token: 'x'.repeat(43), password: 'Nueva-Clave-2026' },
      remoteAddress: randomClient(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual([
      'El enlace para restablecer la contraseña no es válido o ha expirado. Solicite uno nuevo.',
    ]);
    expect(hash).not.toHaveBeenCalled();

    // The control: a real link does hash, so the spy is the one the app calls (the API's files
    // share a module graph per worker, vitest.config.ts, and this file's mock must still reach it).
    const asked = await call(t.app, token, {
      method: 'POST',
      url: '/api/v1/resetPassword',
      payload: { email: u.email, proyect_id: 4 },
      remoteAddress: randomClient(),
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = (await t.db.select().from(outbox).where(eq(outbox.to, u.email))).filter((m) =>
      /reset-password/.test(m.text),
    );
    const [, email, resetToken] = /\/reset-password\/([^/\s]+)\/([\w-]+)/.exec(mail!.text)!;
    const confirmed = await call(t.app, token, {
      method: 'POST',
      url: '/api/v1/resetPassConfirm',
      payload: { email: decodeURIComponent(email!), token: resetToken, password: 'Nueva-Clave-2026' },
      remoteAddress: randomClient(),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(hash).toHaveBeenCalledTimes(1);
  });

  it('never writes a reset link, a token or an e-mail into the request logs', async () => {
    const logs: string[] = [];
    const logged = await createTestApp(
      { LOG_LEVEL: 'info', PUBLIC_URL: 'https://campus.example' },
      { logStream: { write: (line) => void logs.push(line) } },
    );
    try {
      const resetToken = randomBytes(32).toString('base64url');
      const page = await logged.app.inject({ url: `/reset-password/ana.ruiz%40ejemplo.com/${resetToken}` });
      expect(page.statusCode).toBe(200);
      // a reset path chosen by the client, and tokens in query strings
      await logged.app.inject({ url: `/auth/restablecer/ana.ruiz@ejemplo.com/${resetToken}` });
      await logged.app.inject({ url: `/api/v2/userId?access_token=${resetToken}&proyect_id=4` });
      const text = logs.join('\n');
      expect(text).toContain('/reset-password/[oculto]');
      expect(text).toContain('proyect_id=4');
      expect(text).not.toContain(resetToken);
      expect(text).not.toMatch(/ana\.ruiz/);
    } finally {
      await logged.close();
    }
  });
});
