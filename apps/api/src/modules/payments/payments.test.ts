import { ORDER_MESSAGES, PROJECT_ID } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import {
  checkoutCourses,
  nextBuyerAddress,
  payAndReturn,
  sandboxWebhook,
  submitSandbox,
} from '../../../test/payments.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import {
  cartItems,
  enrolments,
  orders,
  outbox,
  paymentTransactions,
  sandboxPayments,
} from '../../db/schema.ts';
import { refundSandboxPayment } from '../../integrations/payments/sandbox.ts';
import { applyVerdict, createPendingOrder, refundOrder } from '../orders/orders.service.ts';
import { reconcilePendingOrders } from './reconcile.ts';

let t: TestApp;
let client: string;
const SECRET = 'test-sandbox-webhook-secret-0123456789';
beforeAll(async () => {
  // Webhooks held back: each test triggers the confirmation it is about.
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET, SANDBOX_WEBHOOK_DELAY_MS: '3600000' });
  client = await clientToken(t.app);
});
afterAll(async () => t.close());

const enrolmentsOf = (userId: number) => t.db.select().from(enrolments).where(eq(enrolments.userId, userId));
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const referenceOf = async (id: number) => (await orderRow(id)).reference!;
const cartOf = (userId: number) => t.db.select().from(cartItems).where(eq(cartItems.userId, userId));

async function buyer(prices: string[] = ['247.00']) {
  const u = await createUser(t.db);
  const courses = [];
  for (const price of prices) courses.push((await createCourse(t.db, { price })).course);
  const checkout = await checkoutCourses(
    t.app,
    u.token,
    courses.map((c) => c.id),
  );
  return { ...u, courses, checkout };
}

describe('paying with the sandbox: return → server-side confirm → grant', () => {
  it('an approved card: success page, enrolments, paid order with the provider ids, cart emptied, receipt mail', async () => {
    const b = await buyer(['247.00', '137.00']);
    const back = await payAndReturn(t.app, b.checkout.redirect_url, 'approved');
    expect(back.returnUrl.pathname).toBe('/api/v1/payments/return');
    expect(back.status).toBe(302);
    expect(back.location).toBe(`/home/payment/success?order=${b.checkout.order_id}`);

    expect((await enrolmentsOf(b.user.id)).map((e) => e.courseId).sort()).toEqual(
      b.courses.map((c) => c.id).sort(),
    );
    const order = await orderRow(b.checkout.order_id);
    expect(order).toMatchObject({ status: 'success', total: '384.00', paymentMethodId: 3 });
    expect(order.transactionalId).toBe(back.returnUrl.searchParams.get('id'));
    expect(order.paidAt).not.toBeNull();
    // Owned courses leave the cart (the rows go when the cart is next read).
    const cart = await call(t.app, b.token, { method: 'GET', url: '/api/v1/getAllShoppingCar' });
    expect(cart.json().data).toEqual([]);
    expect(await cartOf(b.user.id)).toHaveLength(0);

    // The sandbox was asked to confirm (the step a merchant must call).
    const [sbx] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, order.reference!));
    expect(sbx?.confirmedAt).not.toBeNull();

    await t.app.mailer.drain();
    const mail = t.sentMail.find((m) => m.to === b.email);
    expect(mail?.subject).toBe(`Recibo de su compra: orden N.º ${order.id}`);
    expect(mail?.text).toContain('Base imponible: $342.86 USD');
    expect(mail?.text).toContain('IVA (12 %): $41.14 USD');
    expect(mail?.text).toContain('Total pagado: $384.00 USD');
    for (const c of b.courses) expect(mail?.text).toContain(c.name);

    // Coming back again (reload of the return URL) grants nothing more and sends no second receipt.
    const reload = await t.app.inject({
      method: 'GET',
      url: `${back.returnUrl.pathname}${back.returnUrl.search}`,
    });
    expect(reload.headers.location).toBe(back.location);
    expect(await enrolmentsOf(b.user.id)).toHaveLength(2);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, b.email))).toHaveLength(1);
  });

  it('GET /api/v1/orders/{id}: the buyer reads the order with its VAT split; anyone else gets 404', async () => {
    const b = await buyer(['49.00']);
    await payAndReturn(t.app, b.checkout.redirect_url, 'approvedMastercard');
    const res = await call(t.app, b.token, { method: 'GET', url: `/api/v1/orders/${b.checkout.order_id}` });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      id: b.checkout.order_id,
      status: 'success',
      total: '49.00',
      base: '43.75',
      vat: '5.25',
      vat_rate: 0.12,
      currency: 'USD',
      provider: 'sandbox',
      items: [
        { course_id: b.courses[0]!.id, name: b.courses[0]!.name, price: '49.00', image: b.courses[0]!.image },
      ],
    });
    expect(order.transactional_id).toMatch(/^\d+$/);
    expect(order.authorization_code).toMatch(/^[0-9A-F]{6}$/);
    expect(Date.parse(order.paid_at)).toBeGreaterThan(0);

    // The billing lists (v2/userOrders, setting/get/userOrder) carry the same VAT split and ids.
    const list = await call(t.app, b.token, { method: 'GET', url: '/api/v2/userOrders/10?page=1' });
    expect(list.json().data[0]).toMatchObject({
      id: b.checkout.order_id,
      status: 'success',
      total: '49.00',
      base: '43.75',
      vat: '5.25',
      vat_rate: 0.12,
      provider: 'sandbox',
      transactional_id: order.transactional_id,
      courses: { name: b.courses[0]!.name },
    });
    const v1 = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/v1/setting/get/userOrder',
      payload: { user_id: b.user.id },
    });
    expect(v1.json().data[0]).toMatchObject({ base: '43.75', vat: '5.25', paid_at: order.paid_at });

    const other = await createUser(t.db);
    expect(
      (await call(t.app, other.token, { method: 'GET', url: `/api/v1/orders/${b.checkout.order_id}` }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, b.token, { method: 'GET', url: '/api/v1/orders/999999' })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, b.token, { method: 'GET', url: '/api/v1/orders/abc' })).statusCode).toBe(422);
    expect(
      (await call(t.app, b.token, { method: 'GET', url: `/api/v1/orders/${huge(30)}` })).statusCode,
    ).toBe(422);
    expect(
      (await call(t.app, client, { method: 'GET', url: `/api/v1/orders/${b.checkout.order_id}` })).statusCode,
    ).toBe(401);
  });

  it('a rejected card or a cancel: failure page, nothing granted, the cart kept for another try', async () => {
    for (const card of ['rejected', 'cancel'] as const) {
      const b = await buyer(['99.00']);
      const back = await payAndReturn(t.app, b.checkout.redirect_url, card);
      expect(back.location).toBe(`/home/payment/failure?order=${b.checkout.order_id}`);
      expect(await enrolmentsOf(b.user.id)).toHaveLength(0);
      expect((await orderRow(b.checkout.order_id)).status).toBe('failure');
      expect(await cartOf(b.user.id)).toHaveLength(1);
      // A new checkout opens a new order (the failed one is not reused).
      const again = await call(t.app, b.token, {
        method: 'POST',
        url: '/api/v1/checkout',
        payload: { proyect_id: 4 },
      });
      expect(again.json().order_id).not.toBe(b.checkout.order_id);
    }
  });

  it('a pending card: pending page, nothing granted, the order stays pending', async () => {
    const b = await buyer(['99.00']);
    const back = await payAndReturn(t.app, b.checkout.redirect_url, 'pending');
    expect(back.location).toBe(`/home/payment/pending?order=${b.checkout.order_id}`);
    expect(await enrolmentsOf(b.user.id)).toHaveLength(0);
    expect((await orderRow(b.checkout.order_id)).status).toBe('pending');
  });

  it('the sandbox page refuses other cards in Spanish (422) and a decided payment is not paid twice', async () => {
    const b = await buyer(['99.00']);
    const bad = await submitSandbox(t.app, b.checkout.redirect_url, 'approved', {
      card_number: '4242424242424242',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Tarjeta no válida en el modo de prueba');
    const noCvv = await submitSandbox(t.app, b.checkout.redirect_url, 'approved', { cvv: '' });
    expect(noCvv.statusCode).toBe(422);
    expect(noCvv.body).toContain('CVV');
    const expired = await submitSandbox(t.app, b.checkout.redirect_url, 'approved', { expiry: '01/20' });
    expect(expired.statusCode).toBe(422);
    expect((await submitSandbox(t.app, b.checkout.redirect_url, 'rejected')).statusCode).toBe(303);
    const twice = await submitSandbox(t.app, b.checkout.redirect_url, 'approved');
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain('Este pago ya fue procesado');
    expect(await enrolmentsOf(b.user.id)).toHaveLength(0);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/sandbox/checkout/sbx_000000000000000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const odd = await t.app.inject({ method: 'POST', url: '/sandbox/checkout/%27%3Cscript%3E', payload: {} });
    expect(odd.statusCode).toBe(404);
  });

  it('the sandbox page writes money as the site does (points for thousands, a comma for cents)', async () => {
    const b = await buyer(['1247.00']);
    const page = await t.app.inject({ method: 'GET', url: new URL(b.checkout.redirect_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pagar $1.247,00');
    expect(page.body).not.toMatch(/\$\d+\.\d{2}\b/);
  });

  it('a forged return (made-up id on an unpaid order, unknown reference, no parameters) grants nothing', async () => {
    const b = await buyer(['99.00']);
    const ref = await referenceOf(b.checkout.order_id);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/return?provider=sandbox&id=123456&clientTransactionId=${ref}&status=approved`,
    });
    expect(forged.headers.location).toBe(`/home/payment/pending?order=${b.checkout.order_id}`);
    for (const url of [
      '/api/v1/payments/return',
      '/api/v1/payments/return?provider=sandbox&clientTransactionId=cs-unknown',
      `/api/v1/payments/return?provider=sandbox&clientTransactionId=${huge(200)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url.slice(0, 80)).toBe(302);
      expect(res.headers.location).toBe('/home/payment/failure');
    }
    // A provider this server does not have: 404 in Spanish (not a 500).
    const nobody = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/return?provider=nadie&clientTransactionId=${ref}`,
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(ORDER_MESSAGES.unknownProvider);
    expect(await enrolmentsOf(b.user.id)).toHaveLength(0);
  });

  it('an approval for another amount or currency grants nothing (order failure, reason recorded)', async () => {
    for (const change of [{ amountCents: 100 }, { currency: 'EUR' }]) {
      const b = await buyer(['99.00']);
      const ref = await referenceOf(b.checkout.order_id);
      await t.db.update(sandboxPayments).set(change).where(eq(sandboxPayments.reference, ref));
      const back = await payAndReturn(t.app, b.checkout.redirect_url, 'approved');
      expect(back.location).toBe(`/home/payment/failure?order=${b.checkout.order_id}`);
      expect(await enrolmentsOf(b.user.id)).toHaveLength(0);
      const order = await orderRow(b.checkout.order_id);
      expect(order).toMatchObject({ status: 'failure', failureReason: 'amount_mismatch' });
      const [tx] = await t.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderId, order.id));
      expect(tx?.matched).toBe(false);
    }
  });

  it('20 concurrent returns and 20 new webhook events of one approved payment: one set of enrolments, one receipt', async () => {
    const b = await buyer(['10.00', '20.00']);
    const paid = await submitSandbox(t.app, b.checkout.redirect_url, 'approved');
    const back = new URL(String(paid.headers.location));
    const reference = await referenceOf(b.checkout.order_id);
    // Returns race each other on the one-statement grant; fresh events re-ask the provider and
    // take the locked path at the same time: no deadlock, no 5xx, one grant.
    const [returns, events] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, () =>
          t.app.inject({
            method: 'GET',
            url: `${back.pathname}${back.search}`,
            remoteAddress: nextBuyerAddress(),
          }),
        ),
      ),
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          sandboxWebhook(t.app, SECRET, { event_id: `evt_race_${reference}_${i}`, reference }),
        ),
      ),
    ]);
    for (const r of returns)
      expect(r.headers.location).toBe(`/home/payment/success?order=${b.checkout.order_id}`);
    for (const r of events) expect(r.json()).toEqual({ received: true, status: 'success' });
    expect(await enrolmentsOf(b.user.id)).toHaveLength(2);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, b.email))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderId, b.checkout.order_id)),
    ).toHaveLength(1);
  });
});

describe('POST /api/v1/payments/webhook/{provider}', () => {
  it('a signed notification triggers the confirmation; its replay is acknowledged and grants nothing more', async () => {
    const b = await buyer(['30.00']);
    await submitSandbox(t.app, b.checkout.redirect_url, 'approved'); // the buyer never comes back
    const reference = await referenceOf(b.checkout.order_id);
    const res = await sandboxWebhook(t.app, SECRET, { event_id: 'evt_a1', reference });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, status: 'success' });
    expect(await enrolmentsOf(b.user.id)).toHaveLength(1);
    const replay = await sandboxWebhook(t.app, SECRET, { event_id: 'evt_a1', reference });
    expect(replay.statusCode).toBe(200);
    expect(await enrolmentsOf(b.user.id)).toHaveLength(1);
  });

  it('never trusts the body: a signed event for an unpaid order leaves it pending', async () => {
    const b = await buyer(['30.00']);
    const reference = await referenceOf(b.checkout.order_id);
    const res = await sandboxWebhook(t.app, SECRET, {
      event_id: 'evt_b1',
      reference,
      status: 'approved',
    } as never);
    expect(res.json()).toEqual({ received: true, status: 'pending' });
    expect(await enrolmentsOf(b.user.id)).toHaveLength(0);
  });

  it('forged, stale, unsigned or malformed notifications are 4xx, never 5xx, and grant nothing', async () => {
    const b = await buyer(['30.00']);
    await submitSandbox(t.app, b.checkout.redirect_url, 'approved');
    const reference = await referenceOf(b.checkout.order_id);
    const forged = await sandboxWebhook(t.app, SECRET, { event_id: 'evt_c1', reference }, { forge: true });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(ORDER_MESSAGES.webhookRefused);
    const stale = await sandboxWebhook(
      t.app,
      SECRET,
      { event_id: 'evt_c2', reference },
      { timestamp: Math.floor(Date.now() / 1000) - 3600 },
    );
    expect(stale.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event_id: 'evt_c3', reference }),
    });
    expect(unsigned.statusCode).toBe(401);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/sandbox',
      headers: { 'content-type': 'text/plain', 'x-sandbox-signature': 't=abc,v1=zz' },
      payload: huge(10_000),
    });
    expect(garbage.statusCode).toBe(401);
    expect(await enrolmentsOf(b.user.id)).toHaveLength(0);
    const unknownProvider = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/nadie',
      payload: '{}',
    });
    expect(unknownProvider.statusCode).toBe(404);
    const unknownRef = await sandboxWebhook(t.app, SECRET, {
      event_id: 'evt_c4',
      reference: 'cs-desconocida',
    });
    expect(unknownRef.statusCode).toBe(404);
  });

  it('the sandbox posts its own signed webhook after the payment, which finishes the order', async () => {
    const fast = await createTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '0' });
    try {
      const u = await createUser(fast.db);
      const { course } = await createCourse(fast.db, { price: '15.00' });
      const checkout = await checkoutCourses(fast.app, u.token, [course.id]);
      await submitSandbox(fast.app, checkout.redirect_url, 'approved'); // no return: only the webhook
      for (let i = 0; i < 100; i++) {
        const [row] = await fast.db.select().from(orders).where(eq(orders.id, checkout.order_id));
        if (row?.status === 'success') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const rows = await fast.db.select().from(enrolments).where(eq(enrolments.userId, u.user.id));
      expect(rows.map((r) => r.courseId)).toEqual([course.id]);
    } finally {
      await fast.close();
    }
  });
});

describe('spec §7 legacy payment calls: triggers, never grants', () => {
  it('orderConsult/success: 401 for a made-up or unconfirmed transaction, 200 once the provider confirms', async () => {
    const b = await buyer(['20.00']);
    const post = (payload: object) =>
      call(t.app, client, { method: 'POST', url: '/api/client/orderConsult/success', payload });
    const forged = await post({
      transactional_id: '999999',
      authorization_code: 'X',
      status: 'success',
      amount: 20,
    });
    expect(forged.statusCode).toBe(401);
    const ref = await referenceOf(b.checkout.order_id);
    const unpaid = await post({ transactional_id: ref, status: 'success', amount: '20.00', email: b.email });
    expect(unpaid.statusCode).toBe(401);
    expect(unpaid.json().message).toBe(ORDER_MESSAGES.notConfirmed);
    expect(await enrolmentsOf(b.user.id)).toHaveLength(0);

    // Paid at the provider; the buyer's old client reports it (our reference as transactional_id).
    const paid = await submitSandbox(t.app, b.checkout.redirect_url, 'approved');
    const providerId = new URL(String(paid.headers.location)).searchParams.get('id')!;
    const wrongEmail = await post({ transactional_id: ref, email: 'otra@ejemplo.com' });
    expect(wrongEmail.statusCode).toBe(401);
    expect(await enrolmentsOf(b.user.id)).toHaveLength(0);
    const ok = await post({
      transactional_id: ref,
      email: b.email,
      name: 'Ana',
      payment_method_id: 3,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Compra exitosa',
      status: 'success',
      order_id: b.checkout.order_id,
    });
    expect(await enrolmentsOf(b.user.id)).toHaveLength(1);
    // Once confirmed, the provider's own transaction id names the order too.
    expect((await post({ transactional_id: providerId })).statusCode).toBe(401); // no e-mail: refused
    const byProviderId = await post({ transactional_id: providerId, email: b.email });
    expect(byProviderId.json()).toMatchObject({ status: 'success', order_id: b.checkout.order_id });
  });

  it('orderConsult/failure and /pending answer the real status; insertUserCourses* act on the caller only', async () => {
    const b = await buyer(['20.00']);
    const ref = await referenceOf(b.checkout.order_id);
    const failure = await call(t.app, client, {
      method: 'POST',
      url: '/api/client/orderConsult/failure',
      payload: { transactional_id: ref, status: 'failure', email: b.email.toUpperCase() },
    });
    expect(failure.json()).toEqual({
      message: 'Compra pendiente de aprobación',
      status: 'pending',
      order_id: b.checkout.order_id,
    });
    const pending = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/v1/orderConsult/pending',
      payload: { user_id: b.user.id, transactional_id: ref, payment_method_id: 2, order_data: { a: 1 } },
    });
    expect(pending.json().status).toBe('pending');

    const other = await createUser(t.db);
    const foreign = await call(t.app, other.token, {
      method: 'POST',
      url: '/api/v1/insertUserCourses',
      payload: { user_id: b.user.id, transactional_id: ref },
    });
    expect(foreign.statusCode).toBe(403);
    const notTheirs = await call(t.app, other.token, {
      method: 'POST',
      url: '/api/v1/insertUserCourses',
      payload: { user_id: other.user.id, transactional_id: ref },
    });
    expect(notTheirs.statusCode).toBe(401);
    const early = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/v1/insertUserCourses',
      payload: { user_id: b.user.id, transactional_id: ref, status: 'success' },
    });
    expect(early.statusCode).toBe(401);

    await submitSandbox(t.app, b.checkout.redirect_url, 'approved');
    const ok = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/v1/insertUserCourses',
      payload: { user_id: b.user.id, transactional_id: ref },
    });
    expect(ok.json()).toMatchObject({ status: 'success', message: 'Compra exitosa' });
    for (const url of ['/api/v1/insertUserCoursesPending', '/api/v1/insertUserCoursesFailure']) {
      const res = await call(t.app, b.token, {
        method: 'POST',
        url,
        payload: { user_id: b.user.id, transactional_id: ref },
      });
      expect(res.json().status).toBe('success');
    }
    const unknown = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/v1/insertUserCoursesFailure',
      payload: { user_id: b.user.id, transactional_id: 'nada' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await enrolmentsOf(b.user.id)).toHaveLength(1);
  });

  it('bad input is 422 on every legacy call', async () => {
    const u = await createUser(t.db);
    for (const [token, url, payload] of [
      [client, '/api/client/orderConsult/success', {}],
      [client, '/api/client/orderConsult/success', { transactional_id: huge(1000) }],
      [client, '/api/client/orderConsult/failure', { transactional_id: ['x'] }],
      [u.token, '/api/v1/orderConsult/pending', { transactional_id: 'x' }],
      [u.token, '/api/v1/insertUserCourses', { user_id: 'yo', transactional_id: 'x' }],
      [u.token, '/api/v1/insertUserCoursesPending', { user_id: u.user.id }],
      [
        u.token,
        '/api/v1/insertUserCoursesFailure',
        { user_id: u.user.id, transactional_id: 'x', note: huge(1000) },
      ],
    ] as const) {
      const res = await call(t.app, token, { method: 'POST', url, payload });
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 40)}`).toBe(422);
      expect(res.json().message).toMatch(/campo/i);
    }
  });
});

describe('GET /api/v1/payments/info', () => {
  it('answers the provider, USD, the VAT rate and the accepted cards to any token', async () => {
    const res = await call(t.app, client, { method: 'GET', url: '/api/v1/payments/info' });
    expect(res.json()).toEqual({
      provider: 'sandbox',
      currency: 'USD',
      vat_rate: 0.12,
      accepted_cards: ['Visa', 'Master Card'],
    });
    expect((await call(t.app, null, { method: 'GET', url: '/api/v1/payments/info' })).statusCode).toBe(401);
  });
});

describe('refunds', () => {
  it('revoke access unless another paid order covers the course; a refund is idempotent', async () => {
    const b = await buyer(['10.00', '20.00']);
    await payAndReturn(t.app, b.checkout.redirect_url, 'approved');
    const [a, c] = b.courses as [(typeof b.courses)[0], (typeof b.courses)[0]];
    // A second paid order that also covers course a (e.g. bought again through another channel).
    const second = await createPendingOrder(t.db, {
      userId: b.user.id,
      email: b.email,
      buyerName: null,
      provider: 'sandbox',
      vatRate: 0.12,
      items: [{ courseId: a.id, priceCents: 1000 }],
    });
    await applyVerdict(
      t.db,
      'sandbox',
      second.id,
      {
        status: 'approved',
        transactionId: `manual-${second.id}`,
        authorizationCode: null,
        amountCents: 1000,
        currency: 'USD',
        raw: {},
      },
      'http://localhost',
    );
    const result = await refundOrder(t.db, b.checkout.order_id);
    expect(result).toEqual({ status: 'refunded', revoked: 1, changed: true });
    const rows = await enrolmentsOf(b.user.id);
    expect(rows.map((r) => [r.courseId, r.orderId])).toEqual([[a.id, second.id]]);
    expect((await refundOrder(t.db, b.checkout.order_id)).changed).toBe(false);
    expect(rows.some((r) => r.courseId === c.id)).toBe(false);
  });

  it('a refund the provider notifies (a new webhook event) revokes the course; a replay does not re-ask', async () => {
    const b = await buyer(['10.00']);
    await payAndReturn(t.app, b.checkout.redirect_url, 'approved');
    const order = await orderRow(b.checkout.order_id);
    const paidEvent = await sandboxWebhook(t.app, SECRET, {
      event_id: 'evt_r1',
      reference: order.reference!,
    });
    expect(paidEvent.json()).toEqual({ received: true, status: 'success' });
    expect(await refundSandboxPayment(t.db, order.providerRef!)).toBe(true);
    const replay = await sandboxWebhook(t.app, SECRET, { event_id: 'evt_r1', reference: order.reference! });
    expect(replay.json()).toEqual({ received: true, status: 'success' });
    const refund = await sandboxWebhook(t.app, SECRET, { event_id: 'evt_r2', reference: order.reference! });
    expect(refund.json()).toEqual({ received: true, status: 'refunded' });
    expect(await enrolmentsOf(b.user.id)).toHaveLength(0);
  });

  it('a refund the provider reports on the return URL revokes the course', async () => {
    const b = await buyer(['10.00']);
    await payAndReturn(t.app, b.checkout.redirect_url, 'approved');
    const order = await orderRow(b.checkout.order_id);
    expect(await refundSandboxPayment(t.db, order.providerRef!)).toBe(true);
    const res = await call(t.app, null, {
      method: 'GET',
      url: `/api/v1/payments/return?provider=sandbox&clientTransactionId=${order.reference}&checkout=${order.providerRef}`,
    });
    expect(res.headers.location).toBe(`/home/payment/failure?order=${order.id}`);
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect(await enrolmentsOf(b.user.id)).toHaveLength(0);
  });
});

describe('reconciliation', () => {
  it('finishes an order whose buyer paid but never came back; a second run changes nothing', async () => {
    const b = await buyer(['12.00']);
    await submitSandbox(t.app, b.checkout.redirect_url, 'approved');
    const options = { publicUrl: t.config.publicUrl, olderThanMinutes: 0, now: new Date(Date.now() + 1000) };
    const first = await reconcilePendingOrders(t.db, t.app.payments, options);
    expect(first.paid).toBeGreaterThanOrEqual(1);
    expect((await orderRow(b.checkout.order_id)).status).toBe('success');
    const second = await reconcilePendingOrders(t.db, t.app.payments, options);
    expect(second.paid).toBe(0);
    expect(await enrolmentsOf(b.user.id)).toHaveLength(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, b.email))).toHaveLength(1);
  });

  it('leaves recent pending orders alone and expires abandoned ones after 24 hours', async () => {
    const b = await buyer(['12.00']);
    const recent = await reconcilePendingOrders(t.db, t.app.payments, {
      publicUrl: t.config.publicUrl,
      olderThanMinutes: 5,
    });
    expect(recent.checked).toBe(0);
    const later = await reconcilePendingOrders(t.db, t.app.payments, {
      publicUrl: t.config.publicUrl,
      olderThanMinutes: 5,
      now: new Date(Date.now() + 25 * 3_600_000),
    });
    expect(later.expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(b.checkout.order_id)).toMatchObject({
      status: 'failure',
      failureReason: 'expired',
    });
  });
});

describe('VAT_RATE is operator configuration', () => {
  it('refuses a rate that is not a fraction below 50 %', () => {
    for (const bad of ['15', '-0.1', 'doce', '0.6']) {
      expect(() => loadConfig({ NODE_ENV: 'test', VAT_RATE: bad }), bad).toThrow(ConfigError);
    }
    expect(loadConfig({ NODE_ENV: 'test' }).vatRate).toBe(0.12);
  });

  it('the payment calls are in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/v1/checkout',
      '/api/v1/orders/{id}',
      '/api/v1/payments/webhook/{provider}',
      '/api/v1/getAllShoppingCar',
    ])
      expect(paths).toContain(p);
  });

  it('a 15 % rate (Ecuador since 2024) splits the cart and the order with it', async () => {
    const ec = await createTestApp({ VAT_RATE: '0.15' });
    try {
      const u = await createUser(ec.db);
      const { course } = await createCourse(ec.db, { price: '115.00' });
      const checkout = await checkoutCourses(ec.app, u.token, [course.id]);
      const res = await call(ec.app, u.token, { method: 'GET', url: `/api/v1/orders/${checkout.order_id}` });
      expect(res.json()).toMatchObject({ total: '115.00', base: '100.00', vat: '15.00', vat_rate: 0.15 });
      const [row] = await ec.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, checkout.order_id), eq(orders.projectId, PROJECT_ID)));
      expect(row?.vatRate).toBe('0.1500');
    } finally {
      await ec.close();
    }
  });
});
