import { CART_MESSAGES, ORDER_MESSAGES, PROJECT_ID } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, enrol } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { enrolments, orders } from '../../db/schema.ts';

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await clientToken(t.app);
});
afterAll(async () => t.close());

const add = (token: string | null, payload: unknown) =>
  call(t.app, token, { method: 'POST', url: '/api/v1/addCourseShoppingCard', payload: payload as object });
const getCart = (token: string | null) =>
  call(t.app, token, { method: 'GET', url: '/api/v1/getAllShoppingCar' });

describe('GET /api/v1/getAllShoppingCar', () => {
  it('answers an empty cart with a zero summary and the configured VAT rate', async () => {
    const u = await createUser(t.db);
    const res = await getCart(u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [],
      summary: { total: '0.00', base: '0.00', vat: '0.00', vat_rate: 0.12 },
    });
  });

  it('needs a user token (none or a client token: 401)', async () => {
    expect((await getCart(null)).statusCode).toBe(401);
    expect((await getCart(client)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/addCourseShoppingCard', () => {
  it('adds a paid course (code 0) with the spec cart item shape and the VAT split of the total', async () => {
    const u = await createUser(t.db);
    const { course } = await createCourse(t.db, { price: '247.00', description: 'x'.repeat(200) });
    const res = await add(u.token, { course_id: course.id, proyect_id: PROJECT_ID });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.message).toBe('¡Se agregó su curso al carrito de compras!');
    expect(body.data).toHaveLength(1);
    const item = body.data[0];
    expect(item.mounted_courses).toEqual({
      id: course.id,
      courses: { name: course.name, description: `${'x'.repeat(79)}…`, data: { imageUrl: course.image } },
      data: { price: '247.00' },
    });
    expect(typeof item.id).toBe('number');
    expect(body.summary).toEqual({ total: '247.00', base: '220.54', vat: '26.46', vat_rate: 0.12 });
  });

  it('cuts a long description at a word, with an ellipsis, never in the middle of one', async () => {
    const u = await createUser(t.db);
    const description =
      'Actualización en el manejo del paciente politraumatizado en la sala de emergencias pediátricas';
    const { course } = await createCourse(t.db, { description });
    const res = await add(u.token, { course_id: course.id, proyect_id: PROJECT_ID });
    const shown = res.json().data[0].mounted_courses.courses.description;
    expect(shown).toBe('Actualización en el manejo del paciente politraumatizado en la sala de…');
    expect([...shown].length).toBeLessThanOrEqual(80);
  });

  it('answers code 21 with the spec message when the course is already in the cart, without a second row', async () => {
    const u = await createUser(t.db);
    const { course } = await createCourse(t.db);
    await add(u.token, { course_id: course.id, proyect_id: PROJECT_ID });
    const again = await add(u.token, { course_id: course.id, proyect_id: String(PROJECT_ID) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ code: 21, message: '¡Este curso ya se encuentra en seleccionado!' });
    expect(again.json().data).toHaveLength(1);
  });

  it('answers code 22 when the user already owns the course, and does not add it', async () => {
    const u = await createUser(t.db);
    const { course } = await createCourse(t.db);
    await enrol(t.db, u.user.id, course.id);
    const res = await add(u.token, { course_id: course.id, proyect_id: PROJECT_ID });
    expect(res.json()).toEqual({ code: 22, message: 'Ya se encuentra registrado en este curso.' });
    expect((await getCart(u.token)).json().data).toEqual([]);
  });

  it('enrols at once in a free course (code 1) through a zero-total paid order, never into the cart', async () => {
    const u = await createUser(t.db);
    const { course } = await createCourse(t.db, { free: true, price: '0.00' });
    const res = await add(u.token, { course_id: course.id, proyect_id: PROJECT_ID });
    expect(res.json()).toEqual({ code: 1, message: CART_MESSAGES.freeEnrolled, course_id: course.id });
    const [enrolment] = await t.db.select().from(enrolments).where(eq(enrolments.userId, u.user.id));
    expect(enrolment?.courseId).toBe(course.id);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, enrolment!.orderId!));
    expect(order).toMatchObject({ status: 'success', total: '0.00', provider: 'free' });
    expect((await getCart(u.token)).json().data).toEqual([]);
    // A second add: already owned.
    expect((await add(u.token, { course_id: course.id, proyect_id: PROJECT_ID })).json().code).toBe(22);
  });

  it('404 for an unknown, unpublished or other-project course', async () => {
    const u = await createUser(t.db);
    const { course: draft } = await createCourse(t.db, { publishedAt: null });
    const { course } = await createCourse(t.db);
    for (const payload of [
      { course_id: 999_999, proyect_id: PROJECT_ID },
      { course_id: draft.id, proyect_id: PROJECT_ID },
      { course_id: course.id, proyect_id: 5 },
    ]) {
      const res = await add(u.token, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/[áéíóúñ]|curso|Recurso/i);
    }
  });

  it('bad input is 422 with Spanish messages per field', async () => {
    const u = await createUser(t.db);
    for (const payload of [
      {},
      { course_id: 'abc', proyect_id: 4 },
      { course_id: 1 },
      { course_id: -1, proyect_id: 4 },
      { course_id: 1.5, proyect_id: 4 },
      { course_id: huge(), proyect_id: 4 },
      { course_id: [1], proyect_id: 4 },
    ]) {
      const res = await add(u.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json().message).toMatch(/campo|El /);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
  });
});

describe('legacy POST /api/v1/addShoppingCar {user_id, course_id}', () => {
  it("answers the cart, then 'exist' for the same course; another user's id is 403", async () => {
    const u = await createUser(t.db);
    const other = await createUser(t.db);
    const { course } = await createCourse(t.db, { price: '137.00' });
    const first = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/addShoppingCar',
      payload: { user_id: u.user.id, course_id: course.id },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().summary.total).toBe('137.00');
    const second = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/addShoppingCar',
      payload: { user_id: u.user.id, course_id: course.id },
    });
    expect(second.json()).toBe('exist');
    const foreign = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/addShoppingCar',
      payload: { user_id: other.user.id, course_id: course.id },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await getCart(other.token)).json().data).toEqual([]);
    const bad = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/addShoppingCar',
      payload: { user_id: 'yo', course_id: course.id },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('POST /api/v1/deleteShoppingCar and /clearShoppingCar', () => {
  it('removes by {course_id, proyect_id} and by the legacy {id, user_id}', async () => {
    const u = await createUser(t.db);
    const { course: a } = await createCourse(t.db, { price: '10.00' });
    const { course: b } = await createCourse(t.db, { price: '20.00' });
    await add(u.token, { course_id: a.id, proyect_id: PROJECT_ID });
    const cart = (await add(u.token, { course_id: b.id, proyect_id: PROJECT_ID })).json();
    const rowB = cart.data.find((i: { mounted_courses: { id: number } }) => i.mounted_courses.id === b.id).id;

    const byCourse = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/deleteShoppingCar',
      payload: { course_id: a.id, proyect_id: PROJECT_ID },
    });
    expect(byCourse.statusCode).toBe(200);
    expect(byCourse.json().message).toBe('Ítem eliminado');
    expect(byCourse.json().summary.total).toBe('20.00');

    const byRow = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/deleteShoppingCar',
      payload: { id: rowB, user_id: u.user.id },
    });
    expect(byRow.json()).toMatchObject({ message: 'Ítem eliminado', data: [] });
  });

  it("never touches another user's cart: their row id is 404, their user_id 403", async () => {
    const u = await createUser(t.db);
    const victim = await createUser(t.db);
    const { course } = await createCourse(t.db);
    const row = (await add(victim.token, { course_id: course.id, proyect_id: PROJECT_ID })).json().data[0].id;
    const byRow = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/deleteShoppingCar',
      payload: { id: row, user_id: u.user.id },
    });
    expect(byRow.statusCode).toBe(404);
    const asVictim = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/deleteShoppingCar',
      payload: { id: row, user_id: victim.user.id },
    });
    expect(asVictim.statusCode).toBe(403);
    expect((await getCart(victim.token)).json().data).toHaveLength(1);
  });

  it('empties the cart with clearShoppingCar; bad bodies are 422', async () => {
    const u = await createUser(t.db);
    const { course } = await createCourse(t.db);
    await add(u.token, { course_id: course.id, proyect_id: PROJECT_ID });
    const res = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/clearShoppingCar',
      payload: { proyect_id: PROJECT_ID },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    for (const [url, payload] of [
      ['/api/v1/clearShoppingCar', {}],
      ['/api/v1/clearShoppingCar', { proyect_id: huge(50) }],
      ['/api/v1/deleteShoppingCar', {}],
      ['/api/v1/deleteShoppingCar', { course_id: 'x', proyect_id: 4 }],
      ['/api/v1/deleteShoppingCar', { id: 1 }],
    ] as const) {
      const bad = await call(t.app, u.token, { method: 'POST', url, payload });
      expect(bad.statusCode, `${url} ${JSON.stringify(payload).slice(0, 40)}`).toBe(422);
    }
  });
});

describe('POST /api/v1/checkout', () => {
  it('an empty cart is 422 in Spanish; a cart of owned courses too (they are dropped)', async () => {
    const u = await createUser(t.db);
    const empty = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/checkout',
      payload: { proyect_id: 4 },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(ORDER_MESSAGES.emptyCart);
    const { course } = await createCourse(t.db);
    await add(u.token, { course_id: course.id, proyect_id: PROJECT_ID });
    await enrol(t.db, u.user.id, course.id);
    const owned = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/checkout',
      payload: { proyect_id: 4 },
    });
    expect(owned.statusCode).toBe(422);
  });

  it('prices the order from the server (a body amount is ignored), splits VAT and points to the hosted checkout', async () => {
    const u = await createUser(t.db);
    const { course: a } = await createCourse(t.db, { price: '247.00' });
    const { course: b } = await createCourse(t.db, { price: '137.00' });
    await add(u.token, { course_id: a.id, proyect_id: PROJECT_ID });
    await add(u.token, { course_id: b.id, proyect_id: PROJECT_ID });
    const res = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/checkout',
      payload: { proyect_id: 4, amount: '0.01', total: 1, price: 1 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('pending');
    expect(body.redirect_url).toMatch(/\/sandbox\/checkout\/sbx_[0-9a-f]{24}$/);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, body.order_id));
    expect(order).toMatchObject({
      total: '384.00',
      base: '342.86',
      vat: '41.14',
      vatRate: '0.1200',
      status: 'pending',
    });

    // The hosted page shows the amount with its tax split.
    const page = await t.app.inject({ method: 'GET', url: new URL(body.redirect_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('$342,86');
    expect(page.body).toContain('$41,14');
    expect(page.body).toContain('Pagar $384,00');

    // A double click reuses the same order and checkout.
    const again = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/checkout',
      payload: { proyect_id: 4 },
    });
    expect(again.json()).toEqual(body);
  });

  it('bad input is 422; another project is 404; no token is 401', async () => {
    const u = await createUser(t.db);
    expect(
      (await call(t.app, u.token, { method: 'POST', url: '/api/v1/checkout', payload: {} })).statusCode,
    ).toBe(422);
    expect(
      (await call(t.app, u.token, { method: 'POST', url: '/api/v1/checkout', payload: { proyect_id: 'x' } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call(t.app, u.token, { method: 'POST', url: '/api/v1/checkout', payload: { proyect_id: 7 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, client, { method: 'POST', url: '/api/v1/checkout', payload: { proyect_id: 4 } }))
        .statusCode,
    ).toBe(401);
  });
});
