// The book pre-sale API: the offer a token names, the server's price against the URL's, the guest
// purchase through the configured provider (sandbox and PayPhone's fake), the return to the offer
// page, the spec's orderConsult/success answer (200 only once the provider confirmed it) and the
// receipt. A guest's result is reachable only by its unguessable reference.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser } from '../../../test/factories.ts';
import {
  call,
  clientToken,
  createPayphoneTestApp,
  createTestApp,
  huge,
  type PayphoneTestApp,
  type TestApp,
} from '../../../test/helpers.ts';
import { submitSandbox } from '../../../test/payments.ts';
import type { PayphoneFake } from '../../../test/support/payphone.fake.ts';
import { bookPurchases, enrolments, orders, outbox } from '../../db/schema.ts';
import { saveBookOffer } from './book.service.ts';

const TOKEN = 'preventa-de-prueba';
const buyer = {
  name: 'Ana',
  last_name: 'Pérez',
  email: 'ana.compradora@example.com',
  phone: '0991234567',
  accept: true,
};

let t: TestApp;
let token: string;
let bookCourseId: number;

async function setupOffer(app: TestApp) {
  const { course } = await createCourse(app.db, { name: 'Libro de prueba (preventa)', price: '20.00' });
  await saveBookOffer(app.db, {
    token: TOKEN,
    title: 'Libro de prueba',
    description: 'Preventa del libro de prueba.',
    price: '20.00',
    terms: 'Primer término.\n\nSegundo término.',
    courseId: course.id,
  });
  return course.id;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await clientToken(t.app);
  bookCourseId = await setupOffer(t);
});
afterAll(() => t.close());

/** Each purchase from its own address: the checkout is limited to 10 a minute per IP. */
let address = 0;
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
const checkout = (body: Record<string, unknown>, tk: string | null = token, offer = TOKEN) =>
  call(t.app, tk, {
    method: 'POST',
    url: `/api/v1/book-offers/${offer}/checkout`,
    payload: body,
    remoteAddress: nextAddress(),
  });

/** Pays on the sandbox page, then follows the sandbox's redirect to our return route. */
async function payOnSandbox(redirectUrl: string, card: 'approved' | 'rejected' | 'pending' | 'cancel') {
  const paid = await submitSandbox(t.app, redirectUrl, card);
  expect(paid.statusCode).toBe(303);
  const back = new URL(String(paid.headers.location));
  expect(back.pathname).toBe('/api/v1/book-orders/return');
  const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location), 'http://x');
}

const consultSuccess = (reference: string, extra: Record<string, unknown> = {}) =>
  call(t.app, token, {
    method: 'POST',
    url: '/api/client/orderConsult/success',
    remoteAddress: nextAddress(),
    payload: {
      name: buyer.name,
      last_name: buyer.last_name,
      email: buyer.email,
      phone: buyer.phone,
      transactional_id: reference,
      payment_method_id: 3,
      status: 'success',
      amount: '20.00',
      ...extra,
    },
  });

describe('GET /api/v1/book-offers/{token}', () => {
  it('answers the offer with the server’s price and terms', async () => {
    const res = await call(t.app, token, { method: 'GET', url: `/api/v1/book-offers/${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      token: TOKEN,
      title: 'Libro de prueba',
      description: 'Preventa del libro de prueba.',
      price: '20.00',
      currency: 'USD',
      terms: 'Primer término.\n\nSegundo término.',
    });
  });

  it('unknown or ended offer → 404 in Spanish; a malformed token → 422; no token → 401', async () => {
    const unknown = await call(t.app, token, { method: 'GET', url: '/api/v1/book-offers/no-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Esta preventa no existe o ya terminó.');
    const { course } = await createCourse(t.db);
    await saveBookOffer(t.db, {
      token: 'terminada',
      title: 'x',
      description: '',
      price: '5',
      terms: 't',
      courseId: course.id,
      active: false,
    });
    expect(
      (await call(t.app, token, { method: 'GET', url: '/api/v1/book-offers/terminada' })).statusCode,
    ).toBe(404);
    const bad = await call(t.app, token, {
      method: 'GET',
      url: `/api/v1/book-offers/${encodeURIComponent('a b;')}`,
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (await call(t.app, token, { method: 'GET', url: `/api/v1/book-offers/${huge(81)}` })).statusCode,
    ).toBe(422);
    expect((await call(t.app, null, { method: 'GET', url: `/api/v1/book-offers/${TOKEN}` })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/v1/book-offers/{token}/checkout', () => {
  it('refuses a tampered price with a clear Spanish message and creates nothing', async () => {
    const before = await t.db.select().from(orders);
    for (const price of ['1', '19.99', '20.01', 0.01, '2000']) {
      const res = await checkout({ ...buyer, price });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'price_mismatch' });
      expect(res.json().errors.price[0]).toBe(
        'El precio de este enlace no corresponde a la preventa: el precio vigente es $20,00. No se realizó ningún cobro; abra el enlace correcto para continuar.',
      );
    }
    const garbage = await checkout({ ...buyer, price: '20abc' });
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors.price[0]).toBe(
      'El precio del enlace no es válido. No se realizó ningún cobro.',
    );
    expect(await t.db.select().from(orders)).toHaveLength(before.length);
  });

  it('bad input → 422 with Spanish messages per field', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ ...buyer, price: '20', name: '' }, 'name', /nombre es requerido/],
      [{ ...buyer, price: '20', last_name: undefined }, 'last_name', /apellido es requerido/],
      [{ ...buyer, price: '20', email: 'no-es-correo' }, 'email', /correo/],
      [{ ...buyer, price: '20', phone: '12' }, 'phone', /teléfono|número/i],
      [{ ...buyer, price: '20', accept: false }, 'accept', /aceptar los términos/],
      [{ ...buyer, price: '20', name: huge(5000) }, 'name', /máximo/],
      [{ ...buyer, price: { a: 1 } }, 'price', /precio|price|valor/],
      [{ ...buyer, price: '20', email: 42 }, 'email', /texto|email/],
    ];
    for (const [body, field, message] of cases) {
      const res = await checkout(body);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]?.[0], field).toMatch(message);
    }
    expect((await checkout({ ...buyer, price: '20' }, token, 'no-existe')).statusCode).toBe(404);
    expect((await checkout({ ...buyer, price: '20' }, null)).statusCode).toBe(401);
  });

  it('the right price opens a sandbox checkout with an unguessable reference; approved → 200, receipt, paid order', async () => {
    const res = await checkout({ ...buyer, price: '20' });
    expect(res.statusCode).toBe(200);
    const { reference, redirect_url } = res.json();
    expect(reference).toMatch(/^cs-[0-9a-f]{24}$/);
    const [order] = await t.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order).toMatchObject({ status: 'pending', total: '20.00', userId: null, email: buyer.email });
    const [purchase] = await t.db.select().from(bookPurchases).where(eq(bookPurchases.orderId, order!.id));
    expect(purchase).toMatchObject({ firstName: 'Ana', lastName: 'Pérez', phone: '+593991234567' });

    // Before paying, a "success" report is refused (spec §4: 401 on failure).
    expect((await consultSuccess(reference)).statusCode).toBe(401);

    const landing = await payOnSandbox(redirect_url, 'approved');
    expect(landing.pathname).toBe(`/checkout/20/${TOKEN}`);
    expect(landing.searchParams.get('ref')).toBe(reference);

    const result = await call(t.app, token, { method: 'GET', url: `/api/v1/book-orders/${reference}` });
    expect(result.statusCode).toBe(200);
    expect(result.json().data).toMatchObject({
      reference,
      status: 'success',
      token: TOKEN,
      title: 'Libro de prueba',
      total: '20.00',
      email: buyer.email,
      first_name: 'Ana',
    });
    expect(result.json().data.transactional_id).toBeTruthy();

    const recorded = await consultSuccess(reference);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({ status: 'success', message: 'Compra exitosa' });
    // Recording twice changes nothing.
    expect((await consultSuccess(reference)).statusCode).toBe(200);

    const mails = await t.db.select().from(outbox).where(eq(outbox.to, buyer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('20.00');
  });

  it('a rejected card → failure; orderConsult/success answers 401 and nothing is granted', async () => {
    const res = await checkout({ ...buyer, price: '20.00', email: 'rechazada@example.com' });
    const { reference, redirect_url } = res.json();
    const landing = await payOnSandbox(redirect_url, 'rejected');
    expect(landing.searchParams.get('ref')).toBe(reference);
    const result = await call(t.app, token, { method: 'GET', url: `/api/v1/book-orders/${reference}` });
    expect(result.json().data.status).toBe('failure');
    expect((await consultSuccess(reference, { email: 'rechazada@example.com' })).statusCode).toBe(401);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'rechazada@example.com'))).toHaveLength(0);
  });

  it('a logged-in buyer’s paid pre-sale also adds the book’s catalogue item to their courses', async () => {
    const { user, token: userToken } = await createUser(t.db, { email: 'alumna@example.com' });
    const res = await checkout({ ...buyer, price: '20', email: 'alumna@example.com' }, userToken);
    expect(res.statusCode).toBe(200);
    await payOnSandbox(res.json().redirect_url, 'approved');
    const rows = await t.db.select().from(enrolments).where(eq(enrolments.userId, user.id));
    expect(rows.map((r) => r.courseId)).toContain(bookCourseId);
  });
});

describe('GET /api/v1/book-orders/{reference}', () => {
  it('only the exact reference finds a purchase: guessed or other orders’ references → 404, malformed → 422', async () => {
    const guessed = await call(t.app, token, {
      method: 'GET',
      url: `/api/v1/book-orders/cs-${'0'.repeat(24)}`,
    });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().message).toBe('No encontramos esta compra.');
    // The reference of an order that is not a book purchase (a course order) is not a book result.
    const [other] = await t.db
      .insert(orders)
      .values({ projectId: 4, status: 'success', total: '49.00', reference: `cs-${'a'.repeat(24)}` })
      .returning();
    expect(
      (await call(t.app, token, { method: 'GET', url: `/api/v1/book-orders/${other!.reference}` }))
        .statusCode,
    ).toBe(404);
    for (const id of ['1', '2', 'x;drop', huge(100)]) {
      const res = await call(t.app, token, {
        method: 'GET',
        url: `/api/v1/book-orders/${encodeURIComponent(id)}`,
      });
      expect([404, 422]).toContain(res.statusCode);
    }
  });

  it('the return route never fails: unknown references and providers land on the home page', async () => {
    for (const qs of [
      '',
      '?provider=sandbox',
      '?provider=nadie&clientTransactionId=x',
      '?provider=sandbox&clientTransactionId=cs-zzz&id=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/book-orders/return${qs}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    }
  });
});

describe('with PayPhone (its API faked locally)', () => {
  let p: PayphoneTestApp;
  let fake: PayphoneFake;
  let ptoken: string;

  beforeAll(async () => {
    p = await createPayphoneTestApp();
    fake = p.fake;
    ptoken = await clientToken(p.app);
    await setupOffer(p);
  });
  afterAll(() => p.close());

  async function start(email: string) {
    const res = await call(p.app, ptoken, {
      method: 'POST',
      url: `/api/v1/book-offers/${TOKEN}/checkout`,
      payload: { ...buyer, email, price: '20' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(200);
    const { reference, redirect_url } = res.json();
    expect(redirect_url.startsWith(`${fake.url}/pay/`)).toBe(true);
    const tx = fake.byReference(reference)!;
    // Prepare carried the offer's price split with the 12 % VAT.
    expect(tx).toMatchObject({ amount: 2000, amountWithTax: 1786, tax: 214, currency: 'USD' });
    return { reference, tx };
  }
  const back = (url: string) => {
    const u = new URL(url);
    return p.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
  };
  const status = async (reference: string) =>
    (await call(p.app, ptoken, { method: 'GET', url: `/api/v1/book-orders/${reference}` })).json().data
      .status;

  it('approved: the return confirms at once (PayPhone reverses unconfirmed payments) and the order is paid', async () => {
    const { reference, tx } = await start('payphone.ok@example.com');
    const res = await back(fake.pay(tx.id, 'approved'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/checkout/20/${TOKEN}?ref=${reference}`);
    expect(tx.confirmCount).toBe(1);
    expect(await status(reference)).toBe('success');
    const ok = await call(p.app, ptoken, {
      method: 'POST',
      url: '/api/client/orderConsult/success',
      payload: { transactional_id: reference, email: 'payphone.ok@example.com' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('cancelled on PayPhone → failure', async () => {
    const { reference, tx } = await start('payphone.cancel@example.com');
    const res = await back(fake.pay(tx.id, 'cancelled'));
    expect(res.headers.location).toBe(`/checkout/20/${TOKEN}?ref=${reference}`);
    expect(await status(reference)).toBe('failure');
  });

  it('PayPhone charged another amount → not paid, nothing sent', async () => {
    const { reference, tx } = await start('payphone.monto@example.com');
    await back(fake.pay(tx.id, 'approved', { chargedAmount: 100 }));
    expect(await status(reference)).toBe('failure');
    const [order] = await p.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.failureReason).toBe('amount_mismatch');
    expect(await p.db.select().from(outbox).where(eq(outbox.to, 'payphone.monto@example.com'))).toHaveLength(
      0,
    );
  });

  it('PayPhone times out or fails on Confirm → the buyer still lands on the page, the order stays pending, a later confirm pays it', async () => {
    for (const failure of ['timeout', 500] as const) {
      const { reference, tx } = await start(`payphone.${failure}@example.com`);
      const url = fake.pay(tx.id, 'approved');
      fake.failNext(failure);
      const res = await back(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/checkout/20/${TOKEN}?ref=${reference}`);
      expect(await status(reference)).toBe('pending');
      // The page's orderConsult/success (or the reconciliation job) confirms again.
      const ok = await call(p.app, ptoken, {
        method: 'POST',
        url: '/api/client/orderConsult/success',
        payload: { transactional_id: reference },
      });
      expect(ok.statusCode).toBe(200);
      expect(await status(reference)).toBe('success');
    }
  }, 60_000);

  it('the buyer closed the tab after paying: PayPhone’s (unsigned) notification only triggers a Confirm, which pays the order', async () => {
    const { reference, tx } = await start('payphone.cerro@example.com');
    fake.pay(tx.id, 'approved');
    const webhook = (body: unknown) =>
      p.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook/payphone',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    // What the notification claims is never believed: a "cancelled" claim still asks PayPhone.
    const res = await webhook({
      StoreId: fake.storeId,
      ClientTransactionId: reference,
      TransactionId: tx.id,
      StatusCode: 2,
      Amount: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(await status(reference)).toBe('success');
    expect(tx.confirmCount).toBe(1);
    // Malformed → 400; a reference we never issued → acknowledged and ignored; neither reaches PayPhone.
    const calls = fake.calls.length;
    expect((await webhook({ nada: 1 })).statusCode).toBe(400);
    const unknown = await webhook({ ClientTransactionId: `cs-${'f'.repeat(24)}`, TransactionId: 1 });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: true, status: 'ignored' });
    expect(fake.calls.length).toBe(calls);
  });

  it('PayPhone down at Prepare → 502 with the spec’s message; nothing charged', async () => {
    fake.failNext(503);
    const res = await call(p.app, ptoken, {
      method: 'POST',
      url: `/api/v1/book-offers/${TOKEN}/checkout`,
      payload: { ...buyer, price: '20' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/¡ERROR inesperado, intente nuevamente/);
  });
});
