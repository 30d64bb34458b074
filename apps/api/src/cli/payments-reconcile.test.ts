// `npm run payments:reconcile` as an operator runs it: a separate process over the server's
// database finishes an order the provider approved but the server never confirmed; a second run
// changes nothing.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser } from '../../test/factories.ts';
import { loadConfig } from '../config.ts';
import { bootstrap } from '../db/bootstrap.ts';
import { openDatabase } from '../db/client.ts';
import { enrolments, orders, outbox } from '../db/schema.ts';
import { createSandboxProvider, decideSandboxPayment } from '../integrations/payments/sandbox.ts';
import { createPendingOrder } from '../modules/orders/orders.service.ts';

const run = promisify(execFile);
const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(API_ROOT, 'src/cli/payments-reconcile.ts');

describe('npm run payments:reconcile', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let drop: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'campus-reconcile-'));
    env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const target = process.env.TEST_DB ?? 'memory://';
    if (target.startsWith('postgres')) {
      const name = `campus_reconcile_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: target });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(target);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      drop = async () => {
        const c = new pg.Client({ connectionString: target });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    }
  });

  afterAll(async () => {
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes an approved but unconfirmed order once, however often it runs', async () => {
    const config = loadConfig(env);
    let database = await openDatabase(config.database);
    await database.migrate();
    await bootstrap(database.db, config);
    const buyer = await createUser(database.db);
    const { course } = await createCourse(database.db, { price: '137.00' });
    const order = await createPendingOrder(database.db, {
      userId: buyer.user.id,
      email: buyer.email,
      buyerName: null,
      provider: 'sandbox',
      vatRate: 0.12,
      items: [{ courseId: course.id, priceCents: 13_700 }],
    });
    const sandbox = createSandboxProvider({
      config,
      db: database.db,
      log: { warn() {}, info() {}, error() {} } as never,
      deliver: () => {},
    });
    const checkout = await sandbox.createCheckout({
      id: order.id,
      reference: order.reference!,
      totalCents: 13_700,
      baseCents: 12_232,
      vatCents: 1_468,
      vatRate: 0.12,
      currency: 'USD',
      description: course.name,
      email: buyer.email,
      buyerName: null,
      items: [{ courseId: course.id, name: course.name, priceCents: 13_700 }],
      returnUrl: `${config.publicUrl}/api/v1/payments/return?provider=sandbox`,
      webhookUrl: `${config.publicUrl}/api/v1/payments/webhook/sandbox`,
    });
    expect(await decideSandboxPayment(database.db, checkout.providerRef, 'approved', '1111')).not.toBeNull();
    await database.close(); // PGlite admits one process: the command opens it next

    const cliEnv = { ...process.env, ...env };
    const first = await run(process.execPath, ['--import', 'tsx', CLI, '--older-than', '0'], {
      cwd: API_ROOT,
      env: cliEnv,
    });
    expect(first.stdout).toContain('Órdenes pendientes revisadas: 1 · pagadas: 1');
    const second = await run(process.execPath, ['--import', 'tsx', CLI, '--older-than', '0'], {
      cwd: API_ROOT,
      env: cliEnv,
    });
    expect(second.stdout).toContain('Órdenes pendientes revisadas: 0 · pagadas: 0');
    await expect(
      run(process.execPath, ['--import', 'tsx', CLI, '--older-than', 'ayer'], { cwd: API_ROOT, env: cliEnv }),
    ).rejects.toMatchObject({ code: 2 });

    database = await openDatabase(config.database);
    try {
      const [paid] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(paid?.status).toBe('success');
      const rows = await database.db.select().from(enrolments).where(eq(enrolments.userId, buyer.user.id));
      expect(rows.map((r) => r.courseId)).toEqual([course.id]);
      expect(await database.db.select().from(outbox).where(eq(outbox.to, buyer.email))).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 120_000);
});
