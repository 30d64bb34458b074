// Faults: a database that is down or hung answers fast 503s (pages still get the app),
// the head survives `$` patterns, database errors reach the logs without their parameters, and the
// purge removes what nobody can use any more.
import { createServer, type Server, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { isDatabaseUnavailable, openDatabase } from '../src/db/client.ts';
import { accessTokens, captchaUses, outbox, passwordResets } from '../src/db/schema.ts';
import { serializeError } from '../src/lib/log-errors.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { solvedCaptcha } from './captcha.ts';
import { createUser } from './factories.ts';
import { call, clientToken, createTestApp, TEST_INDEX_HTML, type TestApp } from './helpers.ts';

/** A TCP port that accepts connections and never answers: a hung or black-holed database. */
async function silentPort(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((s) => void sockets.push(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('database hung (the pool points at a port that never answers)', () => {
  let silent: Awaited<ReturnType<typeof silentPort>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    silent = await silentPort();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: `postgres://campus@127.0.0.1:${silent.port}/campus`,
      DB_CONNECT_TIMEOUT_MS: '500',
      DB_STATEMENT_TIMEOUT_MS: '500',
    });
    database = await openDatabase(config.database, { connectTimeoutMs: 500, statementTimeoutMs: 500 });
    app = await buildApp({ config, database, indexHtml: TEST_INDEX_HTML });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close().catch(() => {});
    await silent.close();
  });

  it('answers API calls 503 within the connect timeout, in Spanish, with Retry-After', async () => {
    const started = performance.now();
    const res = await call(app, 'un-token-cualquiera', { url: '/api/v1/getAllCategories?proyect_id=4' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'El servicio no está disponible en este momento. Intente nuevamente en unos segundos.',
      code: 'service_unavailable',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const token = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 1, client_secret: 'x'.repeat(20) },
    });
    expect(token.statusCode).toBe(503);
  });

  it('cuts a request or an idle connection that takes too long', () => {
    // Fastify keeps requestTimeout in initialConfig at run time; its type leaves it out.
    expect((app.initialConfig as { requestTimeout?: number }).requestTimeout).toBe(30_000);
    expect(app.initialConfig.connectionTimeout).toBeGreaterThan(30_000);
  });

  it('/readyz says unavailable, fast', async () => {
    const started = performance.now();
    const res = await app.inject({ url: '/readyz' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(503);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it.each([
    '/',
    '/detail/curso-de-telemedicina?course=1',
    '/pro/telemedicina',
    '/category/todos?category=all',
  ])('serves %s as the app with the default head, never a 500 JSON', async (url) => {
    const res = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(
      '<title>Campus Salud · Cursos en línea para profesionales de la salud</title>',
    );
  });

  it('answers the sitemap 503 with Retry-After', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('database errors', () => {
  it('are told apart from bad queries', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57014' }))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('Failed query'), {
          cause: Object.assign(new Error('y'), { code: 'ECONNREFUSED' }),
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
  });

  it('are serialized for the logs without their parameters or values', () => {
    const tokenHash = hashToken('secreto');
    const cause = Object.assign(new Error('duplicate key'), {
      code: '23505',
      detail: 'Key (email)=(ana@ejemplo.com) already exists.',
      constraint: 'users_email_unique',
    });
    const err = Object.assign(
      new Error(`Failed query: select 1 where a = $1 and b = $2\nparams: ${tokenHash},ana@ejemplo.com`),
      { query: 'select 1 where a = $1 and b = $2', params: [tokenHash, 'ana@ejemplo.com'], cause },
    );
    const text = JSON.stringify(serializeError(err));
    expect(text).not.toContain(tokenHash);
    expect(text).not.toContain('ana@ejemplo.com');
    expect(text).toContain('select 1 where a = $1');
    expect(text).toContain('users_email_unique');
  });
});

describe('a failed register in the logs', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void logs.push(line) } });
  });
  afterAll(async () => t.close());

  it('shows the failing statement, not the e-mail, password hash or phone', async () => {
    // a database rule the insert breaks: the person's row fails after the user's
    await t.db.execute(
      sql`alter table people add constraint sin_este_movil check (mobile <> '+593987650001')`,
    );
    const token = await clientToken(t.app);
    const res = await call(t.app, token, {
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        email: 'registro.fallido@ejemplo.com',
        password: 'Clave-Segura-2026',
        name: 'Ana',
        lname: 'Secreta',
        movil: '+593987650001',
        proyect: 4,
        privacy: true,
        birth_date: '1990-06-30',
        captcha: await solvedCaptcha(t.app),
      },
    });
    expect(res.statusCode).toBe(500);
    const text = logs.join('\n');
    expect(text).toMatch(/insert into .{0,4}people/);
    expect(text).toContain('sin_este_movil');
    expect(text).not.toContain('593987650001');
    expect(text).not.toContain('registro.fallido');
    expect(text).not.toMatch(/\$argon2id/);
  });
});

describe('the head of a page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("keeps $`, $& and $' of a search as text instead of pasting parts of the template", async () => {
    const q = "x$`y$&z$'w";
    const res = await t.app.inject({ url: `/category/buscar?category=search&q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(res.body.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    expect(res.body).toContain('x$`y$&amp;z$&#39;w');
  });
});

describe('the purge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('removes dead tokens and reset links, spent captchas and old sent mail, and keeps the rest', async () => {
    const u = await createUser(t.db);
    const past = new Date(Date.now() - 86_400_000);
    const future = new Date(Date.now() + 86_400_000);
    const token = (name: string, values: Partial<typeof accessTokens.$inferInsert>) => ({
      tokenHash: hashToken(name),
      clientId: 1,
      userId: u.user.id,
      expiresAt: future,
      ...values,
    });
    await t.db
      .insert(accessTokens)
      .values([
        token('caducado', { expiresAt: past }),
        token('revocado', { revokedAt: past }),
        token('vivo', {}),
      ]);
    const reset = (name: string, values: Partial<typeof passwordResets.$inferInsert>) => ({
      userId: u.user.id,
      email: u.email,
      tokenHash: hashToken(name),
      expiresAt: future,
      ...values,
    });
    await t.db
      .insert(passwordResets)
      .values([
        reset('r-caducado', { expiresAt: past }),
        reset('r-usado', { usedAt: past }),
        reset('r-vivo', {}),
      ]);
    await t.db.insert(captchaUses).values([
      { signature: 'gastado', expiresAt: past },
      { signature: 'vigente', expiresAt: future },
    ]);
    const mail = { subject: 'x', html: 'x', text: 'x' };
    await t.db.insert(outbox).values([
      { ...mail, to: 'viejo@ejemplo.com', sentAt: new Date(Date.now() - 40 * 86_400_000) },
      { ...mail, to: 'reciente@ejemplo.com', sentAt: past },
      { ...mail, to: 'pendiente@ejemplo.com', createdAt: new Date(Date.now() - 40 * 86_400_000) },
    ]);

    // two instances at once: the deletes are idempotent and the lock lets one work at a time
    // (MAIL_RETENTION_DAYS is 30 by default)
    const results = await Promise.all([t.app.jobs.runPurge(), t.app.jobs.runPurge()]);
    const done = results.filter((r) => r !== null);
    expect(done.length).toBeGreaterThan(0);
    // each owner registered its delete: the auth and analytics modules, captcha and mail
    expect(Object.keys(done[0]!).sort()).toEqual(['captchas', 'credentials', 'mails', 'visitorKeys']);
    expect(done.reduce((n, r) => n + (r!.credentials ?? 0), 0)).toBe(4);

    const hashes = (await t.db.select().from(accessTokens).where(eq(accessTokens.userId, u.user.id))).map(
      (r) => r.tokenHash,
    );
    expect(hashes).toContain(hashToken('vivo'));
    expect(hashes).not.toContain(hashToken('caducado'));
    expect(hashes).not.toContain(hashToken('revocado'));
    expect((await t.db.select().from(passwordResets)).map((r) => r.tokenHash)).toEqual([hashToken('r-vivo')]);
    expect((await t.db.select().from(captchaUses)).map((r) => r.signature)).toEqual(['vigente']);
    const left = (await t.db.select().from(outbox)).map((r) => r.to).sort();
    expect(left).toEqual(['pendiente@ejemplo.com', 'reciente@ejemplo.com']);
  });
});
