// Money stays where it belongs: the reconciliation is fair to every pending order and expires
// abandoned checkouts only once the provider says they are unpaid; checkouts are limited per student;
// unsigned (PayPhone) notifications cannot spend the merchant's token; an event is recorded only with
// its effect; a provider's reversal revokes like a refund, and the operator can refund at PayPhone
// within its window; a provider this server is not configured for answers 404.
import { randomUUID } from 'node:crypto';
import { ADMIN_ORDER_MESSAGES, MESSAGES, ORDER_MESSAGES, PROJECT_ID } from '@campus/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOperator } from '../../../test/admin.ts';
import { createCourse, createUser } from '../../../test/factories.ts';
import {
  call,
  createPayphoneTestApp,
  createTestApp,
  huge,
  type PayphoneTestApp,
  type TestApp,
} from '../../../test/helpers.ts';
import { checkoutCourses, payAndReturn, sandboxWebhook, submitSandbox } from '../../../test/payments.ts';
import type { PayphoneFake } from '../../../test/support/payphone.fake.ts';
import { enrolments, orders, paymentEvents } from '../../db/schema.ts';
import { ProviderUnavailable } from '../../integrations/payments/provider.ts';
import { refundSandboxPayment } from '../../integrations/payments/sandbox.ts';
import { reconcilePendingOrders } from './reconcile.ts';

const SECRET = 'money-stays-sandbox-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  // Webhooks held back; three checkouts per student and hour.
  t = await createTestApp({
    SANDBOX_WEBHOOK_SECRET: SECRET,
    SANDBOX_WEBHOOK_DELAY_MS: '3600000',
    CHECKOUTS_PER_HOUR: '3',
  });
});
afterAll(async () => t.close());

const orderRow = async (db: TestApp['db'], id: number) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const enrolmentsOf = (db: TestApp['db'], userId: number) =>
  db.select().from(enrolments).where(eq(enrolments.userId, userId));
const eventsOf = (db: TestApp['db'], reference: string) =>
  db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function sandboxBuyer(price = '25.00') {
  const u = await createUser(t.db);
  const { course } = await createCourse(t.db, { price });
  const checkout = await checkoutCourses(t.app, u.token, [course.id]);
  const order = await orderRow(t.db, checkout.order_id);
  return { ...u, course, checkout, order, reference: order.reference! };
}

describe('reconciliation', () => {
  it('207 abandoned checkouts of one account do not keep a paid order waiting; every order gets its turn', async () => {
    const hoarder = await createUser(t.db);
    const stale = await t.db
      .insert(orders)
      .values(
        Array.from({ length: 207 }, (_, i) => ({
          projectId: PROJECT_ID,
          userId: hoarder.user.id,
          status: 'pending',
          total: '10.00',
          currency: 'USD',
          provider: 'sandbox',
          reference: `cs-abandoned-${i}-${randomUUID().slice(0, 8)}`,
          createdAt: new Date(minutesAgo(60).getTime() - i * 1000),
        })),
      )
      .returning({ id: orders.id });
    // Paid at the provider 3 minutes ago; the buyer closed the tab and the webhook was lost.
    const paid = await sandboxBuyer('31.00');
    expect((await submitSandbox(t.app, paid.checkout.redirect_url, 'approved')).statusCode).toBe(303);
    await t.db
      .update(orders)
      .set({ createdAt: minutesAgo(3) })
      .where(eq(orders.id, paid.order.id));

    const first = await reconcilePendingOrders(t.db, t.app.payments, {
      publicUrl: t.config.publicUrl,
      olderThanMinutes: 2,
      limit: 200,
    });
    expect(first.checked).toBe(200);
    expect(first.paid).toBe(1);
    expect((await orderRow(t.db, paid.order.id)).status).toBe('success');
    expect(await enrolmentsOf(t.db, paid.user.id)).toHaveLength(1);

    // Round robin: the next run takes the 8 never checked before any checked one.
    const ids = stale.map((s) => s.id);
    const unchecked = () =>
      t.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, ids), isNull(orders.lastCheckedAt)));
    expect(await unchecked()).toHaveLength(8);
    const second = await reconcilePendingOrders(t.db, t.app.payments, {
      publicUrl: t.config.publicUrl,
      olderThanMinutes: 2,
      limit: 10,
      now: new Date(Date.now() + 60_000),
    });
    expect(second.checked).toBe(10);
    expect(await unchecked()).toHaveLength(0);
    // Not yet abandoned long enough to expire.
    expect(second.expired).toBe(0);
    await t.db.update(orders).set({ status: 'failure' }).where(inArray(orders.id, ids));
  });

  it('a checkout expires after PAYMENTS_PENDING_EXPIRY_MINUTES once the provider says it is unpaid; never a paid one, never one whose provider could not be asked', async () => {
    expect(t.config.paymentsPendingExpiryMinutes).toBe(130);
    const abandoned = await sandboxBuyer();
    const paidLate = await sandboxBuyer();
    expect((await submitSandbox(t.app, paidLate.checkout.redirect_url, 'approved')).statusCode).toBe(303);
    // An order of a provider this server cannot ask (PayPhone is not configured here).
    const [unreachable] = await t.db
      .insert(orders)
      .values({
        projectId: PROJECT_ID,
        status: 'pending',
        total: '10.00',
        currency: 'USD',
        provider: 'payphone',
        reference: `cs-unreachable-${randomUUID().slice(0, 8)}`,
      })
      .returning();
    const three = [abandoned.order.id, paidLate.order.id, unreachable!.id];
    await t.db
      .update(orders)
      .set({ createdAt: minutesAgo(180) })
      .where(inArray(orders.id, three));

    const run = await reconcilePendingOrders(t.db, t.app.payments, {
      publicUrl: t.config.publicUrl,
      olderThanMinutes: 2,
      expireAfterMinutes: t.config.paymentsPendingExpiryMinutes,
    });
    expect(run).toMatchObject({ expired: 1, paid: 1, errors: 1 });
    expect(await orderRow(t.db, abandoned.order.id)).toMatchObject({
      status: 'failure',
      failureReason: 'expired',
    });
    expect((await orderRow(t.db, paidLate.order.id)).status).toBe('success');
    const stillThere = await orderRow(t.db, unreachable!.id);
    expect(stillThere.status).toBe('pending');
    // Checked (its turn is over) even though its provider failed.
    expect(stillThere.lastCheckedAt).not.toBeNull();
    await t.db.update(orders).set({ status: 'failure' }).where(eq(orders.id, unreachable!.id));
  });
});

describe('checkout rate limit', () => {
  it('a student opens at most CHECKOUTS_PER_HOUR checkouts an hour (429 in Spanish); another student is not affected', async () => {
    const u = await createUser(t.db);
    const { course } = await createCourse(t.db, { price: '12.00' });
    await checkoutCourses(t.app, u.token, [course.id]);
    const again = () =>
      call(t.app, u.token, { method: 'POST', url: '/api/v1/checkout', payload: { proyect_id: PROJECT_ID } });
    expect((await again()).statusCode).toBe(200);
    expect((await again()).statusCode).toBe(200);
    const refused = await again();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyRequests);
    // Same address, another student: their own allowance.
    const other = await sandboxBuyer();
    expect(other.checkout.order_id).toBeGreaterThan(0);
  });
});

describe('a provider this server is not configured for', () => {
  it('its return and webhook routes answer 404 in Spanish, not 500', async () => {
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/return?provider=payphone&id=123&clientTransactionId=cs-abc',
    });
    expect(back.statusCode).toBe(404);
    expect(back.json().message).toBe(ORDER_MESSAGES.unknownProvider);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/payphone',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ClientTransactionId: 'cs-abc', TransactionId: 123, StatusCode: 3 }),
    });
    expect(hook.statusCode).toBe(404);
    expect(hook.json().message).toBe(ORDER_MESSAGES.unknownProvider);
  });
});

describe('signed notifications', () => {
  it('a refund notification whose confirmation fails leaves no event (503); the retry revokes the course', async () => {
    const b = await sandboxBuyer('44.00');
    expect((await payAndReturn(t.app, b.checkout.redirect_url, 'approved')).location).toContain('success');
    expect(await enrolmentsOf(t.db, b.user.id)).toHaveLength(1);
    expect(await refundSandboxPayment(t.db, b.order.providerRef!)).toBe(true);

    const sandbox = t.app.payments.get('sandbox')!;
    const confirm = sandbox.confirm;
    sandbox.confirm = async () => {
      throw new ProviderUnavailable('el proveedor no responde');
    };
    const event = { event_id: `evt-refund-${randomUUID()}`, reference: b.reference };
    try {
      expect((await sandboxWebhook(t.app, SECRET, event)).statusCode).toBe(503);
    } finally {
      sandbox.confirm = confirm;
    }
    expect(await eventsOf(t.db, b.reference)).toHaveLength(0);
    expect((await orderRow(t.db, b.order.id)).status).toBe('success');

    const retry = await sandboxWebhook(t.app, SECRET, event);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().status).toBe('refunded');
    expect(await enrolmentsOf(t.db, b.user.id)).toHaveLength(0);
    expect(await eventsOf(t.db, b.reference)).toHaveLength(1);
    // A replay of the applied event changes nothing.
    expect((await sandboxWebhook(t.app, SECRET, event)).json().status).toBe('refunded');
    expect(await eventsOf(t.db, b.reference)).toHaveLength(1);
  });
});

describe('with PayPhone (its API faked locally)', () => {
  let p: PayphoneTestApp;
  let fake: PayphoneFake;
  beforeAll(async () => {
    p = await createPayphoneTestApp();
    fake = p.fake;
  });
  afterAll(() => p.close());

  async function buyer(price = '30.00') {
    const u = await createUser(p.db);
    const { course } = await createCourse(p.db, { price });
    const checkout = await checkoutCourses(p.app, u.token, [course.id]);
    const order = await orderRow(p.db, checkout.order_id);
    return { ...u, course, order, reference: order.reference!, tx: fake.byReference(order.reference!)! };
  }
  const notify = (body: Record<string, unknown>, remoteAddress: string) =>
    p.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/payphone',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress,
    });
  const confirmCalls = () => fake.calls.filter((c) => c.path === '/api/button/V2/Confirm').length;
  const back = (url: string) => {
    const u = new URL(url);
    return p.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
  };

  it('50 forged notifications for one pending reference make at most one Confirm; finished or unknown references none; the route allows 60 a minute per address', async () => {
    const b = await buyer();
    const before = confirmCalls();
    const forged = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        notify({ ClientTransactionId: b.reference, TransactionId: 700_000 + i, StatusCode: 3 }, '10.77.0.1'),
      ),
    );
    expect(forged.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(confirmCalls() - before).toBeLessThanOrEqual(1);
    expect((await orderRow(p.db, b.order.id)).status).toBe('pending');

    const paid = await buyer();
    expect((await back(fake.pay(paid.tx.id, 'approved'))).headers.location).toContain('success');
    const quiet = confirmCalls();
    for (const reference of [paid.reference, 'cs-nadie-la-conoce']) {
      for (let i = 0; i < 5; i++) {
        const res = await notify(
          { ClientTransactionId: reference, TransactionId: paid.tx.id + i, StatusCode: 3 },
          '10.77.0.1',
        );
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ received: true, status: 'ignored' });
      }
    }
    expect(confirmCalls()).toBe(quiet);
    expect((await orderRow(p.db, paid.order.id)).status).toBe('success');
    // 60 from this address this minute: the next one is cut.
    const cut = await notify(
      { ClientTransactionId: b.reference, TransactionId: 1, StatusCode: 3 },
      '10.77.0.1',
    );
    expect(cut.statusCode).toBe(429);
  });

  it('a malformed or huge notification is refused (400, 413) without a Confirm, an event or a change', async () => {
    const b = await buyer('42.00');
    fake.pay(b.tx.id, 'approved');
    const before = confirmCalls();
    const post = (payload: string, contentType = 'application/json') =>
      p.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook/payphone',
        headers: { 'content-type': contentType },
        payload,
        remoteAddress: '10.77.0.9',
      });
    for (const [payload, contentType] of [
      ['nope', 'text/plain'],
      ['{"ClientTransactionId":', 'application/json'],
      ['[]', 'application/json'],
      [JSON.stringify({}), 'application/json'],
      [JSON.stringify({ TransactionId: b.tx.id, StatusCode: 3 }), 'application/json'],
      [JSON.stringify({ ClientTransactionId: 12, TransactionId: b.tx.id }), 'application/json'],
      [JSON.stringify({ ClientTransactionId: b.reference, TransactionId: 'doce' }), 'application/json'],
      [JSON.stringify({ ClientTransactionId: huge(1000), TransactionId: b.tx.id }), 'application/json'],
    ] as const) {
      const res = await post(payload, contentType);
      expect(res.statusCode, payload.slice(0, 60)).toBe(400);
      expect(res.json().message).toMatch(/[a-záéíóúñ]{3,}/i);
    }
    const tooBig = JSON.stringify({
      ClientTransactionId: b.reference,
      TransactionId: b.tx.id,
      x: huge(300_000),
    });
    expect((await post(tooBig)).statusCode).toBe(413);
    expect(confirmCalls()).toBe(before);
    expect(await eventsOf(p.db, b.reference)).toHaveLength(0);
    expect((await orderRow(p.db, b.order.id)).status).toBe('pending');
  });

  it('a notification whose Confirm fails (PayPhone answers 500) is not recorded: 503, and the retry pays the order', async () => {
    const b = await buyer('41.00');
    fake.pay(b.tx.id, 'approved'); // the buyer closed the tab: only the notification comes back
    fake.failNext(500);
    const body = { ClientTransactionId: b.reference, TransactionId: b.tx.id, StatusCode: 3 };
    const first = await notify(body, '10.77.0.2');
    expect(first.statusCode).toBe(503);
    expect(await eventsOf(p.db, b.reference)).toHaveLength(0);
    expect((await orderRow(p.db, b.order.id)).status).toBe('pending');

    const retry = await notify(body, '10.77.0.2');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().status).toBe('success');
    expect(await eventsOf(p.db, b.reference)).toHaveLength(1);
    expect(await enrolmentsOf(p.db, b.user.id)).toHaveLength(1);
  });

  it('a payment PayPhone later reverses (annulled in its panel, a chargeback) revokes the course when PayPhone is next asked', async () => {
    const b = await buyer('52.00');
    const returnUrl = fake.pay(b.tx.id, 'approved');
    expect((await back(returnUrl)).headers.location).toContain('success');
    expect(await enrolmentsOf(p.db, b.user.id)).toHaveLength(1);
    fake.reverse(b.tx.id);
    // The buyer reloads the return page (any confirmation that asks PayPhone does the same).
    const again = await back(returnUrl);
    expect(again.headers.location).toBe(`/home/payment/failure?order=${b.order.id}`);
    expect(await orderRow(p.db, b.order.id)).toMatchObject({ status: 'refunded' });
    expect(await enrolmentsOf(p.db, b.user.id)).toHaveLength(0);
  });

  it('the reconciliation asks PayPhone again about payments of the last day: one annulled in its panel is revoked', async () => {
    const b = await buyer('53.00');
    expect((await back(fake.pay(b.tx.id, 'approved'))).headers.location).toContain('success');
    fake.reverse(b.tx.id);
    const run = await reconcilePendingOrders(p.db, p.app.payments, {
      publicUrl: p.config.publicUrl,
      olderThanMinutes: 2,
    });
    expect(run.reversed).toBe(1);
    expect((await orderRow(p.db, b.order.id)).status).toBe('refunded');
    expect(await enrolmentsOf(p.db, b.user.id)).toHaveLength(0);
    // Asked again only after RECHECK_PAID_EVERY_MINUTES.
    const calls = confirmCalls();
    await reconcilePendingOrders(p.db, p.app.payments, {
      publicUrl: p.config.publicUrl,
      olderThanMinutes: 2,
    });
    expect(confirmCalls()).toBe(calls);
  });

  describe("the operator's refund", () => {
    it('at PayPhone the same day before 20:00 (Ecuador); afterwards the operator is told what to do by hand and can still mark it refunded', async () => {
      // 10:00 in Ecuador on today's Ecuadorian date, whatever the hour the test runs at.
      const ecuadorToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guayaquil' }).format(
        new Date(),
      );
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(new Date(`${ecuadorToday}T15:00:00Z`));
      try {
        const op = await createOperator(p.app, p.db);
        const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
          call(p.app, op.adminToken, { method, url, ...(payload === undefined ? {} : { payload }) });

        const today = await buyer('60.00');
        await back(fake.pay(today.tx.id, 'approved'));
        expect((await orderRow(p.db, today.order.id)).status).toBe('success');
        const detail = (await admin('GET', `/api/admin/orders/${today.order.id}`)).json();
        expect(detail.provider_refund).toEqual({ available: true, note: null });

        // Bad bodies: 422 in Spanish, nothing refunded.
        for (const bad of [{ at_provider: 'sí' }, { at_provider: true, extra: huge(1000) }]) {
          expect((await admin('POST', `/api/admin/orders/${today.order.id}/refund`, bad)).statusCode).toBe(
            422,
          );
        }
        const refunded = await admin('POST', `/api/admin/orders/${today.order.id}/refund`, {
          at_provider: true,
        });
        expect(refunded.statusCode, refunded.body).toBe(200);
        expect(refunded.json()).toMatchObject({
          message: ADMIN_ORDER_MESSAGES.refundedAtProvider,
          status: 'refunded',
          revoked: 1,
          at_provider: true,
        });
        expect(fake.calls.filter((c) => c.path === '/api/Reverse')).toHaveLength(1);
        expect(fake.transactions.get(today.tx.id)!.statusCode).toBe(2);
        expect(await enrolmentsOf(p.db, today.user.id)).toHaveLength(0);

        // Paid yesterday: PayPhone no longer annuls it.
        const yesterday = await buyer('61.00');
        await back(fake.pay(yesterday.tx.id, 'approved'));
        await p.db
          .update(orders)
          .set({ paidAt: new Date(Date.now() - 86_400_000) })
          .where(eq(orders.id, yesterday.order.id));
        const late = (await admin('GET', `/api/admin/orders/${yesterday.order.id}`)).json();
        expect(late.provider_refund).toEqual({
          available: false,
          note: ADMIN_ORDER_MESSAGES.payphoneWindowClosed,
        });
        const refused = await admin('POST', `/api/admin/orders/${yesterday.order.id}/refund`, {
          at_provider: true,
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(ADMIN_ORDER_MESSAGES.payphoneWindowClosed);
        expect((await orderRow(p.db, yesterday.order.id)).status).toBe('success');
        expect(fake.calls.filter((c) => c.path === '/api/Reverse')).toHaveLength(1);
        // Done by hand in PayPhone's panel, then marked here.
        const marked = await admin('POST', `/api/admin/orders/${yesterday.order.id}/refund`);
        expect(marked.json()).toMatchObject({ status: 'refunded', revoked: 1, at_provider: false });
        expect(await enrolmentsOf(p.db, yesterday.user.id)).toHaveLength(0);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
