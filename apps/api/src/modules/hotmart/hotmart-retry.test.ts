// A Hotmart postback whose confirmation fails answers 503, so Hotmart delivers it again, and the
// redelivery finishes it (the event id is already recorded with the purchase state it set).
import { randomUUID } from 'node:crypto';
import { HOTMART_HOTTOK_HEADER, ORDER_MESSAGES } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { enrolments, orders } from '../../db/schema.ts';
import { mapHotmartProduct } from './hotmart.service.ts';

// The orders service fails on demand (a database hiccup between the postback and its confirmation).
// A fresh module graph: files of a worker share one (isolate: false), and this one mocks a module.
const failures = vi.hoisted(() => {
  vi.resetModules();
  return { next: 0 };
});
vi.mock('../orders/orders.service.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../orders/orders.service.ts')>();
  return {
    ...actual,
    confirmOrder: async (...args: Parameters<typeof actual.confirmOrder>) => {
      if (failures.next > 0) {
        failures.next--;
        throw new Error('la base de datos no respondió');
      }
      return actual.confirmOrder(...args);
    },
  };
});

const HOTTOK = 'hottok-de-prueba-reintento-0123';
const PRODUCT = '6100200';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ HOTMART_HOTTOK: HOTTOK });
  const { course } = await createCourse(t.db, { name: 'Curso Hotmart con reintento', price: '80.00' });
  await mapHotmartProduct(t.db, PRODUCT, course.id);
});
afterAll(() => t.close());

const postback = (event: string, transaction: string, email: string, id = randomUUID()) => ({
  id,
  creation_date: Date.now(),
  event,
  version: '2.0.0',
  data: {
    product: { id: Number(PRODUCT), ucode: 'ab12', name: 'Producto' },
    buyer: { email, name: 'Compradora Reintento' },
    purchase: {
      transaction,
      status: 'APPROVED',
      price: { value: 80, currency_value: 'USD' },
      payment: { type: 'CREDIT_CARD', installments_number: 1 },
    },
  },
});
const send = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/hotmart/webhook',
    headers: { 'content-type': 'application/json', [HOTMART_HOTTOK_HEADER]: HOTTOK },
    payload: JSON.stringify(body),
  });
const orderOf = async (email: string) =>
  (await t.db.select().from(orders).where(eq(orders.email, email)))[0]!;
const enrolmentsOf = async (orderId: number) =>
  t.db.select().from(enrolments).where(eq(enrolments.orderId, orderId));

describe('Hotmart redelivery after a failed confirmation', () => {
  for (const event of ['PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'PURCHASE_CANCELED']) {
    it(`${event}: 503 first, then the redelivery revokes the course`, async () => {
      const email = `reintento-${event.toLowerCase()}@example.com`;
      const transaction = `HP${Date.now()}${Math.floor(Math.random() * 1000)}`;
      expect((await send(postback('PURCHASE_APPROVED', transaction, email))).json().status).toBe('granted');
      const order = await orderOf(email);
      expect(await enrolmentsOf(order.id)).toHaveLength(1);

      const revoke = postback(event, transaction, email);
      failures.next = 1;
      const first = await send(revoke);
      expect(first.statusCode).toBe(503);
      expect(first.json().message).toBe(ORDER_MESSAGES.providerUnavailable);
      expect((await orderOf(email)).status).toBe('success');

      const again = await send(revoke);
      expect(again.statusCode).toBe(200);
      expect((await orderOf(email)).status).toBe('refunded');
      expect(await enrolmentsOf(order.id)).toHaveLength(0);
    });
  }

  it('an approval whose confirmation failed is granted by the redelivery', async () => {
    const email = 'reintento-aprobado@example.com';
    const approved = postback('PURCHASE_APPROVED', `HP${Date.now()}77`, email);
    failures.next = 1;
    expect((await send(approved)).statusCode).toBe(503);
    expect((await orderOf(email)).status).toBe('pending');
    expect((await send(approved)).statusCode).toBe(200);
    const order = await orderOf(email);
    expect(order.status).toBe('success');
    expect(await enrolmentsOf(order.id)).toHaveLength(1);
  });
});
