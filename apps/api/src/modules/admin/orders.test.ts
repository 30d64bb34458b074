import { ADMIN_ORDER_MESSAGES, PROJECT_ID } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, expectAdmin422 } from '../../../test/admin.ts';
import { createCourse, createUser } from '../../../test/factories.ts';
import { call, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { enrolments } from '../../db/schema.ts';
import { insertEnrolments, insertOrder } from '../orders/orders.repository.ts';

let t: TestApp;
let op: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  op = await createOperator(t.app, t.db);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: string | object) =>
  call(t.app, op.adminToken, { method, url, ...(payload === undefined ? {} : { payload }) });

/** A paid order of `userId` for `courseIds` (12 % VAT included), with its enrolments. */
async function paidOrder(userId: number, email: string, courseIds: number[], total = '112.00') {
  const order = await t.db.transaction(async (tx) => {
    const row = await insertOrder(
      tx,
      {
        projectId: PROJECT_ID,
        userId,
        email,
        buyerName: 'Ana Pérez',
        status: 'success',
        total,
        base: '100.00',
        vat: '12.00',
        vatRate: '0.1200',
        currency: 'USD',
        provider: 'payphone',
        providerRef: 'pp-checkout-77',
        transactionalId: 'tx-991',
        reference: `cs-test-${userId}-${courseIds.join('-')}-${Math.random().toString(36).slice(2, 8)}`,
        paidAt: new Date(),
      },
      courseIds.map((courseId) => ({ courseId, price: total })),
    );
    await insertEnrolments(tx, userId, courseIds, row.id);
    return row;
  });
  return order;
}

describe('operator orders', () => {
  it('lists orders with pages, a status filter and search by e-mail or reference', async () => {
    const buyer = await createUser(t.db, { email: 'compradora.pedidos@ejemplo.com' });
    const { course } = await createCourse(t.db);
    const order = await paidOrder(buyer.user.id, buyer.email, [course.id]);

    const byEmail = await admin('GET', '/api/admin/orders?q=COMPRADORA.pedidos');
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(byEmail.json().data[0]).toMatchObject({
      reference: order.reference,
      email: buyer.email,
      status: 'success',
      total: '112.00',
      provider: 'payphone',
    });

    const byRef = await admin('GET', `/api/admin/orders?q=${order.reference!.slice(3, 20)}`);
    expect(byRef.json().data.map((o: { id: number }) => o.id)).toContain(order.id);
    // The pattern characters are literal: "%" matches nothing here.
    expect((await admin('GET', '/api/admin/orders?q=%25')).json().total).toBe(0);

    expect((await admin('GET', '/api/admin/orders?status=refunded&q=compradora.pedidos')).json().total).toBe(
      0,
    );
    const paid = await admin('GET', '/api/admin/orders?status=success&per_page=1&page=1');
    expect(paid.json()).toMatchObject({ per_page: 1, current_page: 1 });
    expect(paid.json().data).toHaveLength(1);
  });

  it('shows an order with its VAT split and the provider references', async () => {
    const buyer = await createUser(t.db);
    const { course } = await createCourse(t.db, { name: 'Ecografía básica' });
    const order = await paidOrder(buyer.user.id, buyer.email, [course.id]);
    const res = await admin('GET', `/api/admin/orders/${order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: order.id,
      total: '112.00',
      base: '100.00',
      vat: '12.00',
      vat_rate: 0.12,
      provider: 'payphone',
      provider_ref: 'pp-checkout-77',
      transactional_id: 'tx-991',
      reference: order.reference,
      user_id: buyer.user.id,
      email: buyer.email,
      items: [{ course_id: course.id, name: 'Ecografía básica', price: '112.00' }],
    });
  });

  it('refunds: access is revoked unless another paid order covers the course; audited; twice → 409', async () => {
    const buyer = await createUser(t.db);
    const { course: a } = await createCourse(t.db);
    const { course: b } = await createCourse(t.db);
    const first = await paidOrder(buyer.user.id, buyer.email, [a.id, b.id]);
    // A second paid order for b: after the refund of the first, b stays (moved to this order).
    const second = await paidOrder(buyer.user.id, buyer.email, [b.id]);
    expect(second.id).toBeGreaterThan(first.id);

    const owned = async () =>
      (await t.db.select().from(enrolments).where(eq(enrolments.userId, buyer.user.id))).map((e) => [
        e.courseId,
        e.orderId,
      ]);
    expect(await owned()).toHaveLength(2);
    const res = await admin('POST', `/api/admin/orders/${first.id}/refund`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', revoked: 1 });
    expect(res.json().message).toMatch(/reembolsado/);

    const detail = (await admin('GET', `/api/admin/orders/${first.id}`)).json();
    expect(detail.status).toBe('refunded');
    expect(detail.refunded_at).not.toBeNull();
    // a is revoked; b stays, now under the second paid order.
    expect(await owned()).toEqual([[b.id, second.id]]);

    const audit = (await admin('GET', `/api/admin/audit?entity=orders&entity_id=${first.id}`)).json();
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({ action: 'refund', actor_email: op.email });
    expect(audit.data[0].before.status).toBe('success');
    expect(audit.data[0].after.status).toBe('refunded');

    const again = await admin('POST', `/api/admin/orders/${first.id}/refund`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Solo se puede reembolsar un pedido pagado.');
    // The refused refund left no audit entry.
    expect(
      (await admin('GET', `/api/admin/audit?entity=orders&entity_id=${first.id}`)).json().data,
    ).toHaveLength(1);
  });

  it('answers bad input in Spanish, unknown ids with 404 and students with 403', async () => {
    expectAdmin422(await admin('GET', '/api/admin/orders?status=pagado'), 'status');
    expectAdmin422(await admin('GET', '/api/admin/orders?page=abc'), 'page');
    expectAdmin422(await admin('GET', '/api/admin/orders?per_page=100000'), 'per_page');
    expectAdmin422(await admin('GET', `/api/admin/orders?q=${huge(500)}`), 'q');
    expectAdmin422(await admin('GET', '/api/admin/orders/abc'), 'id');
    expectAdmin422(await admin('POST', '/api/admin/orders/-4/refund'), 'id');
    const missing = await admin('GET', '/api/admin/orders/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/[a-záéíóúñ]{3,}/i);
    expect((await admin('POST', '/api/admin/orders/987654/refund')).statusCode).toBe(404);

    const student = await createUser(t.db);
    const { course } = await createCourse(t.db);
    const order = await paidOrder(student.user.id, student.email, [course.id]);
    for (const [method, url] of [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${order.id}`],
      ['POST', `/api/admin/orders/${order.id}/refund`],
    ] as const) {
      const res = await call(t.app, student.token, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await admin('GET', `/api/admin/orders/${order.id}`)).json().status).toBe('success');
  });

  it('a refund at the provider: bad bodies 422, unknown ids 404, students 403, a provider that cannot → 409; nothing refunded', async () => {
    const buyer = await createUser(t.db);
    const { course } = await createCourse(t.db);
    // Paid through PayPhone, which this app (sandbox provider) cannot reach: the operator is told
    // what to do by hand.
    const order = await paidOrder(buyer.user.id, buyer.email, [course.id]);
    const url = `/api/admin/orders/${order.id}/refund`;
    for (const bad of [
      { at_provider: 'sí' },
      { at_provider: 1 },
      { at_provider: null },
      { at_provider: huge(1000) },
    ])
      expectAdmin422(await admin('POST', url, bad), 'at_provider');
    for (const bad of [{ at_provider: true, extra: huge(1000) }, [true]])
      expect((await admin('POST', url, bad)).statusCode, JSON.stringify(bad).slice(0, 40)).toBe(422);
    expect((await admin('POST', '/api/admin/orders/987654/refund', { at_provider: true })).statusCode).toBe(
      404,
    );
    const asStudent = await call(t.app, buyer.token, { method: 'POST', url, payload: { at_provider: true } });
    expect(asStudent.statusCode).toBe(403);
    const cannot = await admin('POST', url, { at_provider: true });
    expect(cannot.statusCode, cannot.body).toBe(409);
    expect(cannot.json().message).toBe(ADMIN_ORDER_MESSAGES.payphoneWindowClosed);

    expect((await admin('GET', `/api/admin/orders/${order.id}`)).json().status).toBe('success');
    expect(await t.db.select().from(enrolments).where(eq(enrolments.userId, buyer.user.id))).toHaveLength(1);
    expect(
      (await admin('GET', `/api/admin/audit?entity=orders&entity_id=${order.id}`)).json().data,
    ).toHaveLength(0);
    // Refunded by hand, the order can no longer be refunded at the provider either.
    expect((await admin('POST', url, { at_provider: false })).statusCode).toBe(200);
    const again = await admin('POST', url, { at_provider: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_ORDER_MESSAGES.notRefundable);
  });
});
