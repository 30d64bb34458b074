import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OAUTH_CLIENT_ID, PROJECT_ID } from '@campus/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { categories, outbox } from '../src/db/schema.ts';
import { enqueueMail } from '../src/integrations/mail/outbox.ts';
import { AUTH_REQUESTS_PER_IP_PER_MINUTE } from '../src/modules/auth/auth.limits.ts';
import { createUser } from './factories.ts';

// Two real API processes (`node --import tsx src/main.ts`, production mode, catalogue cache on with
// its production TTL) on one fresh PostgreSQL database, one Redis, one S3-compatible bucket (s3rver)
// and one SMTP sink, as the compose file runs them behind the load balancer. Runs in the
// api-postgres project (TEST_DB=postgres://…, i.e. TEST_DATABASE_URL) with TEST_REDIS_URL set;
// skipped otherwise, since without a shared database and Redis there is nothing to share.
const POSTGRES = process.env.TEST_DB?.startsWith('postgres') ? process.env.TEST_DB : null;
const REDIS = process.env.TEST_REDIS_URL ?? null;
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const BUCKET = 'campus-multi';

type Instance = { name: string; url: string; child: ChildProcess; output: string[] };

/** Starts `src/main.ts` on a free port; resolves once it listens (its banner), rejects if it exits. */
function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    // Only what the server needs: never the test runner's NODE_ENV=test or TEST_* variables.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start in ${START_TIMEOUT_MS} ms:\n${output.join('')}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const port = /Campus Salud en http:\/\/localhost:(\d+)/.exec(output.join(''))?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ name, url: `http://127.0.0.1:${port}`, child, output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output.join('')}`));
    });
  });
}

/** SIGTERM (graceful close), then SIGKILL if it is still there after 10 s. */
async function stopInstance(instance: Instance | undefined): Promise<void> {
  const child = instance?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

/** An SMTP server that only counts what it receives (one entry per delivered message). */
async function startSmtpSink(): Promise<{ server: SMTPServer; port: number; received: string[][] }> {
  const received: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A client address of this run (documentation range, 32 random bits): no other run shares its counters. */
const randomAddress = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;

describe.runIf(POSTGRES && REDIS)(
  'two API processes on one PostgreSQL, Redis and bucket (needs TEST_DB=postgres://… and TEST_REDIS_URL)',
  () => {
    const databaseName = `campus_multi_${randomBytes(6).toString('hex')}`;
    const dataDirs: string[] = [];
    let databaseUrl: string;
    let database: DatabaseHandle;
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    let s3: S3rver;
    let a: Instance;
    let b: Instance;
    const secrets = {
      OAUTH_CLIENT_SECRET: randomBytes(24).toString('hex'),
      CAPTCHA_HMAC_KEY: randomBytes(24).toString('hex'),
      TOKEN_SIGNING_KEY: randomBytes(24).toString('hex'),
    };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: POSTGRES! });
      await admin.connect();
      await admin.query(`create database ${databaseName}`);
      await admin.end();
      const url = new URL(POSTGRES!);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();

      smtp = await startSmtpSink();
      const s3Dir = mkdtempSync(path.join(tmpdir(), 'campus-multi-s3-'));
      dataDirs.push(s3Dir);
      s3 = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: BUCKET, configs: [] }],
      });
      const { port: s3Port } = await s3.run();

      const env = (name: string) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), `campus-multi-${name}-`));
        dataDirs.push(dataDir);
        return {
          NODE_ENV: 'production',
          PORT: '0',
          HOST: '127.0.0.1',
          PUBLIC_URL: 'http://campus.test',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          REDIS_URL: REDIS!,
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${s3Port}/${BUCKET}`,
          ALLOW_SANDBOX_PAYMENTS: 'true',
          SANDBOX_WEBHOOK_DELAY_MS: '0',
          TRUST_PROXY: 'true',
          LOG_LEVEL: 'warn',
          ...secrets,
        };
      };
      // Both start at once on the empty database: migrations take turns (advisory lock).
      [a, b] = await Promise.all([startInstance('A', env('a')), startInstance('B', env('b'))]);
      database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    }, START_TIMEOUT_MS * 2);

    afterAll(async () => {
      await Promise.all([stopInstance(a), stopInstance(b)]);
      await database?.close();
      await new Promise<void>((resolve) => (smtp ? smtp.server.close(() => resolve()) : resolve()));
      await s3?.close();
      const admin = new pg.Client({ connectionString: POSTGRES! });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }, 30_000);

    const request = async (
      instance: Instance,
      method: string,
      url: string,
      options: { token?: string; body?: unknown; from?: string; raw?: Buffer; type?: string } = {},
    ) => {
      const headers: Record<string, string> = { 'x-forwarded-for': options.from ?? randomAddress() };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.type) headers['content-type'] = options.type;
      const res = await fetch(`${instance.url}${url}`, {
        method,
        headers,
        body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      return {
        status: res.status,
        headers: res.headers,
        bytes,
        // biome-ignore lint/suspicious/noExplicitAny: JSON answers of several shapes
        json: () => JSON.parse(bytes.toString('utf8')) as any,
      };
    };

    const clientTokenFrom = async (instance: Instance) => {
      const res = await request(instance, 'POST', '/oauth/token', {
        body: {
          grant_type: 'client_credentials',
          client_id: OAUTH_CLIENT_ID,
          client_secret: secrets.OAUTH_CLIENT_SECRET,
        },
      });
      expect(res.status, res.bytes.toString()).toBe(200);
      return res.json().access_token as string;
    };

    const login = async (
      instance: Instance,
      token: string,
      email: string,
      password: string,
      url = '/api/v1/login',
    ) => {
      const res = await request(instance, 'POST', url, { token, body: { email, password } });
      expect(res.status, res.bytes.toString()).toBe(200);
      return res.json().access_token as string;
    };

    it('a client token from A works on B, and a user who logged in on A is known on B', async () => {
      const client = await clientTokenFrom(a);
      const categoriesOnB = await request(b, 'GET', `/api/v1/getAllCategories?proyect_id=${PROJECT_ID}`, {
        token: client,
      });
      expect(categoriesOnB.status).not.toBe(401);
      expect([200, 404]).toContain(categoriesOnB.status);

      const student = await createUser(database.db);
      const userToken = await login(a, client, student.email, student.password);
      const me = await request(b, 'GET', '/api/v2/userId', { token: userToken });
      expect(me.status, me.bytes.toString()).toBe(200);
      expect(me.json().data.email).toBe(student.email);

      // Logging out on B revokes the token on A at once (user tokens are rows, not signatures).
      expect((await request(b, 'POST', '/api/v1/logout', { token: userToken })).status).toBe(200);
      expect((await request(a, 'GET', '/api/v2/userId', { token: userToken })).status).toBe(401);
    });

    it('the per-address auth limit counts requests on both: half on A, half on B, then 429 on either', async () => {
      const client = await clientTokenFrom(b);
      const from = randomAddress();
      const half = AUTH_REQUESTS_PER_IP_PER_MINUTE / 2;
      const send = (instance: Instance) =>
        request(instance, 'POST', '/api/v1/login', { token: client, from, body: {} });
      for (let i = 0; i < half; i++) expect((await send(a)).status).toBe(422);
      for (let i = 0; i < half; i++) expect((await send(b)).status).toBe(422);
      const [onA, onB] = [await send(a), await send(b)];
      expect(onA.status).toBe(429);
      expect(onB.status).toBe(429);
      expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
      // another address is not affected
      expect((await request(a, 'POST', '/api/v1/login', { token: client, body: {} })).status).toBe(422);
    });

    it('queued e-mails go out exactly once though both instances run the outbox worker', async () => {
      const client = await clientTokenFrom(a);
      const before = smtp.received.length;
      // Twenty rows straight into the outbox: both workers find them on their next round…
      const direct = Array.from(
        { length: 20 },
        (_, i) => `lote${i}.${randomBytes(3).toString('hex')}@ejemplo.com`,
      );
      for (const to of direct)
        await enqueueMail(database.db, { to, subject: 'Prueba', html: '<p>x</p>', text: 'x' });
      // …and password-reset mails queued through each instance (each wakes its own worker).
      const users = await Promise.all([1, 2, 3, 4].map(() => createUser(database.db)));
      for (const [i, u] of users.entries()) {
        const res = await request(i % 2 === 0 ? a : b, 'POST', '/api/v1/resetPassword', {
          token: client,
          body: { email: u.email, proyect_id: PROJECT_ID },
        });
        expect(res.status, res.bytes.toString()).toBe(200);
      }
      const expected = [...direct, ...users.map((u) => u.email)];
      await until(
        'every mail delivered',
        async () => (smtp.received.length - before >= expected.length ? true : undefined),
        20_000,
      );
      // Longer than a worker round (5 s): a duplicate from the other instance would have landed.
      await sleep(6000);
      const delivered = smtp.received.slice(before).flat();
      expect(delivered.length).toBe(expected.length);
      expect(new Set(delivered)).toEqual(new Set(expected));
      const unsent = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(sql`${outbox.sentAt} is null`);
      expect(unsent[0]!.n).toBe(0);
    }, 60_000);

    it("an operator's catalogue edit on A shows on B's cached public API at once; an upload on A is served by B", async () => {
      const client = await clientTokenFrom(b);
      const names = async () => {
        const res = await request(b, 'GET', `/api/v1/getAllCategories?proyect_id=${PROJECT_ID}`, {
          token: client,
        });
        return res.status === 200 ? (res.json().data.map((c: { name: string }) => c.name) as string[]) : [];
      };
      const before = await names(); // now cached on B
      const operator = await createUser(database.db, { role: 1 });
      const adminToken = await login(a, client, operator.email, operator.password, '/api/admin/login');

      // Created on A through the operator API: B's cached list shows it at once.
      const name = `Cardiología ${randomBytes(3).toString('hex')}`;
      const created = await request(a, 'POST', '/api/admin/categories', {
        token: adminToken,
        body: { name },
      });
      expect(created.status, created.bytes.toString()).toBe(201);
      const id = created.json().id as number;
      await until(
        'B lists the new category',
        async () => ((await names()).includes(name) ? true : undefined),
        3000,
      );
      expect(before).not.toContain(name);

      // B serves from its cache: a change behind the API's back does not show (production TTL, 30 s).
      await database.db.update(categories).set({ name: 'Cambio sin el API' }).where(eq(categories.id, id));
      expect(await names()).toContain(name);

      const renamed = `Cardiología clínica ${randomBytes(3).toString('hex')}`;
      const edit = await request(a, 'PUT', `/api/admin/categories/${id}`, {
        token: adminToken,
        body: { name: renamed },
      });
      expect(edit.status, edit.bytes.toString()).toBe(200);
      await until(
        'B shows the new name',
        async () => ((await names()).includes(renamed) ? true : undefined),
        3000,
      );

      // Uploads live in the bucket: the image stored through A is served by B.
      const boundary = '----campus-multi';
      const image = await sharp({
        create: { width: 320, height: 200, channels: 3, background: { r: 10, g: 120, b: 90 } },
      })
        .png()
        .toBuffer();
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = await request(a, 'POST', `/api/admin/categories/${id}/image`, {
        token: adminToken,
        raw: body,
        type: `multipart/form-data; boundary=${boundary}`,
      });
      expect(upload.status, upload.bytes.toString()).toBe(200);
      const served = await request(b, 'GET', upload.json().image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(served.bytes).metadata()).format).toBe('webp');
    }, 30_000);
  },
);
