// Chaos: the production server as a real process, its PostgreSQL behind a proxy this
// test controls and a real SMTP server in this process. Mid-run the SMTP server stops and the
// database is black-holed (connections dropped, new ones accepted and never answered, as a hung
// server or a partitioned network looks): the API answers fast 503s, pages are still the app's
// HTML, and once both come back every queued mail is delivered exactly once.
//
// Needs PostgreSQL (TEST_DATABASE_URL, as CI sets it). Without it the server runs on the embedded
// database, which cannot be stopped from outside: only the SMTP outage is exercised then (the hung
// pool is covered by apps/api/test/resilience.test.ts, which points a pool at a silent port).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, until } from './processes.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const entry = process.env.E2E_API_ENTRY ?? path.join(root, 'apps/api/dist/main.js');
const postgresUrl = process.env.TEST_DATABASE_URL;
const SUPPORT = 'equipo@caos.example';

/** A TCP proxy to PostgreSQL that can black-hole it. */
async function databaseProxy(target: { host: string; port: number }) {
  let up = true;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (!up) return; // accepted, never answered
    const upstream = createConnection(target);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    down() {
      up = false;
      for (const s of open) s.destroy();
    },
    up() {
      up = true;
      for (const s of open) s.destroy(); // the silent ones
    },
    close: () => {
      for (const s of open) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Received = { to: string[]; subject: string };

/** A real SMTP server that can be stopped and started again on the same port. */
function smtp(port: number) {
  const inbox: Received[] = [];
  let server: SMTPServer | null = null;
  const sockets = new Set<Socket>();
  return {
    port,
    inbox,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
            inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), subject });
            callback();
          });
        },
      });
      server.server.on('connection', (s: Socket) => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

describe.runIf(existsSync(entry))('chaos: database and SMTP stop mid-run', () => {
  let base = '';
  let server: ChildProcess;
  let proxy: Awaited<ReturnType<typeof databaseProxy>> | null = null;
  let mail: ReturnType<typeof smtp>;
  let dataDir = '';
  let dbName = '';
  let dbUrl = '';
  let token = '';

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    mail = smtp(await freePort());
    await mail.start();
    dataDir = mkdtempSync(path.join(tmpdir(), 'campus-chaos-'));
    let databaseUrl = 'memory://';
    if (postgresUrl) {
      dbName = `campus_chaos_${Date.now()}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const target = new URL(postgresUrl);
      proxy = await databaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(postgresUrl);
      viaProxy.port = String(proxy.port);
      viaProxy.pathname = `/${dbName}`;
      databaseUrl = viaProxy.toString();
      const direct = new URL(postgresUrl);
      direct.pathname = `/${dbName}`;
      dbUrl = direct.toString();
    }
    server = spawn(process.execPath, [entry], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SEED: 'none',
        SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        SUPPORT_EMAIL: SUPPORT,
        MAIL_RETRY_BASE_SECONDS: '0.2',
        DB_CONNECT_TIMEOUT_MS: '1000',
        DB_STATEMENT_TIMEOUT_MS: '1000',
        LOG_LEVEL: 'fatal',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await until(
      'the server',
      async () => (await fetch(`${base}/readyz`).catch(() => null))?.ok === true,
      60_000,
    );
    const res = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: 1,
        client_secret: 'dev-client-secret-change-me-in-production',
      }),
    });
    token = (await res.json()).access_token;
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await mail?.stop();
    await proxy?.close();
    if (dbName && postgresUrl) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const names = ['Alfa', 'Bravo', 'Charlie', 'Delta', 'Echo'];
  const contact = (name: string) =>
    fetch(`${base}/api/v1/sendComent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name,
        last_name: 'Caos',
        email: `${name.toLowerCase()}@caos.example`,
        message: `Mensaje de ${name}`,
        accept: true,
        proyect_id: 4,
      }),
    });

  it('answers fast 503s, keeps serving pages, and delivers every queued mail exactly once', async () => {
    // all up: two messages, four mails (the acknowledgement and the team's notice)
    for (const name of names.slice(0, 2)) expect((await contact(name)).status).toBe(200);
    await until('the first mails', () => mail.inbox.length >= 4, 30_000);

    // SMTP stops: messages are still taken, their mails wait in the outbox
    await mail.stop();
    for (const name of names.slice(2)) expect((await contact(name)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500)); // the worker tries, fails, backs off

    if (proxy) {
      // the database hangs
      proxy.down();
      const started = performance.now();
      const refused = await contact('Foxtrot');
      expect(refused.status).toBe(503);
      expect((await refused.json()).code).toBe('service_unavailable');
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(performance.now() - started).toBeLessThan(4000);

      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      for (const page of ['/', '/detail/curso-de-telemedicina?course=1', '/pro/telemedicina']) {
        const t0 = performance.now();
        const res = await fetch(`${base}${page}`, { headers: { accept: 'text/html' } });
        expect(res.status, page).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await res.text();
        expect(html).toContain('<div id="root">');
        expect(html).toContain('Campus Salud · Cursos en línea para profesionales de la salud');
        expect(performance.now() - t0).toBeLessThan(4000);
      }
      const sitemap = await fetch(`${base}/sitemap.xml`);
      expect([200, 503]).toContain(sitemap.status);
      if (sitemap.status === 503) expect(sitemap.headers.get('retry-after')).toBeTruthy();

      // the database comes back
      proxy.up();
      await until('readiness', async () => (await fetch(`${base}/readyz`)).ok, 30_000);
    }

    // SMTP comes back: everything queued goes out, once
    await mail.start();
    const expected = names.length * 2;
    await until('every mail', () => mail.inbox.length >= expected, 90_000);
    await new Promise((r) => setTimeout(r, 3000)); // room for a duplicate to show up
    expect(mail.inbox).toHaveLength(expected);
    for (const name of names) {
      const address = `${name.toLowerCase()}@caos.example`;
      expect(
        mail.inbox.filter((m) => m.to.includes(address)),
        address,
      ).toHaveLength(1);
      expect(
        mail.inbox.filter((m) => m.to.includes(SUPPORT) && m.subject.includes(name)),
        name,
      ).toHaveLength(1);
    }
    if (dbUrl) {
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      const { rows } = await client.query(
        'select count(*)::int as pending from outbox where sent_at is null or possibly_sent',
      );
      await client.end();
      expect(rows[0].pending).toBe(0);
    }
  }, 180_000);
});
