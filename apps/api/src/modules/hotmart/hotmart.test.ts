// Hotmart postbacks: the hottok gate, grants by buyer e-mail (with an account and a set-password
// link for a new buyer), revocations, replays, unknown products, out-of-order and concurrent
// deliveries. Access always goes through the orders service (an order with provider 'hotmart').
import { randomUUID } from 'node:crypto';
import { HOTMART_HOTTOK_HEADER } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser } from '../../../test/factories.ts';
import { call, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { enrolments, hotmartEvents, orders, outbox, users } from '../../db/schema.ts';
import { reconcilePendingOrders } from '../payments/reconcile.ts';
import { mapHotmartProduct } from './hotmart.service.ts';

const HOTTOK = 'hottok-de-prueba-0123456789';
let t: TestApp;
let courseId: number;
let productSeq = 5_000_000;

beforeAll(async () => {
  t = await createTestApp({ HOTMART_HOTTOK: HOTTOK });
  const { course } = await createCourse(t.db, { name: 'Curso vendido en Hotmart', price: '97.00' });
  courseId = course.id;
});
afterAll(() => t.close());

async function newProduct(): Promise<string> {
  const { course } = await createCourse(t.db, { name: `Curso Hotmart ${productSeq}`, price: '97.00' });
  const productId = String(productSeq++);
  await mapHotmartProduct(t.db, productId, course.id);
  return productId;
}

type Options = {
  event?: string;
  id?: string;
  email?: string;
  transaction?: string;
  productId?: string;
  creationDate?: number;
  price?: { value: number; currency_value: string };
};

function postback(o: Options = {}) {
  return {
    id: o.id ?? randomUUID(),
    creation_date: o.creationDate ?? Date.now(),
    event: o.event ?? 'PURCHASE_APPROVED',
    version: '2.0.0',
    data: {
      product: { id: Number(o.productId ?? '4774438'), ucode: 'fb056612', name: 'Producto' },
      buyer: {
        email: o.email ?? 'comprador@example.com',
        name: 'Teste Comprador',
        checkout_phone: '99999999900',
      },
      purchase: {
        transaction: o.transaction ?? `HP${Math.floor(Math.random() * 1e12)}`,
        status: 'APPROVED',
        price: o.price ?? { value: 97, currency_value: 'USD' },
        payment: { type: 'CREDIT_CARD', installments_number: 1 },
      },
      producer: { name: 'Productora' },
    },
  };
}

function send(body: unknown, hottok: string | null = HOTTOK, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotmart/webhook',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      ...(hottok === null ? {} : { [HOTMART_HOTTOK_HEADER]: hottok }),
    },
    payload: JSON.stringify(body),
  });
}

async function userId(email: string) {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u?.id ?? null;
}
async function enrolled(email: string, course: number) {
  const id = await userId(email);
  if (id === null) return false;
  const rows = await t.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, id), eq(enrolments.courseId, course)));
  return rows.length === 1;
}
async function hotmartOrders(email: string) {
  return t.db
    .select()
    .from(orders)
    .where(and(eq(orders.email, email), eq(orders.provider, 'hotmart')));
}
async function courseOfProduct(productId: string) {
  const res = await send(postback({ productId, email: `sonda-${productId}@example.com` }));
  expect(res.json().status).toBe('granted');
  const id = await userId(`sonda-${productId}@example.com`);
  const [row] = await t.db.select().from(enrolments).where(eq(enrolments.userId, id!));
  return row!.courseId;
}

describe('hottok', () => {
  it('refuses a postback without hottok (401) or with a forged one (403), before reading the body', async () => {
    const productId = await newProduct();
    const missing = await send(postback({ productId }), null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('Falta el hottok de Hotmart.');
    for (const forged of ['otro', `${HOTTOK}x`, HOTTOK.slice(0, -1), HOTTOK.toUpperCase()]) {
      const res = await send(postback({ productId, email: 'forjado@example.com' }), forged);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('El hottok de Hotmart no es válido.');
    }
    // A forged request with a malformed body learns nothing about the expected shape.
    expect((await send({ nada: true }, 'otro')).statusCode).toBe(403);
    expect(await userId('forjado@example.com')).toBeNull();
  });

  it('accepts the hottok in the body when the header is absent (older postbacks)', async () => {
    const productId = await newProduct();
    const res = await send({ ...postback({ productId, email: 'cuerpo@example.com' }), hottok: HOTTOK }, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('granted');
  });

  it('refuses everything when HOTMART_HOTTOK is not configured', async () => {
    const other = await createTestApp();
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/v1/hotmart/webhook',
        headers: { 'content-type': 'application/json', [HOTMART_HOTTOK_HEADER]: HOTTOK },
        payload: JSON.stringify(postback()),
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('grants', () => {
  it('a new buyer gets an account, a set-password link that works, an order paid through Hotmart and the course', async () => {
    const productId = await newProduct();
    const course = await courseOfProduct(productId);
    const email = 'nueva.compradora@example.com';
    const res = await send(postback({ productId, email, transaction: 'HP0001' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, status: 'granted' });
    expect(await enrolled(email, course)).toBe(true);
    const [order] = await hotmartOrders(email);
    expect(order).toMatchObject({
      status: 'success',
      total: '97.00',
      currency: 'USD',
      transactionalId: 'HP0001',
    });

    const mails = await t.db.select().from(outbox).where(eq(outbox.to, email));
    const setPassword = mails.find((m) => m.subject.includes('elija su contraseña'));
    expect(setPassword).toBeTruthy();
    expect(mails.some((m) => /recibo|comprobante|compra/i.test(m.subject) && m !== setPassword)).toBe(true);
    const link = /\/reset-password\/([^/\s]+)\/([\w-]+)/.exec(setPassword!.text);
    expect(link).toBeTruthy();
    const confirm = await call(t.app, null, {
      method: 'POST',
      url: '/api/v1/resetPassConfirm',
      headers: { authorization: `Bearer ${await clientTokenOf()}` },
      payload: { email, token: link![2], password: 'Mi-Clave-Nueva-2026' },
    });
    expect(confirm.statusCode).toBe(200);
    const login = await call(t.app, await clientTokenOf(), {
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password: 'Mi-Clave-Nueva-2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a known buyer is enrolled on the existing account (no second account, no set-password mail)', async () => {
    const productId = await newProduct();
    const course = await courseOfProduct(productId);
    const { email, user } = await createUser(t.db, { email: 'ya.registrada@example.com' });
    const res = await send(postback({ productId, email: 'Ya.Registrada@Example.com' }));
    expect(res.json().status).toBe('granted');
    expect(await enrolled(email, course)).toBe(true);
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(user.id);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.some((m) => m.subject.includes('elija su contraseña'))).toBe(false);
  });

  it('a replayed event is recognised; APPROVED then COMPLETE of one purchase make one order', async () => {
    const productId = await newProduct();
    const email = 'replay@example.com';
    const approved = postback({ productId, email, transaction: 'HP-REPLAY' });
    expect((await send(approved)).json().status).toBe('granted');
    expect((await send(approved)).json().status).toBe('duplicate');
    const complete = postback({ productId, email, transaction: 'HP-REPLAY', event: 'PURCHASE_COMPLETE' });
    expect((await send(complete)).json().status).toBe('granted');
    expect(await hotmartOrders(email)).toHaveLength(1);
    const events = await t.db.select().from(hotmartEvents).where(eq(hotmartEvents.transaction, 'HP-REPLAY'));
    expect(events).toHaveLength(2);
  });

  it('an unknown product grants nothing and is not recorded, so Hotmart’s resend works once it is mapped', async () => {
    const email = 'sin.producto@example.com';
    const body = postback({ productId: '999999999', email });
    const res = await send(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('unknown_product');
    expect(await userId(email)).toBeNull();
    await mapHotmartProduct(t.db, '999999999', courseId);
    expect((await send(body)).json().status).toBe('granted');
    expect(await enrolled(email, courseId)).toBe(true);
  });

  it('Hotmart’s price in another currency: the order records the course price, Hotmart’s charge is kept', async () => {
    const productId = await newProduct();
    const email = 'reales@example.com';
    const res = await send(postback({ productId, email, price: { value: 1500, currency_value: 'BRL' } }));
    expect(res.json().status).toBe('granted');
    const [order] = await hotmartOrders(email);
    expect(order).toMatchObject({ status: 'success', total: '97.00', currency: 'USD' });
  });

  it('other events are acknowledged and change nothing', async () => {
    const productId = await newProduct();
    const res = await send(
      postback({ productId, email: 'retrasada@example.com', event: 'PURCHASE_DELAYED' }),
    );
    expect(res.json().status).toBe('ignored');
    expect(await userId('retrasada@example.com')).toBeNull();
  });
});

describe('revocations', () => {
  it('a refund, a chargeback or a cancellation revokes the course and marks the order refunded', async () => {
    for (const event of ['PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'PURCHASE_CANCELED']) {
      const productId = await newProduct();
      const course = await courseOfProduct(productId);
      const email = `revocada-${event.toLowerCase()}@example.com`;
      const transaction = `HP-${event}`;
      const t0 = Date.now();
      await send(postback({ productId, email, transaction, creationDate: t0 }));
      expect(await enrolled(email, course)).toBe(true);
      const res = await send(postback({ productId, email, transaction, event, creationDate: t0 + 1000 }));
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('revoked');
      expect(await enrolled(email, course)).toBe(false);
      expect((await hotmartOrders(email))[0]!.status).toBe('refunded');
    }
  });

  it('a refund keeps the course when another paid order of the buyer covers it', async () => {
    const productId = await newProduct();
    const course = await courseOfProduct(productId);
    const email = 'dos.compras@example.com';
    await send(postback({ productId, email, transaction: 'HP-A' }));
    await send(postback({ productId, email, transaction: 'HP-B' }));
    const res = await send(postback({ productId, email, transaction: 'HP-A', event: 'PURCHASE_REFUNDED' }));
    expect(res.json().status).toBe('revoked');
    expect(await enrolled(email, course)).toBe(true);
  });

  it('out of order: a refund delivered before its (older) approval leaves no access', async () => {
    const productId = await newProduct();
    const course = await courseOfProduct(productId);
    const email = 'desordenada@example.com';
    const t0 = Date.now();
    const refund = await send(
      postback({
        productId,
        email,
        transaction: 'HP-OOO',
        event: 'PURCHASE_REFUNDED',
        creationDate: t0 + 5000,
      }),
    );
    expect(refund.json().status).toBe('ignored');
    const approval = await send(postback({ productId, email, transaction: 'HP-OOO', creationDate: t0 }));
    expect(approval.json().status).toBe('stale');
    expect(await enrolled(email, course)).toBe(false);
  });
});

describe('concurrency and bad input', () => {
  it('20 concurrent deliveries (replays of one event and its COMPLETE twin) grant once', async () => {
    const productId = await newProduct();
    const course = await courseOfProduct(productId);
    const email = 'concurrente@example.com';
    const approved = postback({ productId, email, transaction: 'HP-CONC' });
    const complete = postback({ productId, email, transaction: 'HP-CONC', event: 'PURCHASE_COMPLETE' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i % 4 === 3 ? complete : approved)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const statuses = results.map((r) => r.json().status);
    expect(statuses.filter((s) => s === 'duplicate')).toHaveLength(18);
    expect(await hotmartOrders(email)).toHaveLength(1);
    expect(await enrolled(email, course)).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('two concurrent purchases by one new e-mail make one account', async () => {
    const a = await newProduct();
    const b = await newProduct();
    const email = 'dos.productos@example.com';
    const [ra, rb] = await Promise.all([
      send(postback({ productId: a, email })),
      send(postback({ productId: b, email })),
    ]);
    expect([ra.json().status, rb.json().status]).toEqual(['granted', 'granted']);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await hotmartOrders(email)).toHaveLength(2);
  });

  it('a malformed postback with the right hottok is 422 with Spanish messages, never a 500', async () => {
    const base = postback();
    const cases: unknown[] = [
      {},
      { ...base, id: '' },
      { ...base, creation_date: 'ayer' },
      { ...base, data: { ...base.data, buyer: { email: 'no-es-email' } } },
      { ...base, data: { ...base.data, buyer: {} } },
      { ...base, data: { ...base.data, purchase: { transaction: huge(1000) } } },
      { ...base, data: { ...base.data, product: { id: -1 } } },
      { ...base, event: huge(100_000) },
      { ...base, data: null },
    ];
    for (const body of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(422);
      expect(res.json().message).toMatch(/campo|debe|requerido|válid/i);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotmart/webhook',
      headers: { 'content-type': 'application/json', [HOTMART_HOTTOK_HEADER]: HOTTOK },
      payload: '{"id":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('an order left pending by a crash is finished by the reconciliation job through the Hotmart adapter', async () => {
    const productId = await newProduct();
    const course = await courseOfProduct(productId);
    const email = 'reconciliada@example.com';
    // Simulate the crash: the purchase and its order are recorded, the confirmation never ran.
    const res = await send(postback({ productId, email, transaction: 'HP-RECON' }));
    expect(res.json().status).toBe('granted');
    const [order] = await hotmartOrders(email);
    await t.db
      .update(orders)
      .set({ status: 'pending', paidAt: null, createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, order!.id));
    const uid = await userId(email);
    await t.db.delete(enrolments).where(and(eq(enrolments.userId, uid!), eq(enrolments.courseId, course)));
    const summary = await reconcilePendingOrders(t.db, t.app.payments, {
      publicUrl: t.config.publicUrl,
      olderThanMinutes: 1,
    });
    expect(summary.errors).toBe(0);
    expect(await enrolled(email, course)).toBe(true);
    expect((await hotmartOrders(email))[0]!.status).toBe('success');
  });
});

describe('1,000 deliveries', () => {
  it('replays, forged and missing hottoks, malformed bodies, refunds and concurrent approvals: none lost, none doubled, forged 4xx, never 5xx', async () => {
    const productId = await newProduct();
    const course = await courseOfProduct(productId);
    const t0 = Date.now();
    const buyers = Array.from({ length: 40 }, (_, i) => ({
      email: `lote${i}@example.com`,
      transaction: `HP-LOTE-${i}`,
      refunded: i % 5 === 0,
      approved: postback({
        productId,
        email: `lote${i}@example.com`,
        transaction: `HP-LOTE-${i}`,
        creationDate: t0,
      }),
      complete: postback({
        productId,
        email: `lote${i}@example.com`,
        transaction: `HP-LOTE-${i}`,
        event: 'PURCHASE_COMPLETE',
        creationDate: t0 + 10,
      }),
      refund: postback({
        productId,
        email: `lote${i}@example.com`,
        transaction: `HP-LOTE-${i}`,
        event: 'PURCHASE_REFUNDED',
        creationDate: t0 + 60_000,
      }),
    }));
    type Delivery = {
      body: unknown;
      hottok: string | null;
      kind: 'valid' | 'forged' | 'missing' | 'malformed';
    };
    const deliveries: Delivery[] = [];
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    while (deliveries.length < 1000) {
      const b = buyers[Math.floor(random() * buyers.length)]!;
      const r = random();
      if (r < 0.45) deliveries.push({ body: b.approved, hottok: HOTTOK, kind: 'valid' });
      else if (r < 0.6) deliveries.push({ body: b.complete, hottok: HOTTOK, kind: 'valid' });
      else if (r < 0.7 && b.refunded) deliveries.push({ body: b.refund, hottok: HOTTOK, kind: 'valid' });
      else if (r < 0.8)
        deliveries.push({ body: { ...b.refund, id: randomUUID() }, hottok: 'hottok-robado', kind: 'forged' });
      else if (r < 0.88) deliveries.push({ body: b.approved, hottok: null, kind: 'missing' });
      else if (r < 0.95)
        deliveries.push({ body: { ...b.approved, data: { buyer: {} } }, hottok: HOTTOK, kind: 'malformed' });
      else deliveries.push({ body: b.approved, hottok: `${HOTTOK}0`, kind: 'forged' });
    }
    // Every buyer's approval and every refund is delivered at least once.
    for (const b of buyers) {
      deliveries.push({ body: b.approved, hottok: HOTTOK, kind: 'valid' });
      if (b.refunded) deliveries.push({ body: b.refund, hottok: HOTTOK, kind: 'valid' });
    }
    const results: Array<{ kind: Delivery['kind']; status: number }> = [];
    for (let i = 0; i < deliveries.length; i += 50) {
      const batch = deliveries.slice(i, i + 50);
      // Hotmart delivers from many addresses (the webhook allows 600 a minute per address).
      const answers = await Promise.all(batch.map((d, j) => send(d.body, d.hottok, `10.9.${i % 250}.${j}`)));
      for (const [j, res] of answers.entries())
        results.push({ kind: batch[j]!.kind, status: res.statusCode });
    }
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(results.filter((r) => r.kind === 'forged').every((r) => r.status === 403)).toBe(true);
    expect(results.filter((r) => r.kind === 'missing').every((r) => r.status === 401)).toBe(true);
    expect(results.filter((r) => r.kind === 'malformed').every((r) => r.status === 422)).toBe(true);
    expect(results.filter((r) => r.kind === 'valid').every((r) => r.status === 200)).toBe(true);
    for (const b of buyers) {
      const own = await hotmartOrders(b.email);
      expect(own.length, b.email).toBeLessThanOrEqual(1);
      expect(await enrolled(b.email, course), b.email).toBe(!b.refunded);
      // A refund delivered before its approval leaves no account at all; otherwise exactly one.
      const accounts = await t.db.select().from(users).where(eq(users.email, b.email));
      expect(accounts.length, b.email).toBeLessThanOrEqual(1);
      if (!b.refunded) expect(accounts, b.email).toHaveLength(1);
    }
  }, 120_000);
});

let cachedClientToken: string | null = null;
async function clientTokenOf() {
  if (cachedClientToken) return cachedClientToken;
  const { clientToken } = await import('../../../test/helpers.ts');
  cachedClientToken = await clientToken(t.app);
  return cachedClientToken;
}
