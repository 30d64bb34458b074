// Reliability of the money path, tested rather than promised:
// (1) a real server process killed with SIGKILL between the provider's approval and the enrolment;
//     after a restart the reconciliation job finishes it: 1 enrolment, 1 paid order, 1 receipt.
// (2) 1,000 webhook deliveries mixing replays, forged signatures, stale timestamps, wrong amounts
//     and concurrent approvals of one order: 0 lost, 0 duplicated, forged ones 4xx, none 5xx.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ID, SANDBOX_TEST_CARDS } from '@campus/contract';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { checkoutCourses, sandboxWebhook, submitSandbox } from '../../../test/payments.ts';
import { loadConfig } from '../../config.ts';
import { bootstrap } from '../../db/bootstrap.ts';
import { openDatabase } from '../../db/client.ts';
import {
  enrolments,
  orders,
  outbox,
  paymentEvents,
  paymentTransactions,
  sandboxPayments,
} from '../../db/schema.ts';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = path.join(API_ROOT, 'src/main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

describe('kill -9 between the provider approval and the enrolment', () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | null = null;
  let server: ChildProcess | null = null;
  let port: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'campus-crash-'));
    const target = process.env.TEST_DB ?? 'memory://';
    if (target.startsWith('postgres')) {
      const name = `campus_crash_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: target });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(target);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: target });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    }
    port = await freePort();
  });

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = (extra: Record<string, string>) => ({
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'warn',
    // The sandbox's own webhook would finish the order: held back, so only the job can.
    SANDBOX_WEBHOOK_DELAY_MS: '3600000',
    PAYMENTS_RECONCILE_AFTER_MINUTES: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extra,
  });

  async function start(extra: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: API_ROOT,
      env: env(extra),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    child.kill('SIGKILL');
    throw new Error(`server did not start: ${output}`);
  }

  const api = (token: string, method: string, url: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      redirect: 'manual',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  it('the restarted server reconciles it: 1 enrolment, 1 paid order, 1 receipt', async () => {
    // The buyer and the course, written before the server opens the database.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    let database = await openDatabase(config.database);
    await database.migrate();
    await bootstrap(database.db, config);
    const buyer = await createUser(database.db);
    const { course } = await createCourse(database.db, { price: '247.00' });
    await database.close();

    // Run 1: no reconciliation job. Cart, checkout, the provider approves… and the server dies.
    server = await start({ PAYMENTS_RECONCILE_INTERVAL_SECONDS: '0' });
    const added = await api(buyer.token, 'POST', '/api/v1/addCourseShoppingCard', {
      course_id: course.id,
      proyect_id: PROJECT_ID,
    });
    expect(added.status).toBe(200);
    const checkout = (await (
      await api(buyer.token, 'POST', '/api/v1/checkout', { proyect_id: PROJECT_ID })
    ).json()) as {
      order_id: number;
      redirect_url: string;
    };
    const paid = await fetch(checkout.redirect_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'pay',
        card_number: SANDBOX_TEST_CARDS.approved,
        holder: 'Ana Pérez',
        expiry: '12/39',
        cvv: '123',
      }).toString(),
    });
    expect(paid.status).toBe(303);
    const returnUrl = String(paid.headers.get('location'));
    server.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));

    // Run 2: the reconciliation job (every second) finishes the order before the buyer returns.
    server = await start({ PAYMENTS_RECONCILE_INTERVAL_SECONDS: '1' });
    let status = '';
    for (let i = 0; i < 150 && status !== 'success'; i++) {
      const res = await api(buyer.token, 'GET', `/api/v1/orders/${checkout.order_id}`);
      status = ((await res.json()) as { status: string }).status;
      if (status !== 'success') await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe('success');
    // The buyer's late return and a manual run change nothing.
    const back = await fetch(returnUrl, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`/home/payment/success?order=${checkout.order_id}`);
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
    server = null;

    database = await openDatabase(config.database);
    try {
      const rows = await database.db.select().from(enrolments).where(eq(enrolments.userId, buyer.user.id));
      expect(rows.map((r) => [r.courseId, r.orderId])).toEqual([[course.id, checkout.order_id]]);
      const mine = await database.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
      expect(mine.map((o) => o.status)).toEqual(['success']);
      expect(await database.db.select().from(paymentTransactions)).toHaveLength(1);
      expect(await database.db.select().from(outbox).where(eq(outbox.to, buyer.email))).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 180_000);
});

describe('1,000 webhook deliveries', () => {
  let t: TestApp;
  const SECRET = 'reliability-webhook-secret-0123456789';
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET, SANDBOX_WEBHOOK_DELAY_MS: '3600000' });
  });
  afterAll(async () => t.close());

  it('mixing replays, forgeries, stale ones, wrong amounts and concurrent approvals: 0 lost, 0 duplicated, no 5xx', async () => {
    type Kind = 'approved' | 'wrongAmount' | 'rejected' | 'pending';
    const plan: Kind[] = [
      ...Array<Kind>(24).fill('approved'),
      ...Array<Kind>(6).fill('wrongAmount'),
      ...Array<Kind>(5).fill('rejected'),
      ...Array<Kind>(5).fill('pending'),
    ];
    const buyers: Array<{
      userId: number;
      email: string;
      orderId: number;
      reference: string;
      kind: Kind;
      courseIds: number[];
    }> = [];
    for (const [i, kind] of plan.entries()) {
      const u = await createUser(t.db);
      const courseIds = [];
      for (let c = 0; c <= i % 2; c++)
        courseIds.push((await createCourse(t.db, { price: `${10 + i}.${c}9` })).course.id);
      const checkout = await checkoutCourses(t.app, u.token, courseIds);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, checkout.order_id));
      if (kind === 'wrongAmount') {
        await t.db
          .update(sandboxPayments)
          .set({ amountCents: 1 })
          .where(eq(sandboxPayments.reference, order!.reference!));
      }
      const card = kind === 'wrongAmount' ? 'approved' : kind;
      expect((await submitSandbox(t.app, checkout.redirect_url, card)).statusCode).toBe(303);
      buyers.push({
        userId: u.user.id,
        email: u.email,
        orderId: order!.id,
        reference: order!.reference!,
        kind,
        courseIds,
      });
    }

    // 1,000 deliveries: for each order a first event and its replays, extra distinct events (two
    // concurrent approvals of one order), forged and stale copies; shuffled and sent 25 at a time.
    type Delivery = { reference: string; eventId: string; forge?: boolean; stale?: boolean };
    const deliveries: Delivery[] = [];
    let n = 0;
    // First, two distinct approvals of each of 6 orders, all 12 at once (they race for the row lock).
    const racing: Delivery[] = buyers
      .filter((b) => b.kind === 'approved')
      .slice(0, 6)
      .flatMap((b) => [
        { reference: b.reference, eventId: `evt-${b.orderId}-race-a` },
        { reference: b.reference, eventId: `evt-${b.orderId}-race-b` },
      ]);
    while (deliveries.length < 1000 - racing.length) {
      const b = buyers[n % buyers.length]!;
      const round = Math.floor(n / buyers.length);
      const shape = (n + round) % 5; // every order gets every kind of delivery over the rounds
      if (shape === 0)
        deliveries.push({ reference: b.reference, eventId: `evt-${b.orderId}-first` }); // replayed each round
      else if (shape === 1)
        deliveries.push({ reference: b.reference, eventId: `evt-${b.orderId}-${round}` }); // a distinct approval
      else if (shape === 2)
        deliveries.push({ reference: b.reference, eventId: `evt-${b.orderId}-forged-${round}`, forge: true });
      else if (shape === 3)
        deliveries.push({ reference: b.reference, eventId: `evt-${b.orderId}-stale-${round}`, stale: true });
      else deliveries.push({ reference: b.reference, eventId: `evt-${b.orderId}-first` });
      n++;
    }
    for (let i = deliveries.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }
    const statuses: Array<{ d: Delivery; status: number }> = [];
    const raced = await Promise.all(
      racing.map((d) => sandboxWebhook(t.app, SECRET, { event_id: d.eventId, reference: d.reference })),
    );
    for (const [k, r] of raced.entries()) statuses.push({ d: racing[k]!, status: r.statusCode });
    for (let i = 0; i < deliveries.length; i += 25) {
      const batch = deliveries.slice(i, i + 25);
      const results = await Promise.all(
        batch.map((d) =>
          sandboxWebhook(
            t.app,
            SECRET,
            { event_id: d.eventId, reference: d.reference },
            { forge: d.forge, timestamp: d.stale ? Math.floor(Date.now() / 1000) - 3600 : undefined },
          ),
        ),
      );
      for (const [k, r] of results.entries()) statuses.push({ d: batch[k]!, status: r.statusCode });
    }

    expect(statuses).toHaveLength(1000);
    expect(statuses.filter((s) => s.status >= 500)).toEqual([]);
    for (const s of statuses) {
      if (s.d.forge || s.d.stale) expect(s.status).toBe(401);
      else expect(s.status).toBe(200);
    }

    const ids = buyers.map((b) => b.orderId);
    const finalOrders = await t.db.select().from(orders).where(inArray(orders.id, ids));
    const byId = new Map(finalOrders.map((o) => [o.id, o]));
    const allEnrolments = await t.db.select().from(enrolments).where(inArray(enrolments.orderId, ids));
    let expectedEnrolments = 0;
    for (const b of buyers) {
      const o = byId.get(b.orderId)!;
      const mine = allEnrolments.filter((e) => e.userId === b.userId);
      if (b.kind === 'approved') {
        expect(o.status, `order ${o.id}`).toBe('success'); // 0 lost
        expect(mine.map((e) => e.courseId).sort()).toEqual([...b.courseIds].sort()); // 0 duplicated
        expectedEnrolments += b.courseIds.length;
      } else {
        expect(o.status).toBe(b.kind === 'pending' ? 'pending' : 'failure');
        expect(mine).toEqual([]);
      }
    }
    expect(allEnrolments).toHaveLength(expectedEnrolments);
    const approved = buyers.filter((b) => b.kind === 'approved');
    const receipts = await t.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.to,
          approved.map((b) => b.email),
        ),
      );
    expect(receipts).toHaveLength(approved.length);
    const validEvents = new Set(statuses.filter((s) => !s.d.forge && !s.d.stale).map((s) => s.d.eventId));
    expect(await t.db.select().from(paymentEvents)).toHaveLength(validEvents.size);
  }, 240_000);
});
