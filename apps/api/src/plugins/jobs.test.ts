// The background jobs each module registers run in the server (never in the other tests, which
// build the app without `startMailWorker`) and stop when it closes.
import { PROJECT_ID } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { orders } from '../db/schema.ts';

const PURGED = 'purga: filas caducadas eliminadas';
const RECONCILED = 'conciliación de pagos pendientes';

async function eventually(check: () => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('no ocurrió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('background jobs', () => {
  it('the server runs the purge and the payments reconciliation, and stops them on close', async () => {
    const messages: Array<Record<string, unknown>> = [];
    const t = await createTestApp(
      { PURGE_INTERVAL_MINUTES: '0.005', PAYMENTS_RECONCILE_INTERVAL_SECONDS: '1', LOG_LEVEL: 'info' },
      { startMailWorker: true, logStream: { write: (line) => void messages.push(JSON.parse(line)) } },
    );
    // an order left pending for three hours, for the reconciliation to find
    await t.db.insert(orders).values({
      projectId: PROJECT_ID,
      total: '10.00',
      provider: 'sandbox',
      reference: 'jobs-test',
      createdAt: new Date(Date.now() - 3 * 3_600_000),
    });
    await eventually(
      () => messages.some((m) => m.msg === PURGED) && messages.some((m) => m.msg === RECONCILED),
    );
    // every owner's delete is in the round: the auth and analytics modules, captcha and mail
    const purge = messages.find((m) => m.msg === PURGED)!;
    expect(Object.keys(purge)).toEqual(
      expect.arrayContaining(['credentials', 'captchas', 'mails', 'visitorKeys']),
    );

    await t.close();
    const logged = messages.length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(messages.length).toBe(logged);
  });

  it('tests build the app without jobs: nothing runs by itself', async () => {
    const messages: Array<Record<string, unknown>> = [];
    const t = await createTestApp(
      { PURGE_INTERVAL_MINUTES: '0.005', PAYMENTS_RECONCILE_INTERVAL_SECONDS: '1', LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void messages.push(JSON.parse(line)) } },
    );
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(messages.filter((m) => m.msg === PURGED || m.msg === RECONCILED)).toEqual([]);
    // a round still runs on demand
    expect(await t.app.jobs.runPurge()).toMatchObject({
      credentials: 0,
      captchas: 0,
      mails: 0,
      visitorKeys: 0,
    });
    await t.close();
  });
});
