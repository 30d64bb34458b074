import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, enrol } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { orderItems, orders, people } from '../../db/schema.ts';

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await clientToken(t.app);
});
afterAll(async () => t.close());

type Account = Awaited<ReturnType<typeof createUser>>;
const newUser = (overrides: Parameters<typeof createUser>[1] = {}) => createUser(t.db, overrides);

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----campus${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 14, g: 116, b: 144 } } })
    .toFormat(format)
    .toBuffer();

const upload = (token: string | null, body: ReturnType<typeof multipart>) =>
  call(t.app, token, { method: 'POST', url: '/api/v2/userImage', ...body });

/** Every profile route with a body naming `victim`, for the "never someone else's data" checks. */
const naming = (victim: Account) => [
  { method: 'POST' as const, url: '/api/v1/setting/dataPerson', payload: { email: victim.email } },
  {
    method: 'POST' as const,
    url: '/api/v1/setting/update/UpdateDataPerson',
    payload: { id: victim.user.id, name: 'Intruso', last_name: 'Malo' },
  },
  { method: 'POST' as const, url: '/api/v1/setting/get/userOrder', payload: { user_id: victim.user.id } },
  {
    method: 'PUT' as const,
    url: '/api/v2/user',
    payload: { user_id: victim.user.id, name: 'Intruso', last_name: 'Malo' },
  },
  {
    method: 'PUT' as const,
    url: '/api/v2/user',
    payload: { email: victim.email, name: 'Intruso', last_name: 'Malo' },
  },
  { method: 'POST' as const, url: '/api/v1/User_Course', payload: { user_id: victim.user.id } },
];

describe('who may call the profile routes', () => {
  const routes = [
    { method: 'POST' as const, url: '/api/v1/setting/dataPerson', payload: { email: 'a@b.co' } },
    { method: 'POST' as const, url: '/api/v1/setting/update/UpdateDataPerson', payload: {} },
    { method: 'POST' as const, url: '/api/v1/setting/get/userOrder', payload: { user_id: 1 } },
    { method: 'GET' as const, url: '/api/v2/userId?proyect_id=4' },
    { method: 'PUT' as const, url: '/api/v2/user', payload: {} },
    { method: 'PUT' as const, url: '/api/v2/userPassword', payload: {} },
    { method: 'POST' as const, url: '/api/v2/userImage' },
    { method: 'GET' as const, url: '/api/v2/userOrders/10?page=1' },
    { method: 'POST' as const, url: '/api/v1/User_Course', payload: { user_id: 1 } },
    { method: 'GET' as const, url: '/api/v2/userCoursesFilter?paginate=10&page=1&proyect=4' },
  ];

  it('answers 401 without a token, with a client token and with a revoked one', async () => {
    const u = await newUser();
    await call(t.app, u.token, { method: 'POST', url: '/api/v1/logout' });
    for (const route of routes) {
      for (const token of [null, client, u.token]) {
        const res = await call(t.app, token, route);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json().message).toMatch(/No autenticado/);
      }
    }
  });

  it("refuses with 403 any body naming another user's id, user_id or e-mail, and changes nothing", async () => {
    const me = await newUser();
    const victim = await newUser({ firstName: 'Víctima', surnames: 'Original' });
    for (const route of naming(victim)) {
      const res = await call(t.app, me.token, route);
      expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(route.payload)}`).toBe(403);
      expect(res.json()).toEqual({
        message: 'Solo puede consultar o modificar su propia cuenta.',
        code: 'forbidden',
      });
      expect(res.body).not.toContain(victim.email);
    }
    const [person] = await t.db.select().from(people).where(eq(people.userId, victim.user.id));
    expect(person).toMatchObject({ firstName: 'Víctima', surnames: 'Original' });
  });

  it('refuses unknown ids with 403 too (they are not the caller’s)', async () => {
    const me = await newUser();
    const res = await call(t.app, me.token, {
      method: 'POST',
      url: '/api/v1/setting/update/UpdateDataPerson',
      payload: { id: 2_000_000_000, name: 'Ana', last_name: 'Pérez' },
    });
    expect(res.statusCode).toBe(403);
    const big = await call(t.app, me.token, {
      method: 'POST',
      url: '/api/v1/setting/get/userOrder',
      payload: { user_id: 99_999_999_999 },
    });
    expect(big.statusCode).toBe(422);
  });
});

describe('personal data', () => {
  it('dataPerson answers the caller’s person when the e-mail is theirs (any case)', async () => {
    const me = await newUser({ firstName: 'Marta', surnames: 'López' });
    const res = await call(t.app, me.token, {
      method: 'POST',
      url: '/api/v1/setting/dataPerson',
      payload: { email: me.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      user_id: me.user.id,
      email: me.email,
      people_first_name: 'Marta',
      people_surnames: 'López',
      people_document: '',
      people_phone: '',
      people_mobile: '',
      people_birthday: null,
      sex: '',
      image: null,
    });
  });

  it('GET v2/userId answers the token’s user with email, role and person, never the hash', async () => {
    const me = await newUser();
    const res = await call(t.app, me.token, { method: 'GET', url: '/api/v2/userId?proyect_id=4' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: me.user.id, email: me.email, role: 2 });
    expect(res.body).not.toMatch(/hash|password/i);
  });

  it('UpdateDataPerson (v1) saves the spec fields and answers "¡Datos actualizados con éxito!"', async () => {
    const me = await newUser();
    const res = await call(t.app, me.token, {
      method: 'POST',
      url: '/api/v1/setting/update/UpdateDataPerson',
      payload: {
        id: me.user.id,
        name: ' José Luis ',
        last_name: 'Andrade Mora',
        document: '1712345678',
        phone: '022 345 678',
        movil: '+593 99 123 4567',
        birthday: '1985-02-14',
        sex: 'M',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('¡Datos actualizados con éxito!');
    expect(res.json().data.person).toEqual({
      people_first_name: 'José Luis',
      people_surnames: 'Andrade Mora',
      people_document: '1712345678',
      people_phone: '022 345 678',
      people_mobile: '+593 99 123 4567',
      people_birthday: '1985-02-14',
      sex: 'M',
      image: null,
    });
  });

  it('PUT v2/user updates only what is sent, keeps the e-mail and clears the birthday with ""', async () => {
    const me = await newUser();
    await call(t.app, me.token, {
      method: 'PUT',
      url: '/api/v2/user',
      payload: { name: 'Ana', last_name: 'Ruiz', document: 'AB-123', birthday: '1990-01-01' },
    });
    const res = await call(t.app, me.token, {
      method: 'PUT',
      url: '/api/v2/user',
      payload: { id: me.user.id, email: me.email, name: 'Ana Lucía', last_name: 'Ruiz', birthday: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: me.email,
      person: { people_first_name: 'Ana Lucía', people_document: 'AB-123', people_birthday: null },
    });
  });

  it('creates the person row for a user who had none', async () => {
    const me = await newUser();
    await t.db.delete(people).where(eq(people.userId, me.user.id));
    const res = await call(t.app, me.token, {
      method: 'PUT',
      url: '/api/v2/user',
      payload: { name: 'Nueva', last_name: 'Persona' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.person.people_first_name).toBe('Nueva');
  });

  it('answers missing fields, wrong types and huge strings with 422', async () => {
    const me = await newUser();
    const missing = await call(t.app, me.token, { method: 'PUT', url: '/api/v2/user', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      name: ['El campo nombre es requerido'],
      last_name: ['El campo apellido es requerido'],
    });
    const wrong = await call(t.app, me.token, {
      method: 'PUT',
      url: '/api/v2/user',
      payload: {
        name: 5,
        last_name: huge(),
        document: huge(),
        phone: 'abc',
        movil: huge(),
        birthday: '1990-02-30',
        sex: 'Z',
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual([
      'birthday',
      'document',
      'last_name',
      'movil',
      'name',
      'phone',
      'sex',
    ]);
    const v1 = await call(t.app, me.token, {
      method: 'POST',
      url: '/api/v1/setting/update/UpdateDataPerson',
      payload: { name: 'Ana', last_name: 'Ruiz' },
    });
    expect(v1.statusCode).toBe(422);
    expect(v1.json().errors.id).toBeDefined();
    const dataPerson = await call(t.app, me.token, {
      method: 'POST',
      url: '/api/v1/setting/dataPerson',
      payload: {},
    });
    expect(dataPerson.statusCode).toBe(422);
  });
});

describe('PUT /api/v2/userPassword', () => {
  it('needs the current password, then changes it and ends the other sessions only', async () => {
    const me = await newUser();
    const other = (
      await call(t.app, client, {
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: me.email, password: me.password },
      })
    ).json().access_token;

    const wrong = await call(t.app, me.token, {
      method: 'PUT',
      url: '/api/v2/userPassword',
      payload: { current_password: 'no-es-esta', password: 'Nueva-Clave-2026' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['La contraseña actual no es correcta'] });

    const mismatch = await call(t.app, me.token, {
      method: 'PUT',
      url: '/api/v2/userPassword',
      payload: { current_password: me.password, password: 'Nueva-Clave-2026', password_confirmation: 'Otra' },
    });
    expect(mismatch.json().errors.password_confirmation).toEqual(['Las contraseñas deben coincidir']);

    const common = await call(t.app, me.token, {
      method: 'PUT',
      url: '/api/v2/userPassword',
      payload: { current_password: me.password, password: 'qwerty123' },
    });
    expect(common.statusCode).toBe(422);

    const ok = await call(t.app, me.token, {
      method: 'PUT',
      url: '/api/v2/userPassword',
      payload: {
        current_password: me.password,
        password: 'Nueva-Clave-2026',
        password_confirmation: 'Nueva-Clave-2026',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect((await call(t.app, me.token, { method: 'GET', url: '/api/v2/userId' })).statusCode).toBe(200);
    expect((await call(t.app, other, { method: 'GET', url: '/api/v2/userId' })).statusCode).toBe(401);
    const relogin = await call(t.app, client, {
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: me.email, password: 'Nueva-Clave-2026' },
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('allows 10 attempts per 15 minutes per user, whatever the IP, then 429 with Retry-After', async () => {
    const me = await newUser();
    const attempt = (i: number, token = me.token) =>
      call(t.app, token, {
        method: 'PUT',
        url: '/api/v2/userPassword',
        payload: { current_password: `Adivinando-${i}`, password: 'Nueva-Clave-2026' },
        remoteAddress: `10.9.${i}.1`,
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(422);
    const limited = await attempt(10);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toEqual(expect.any(String));
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // even the right current password waits; another user is not affected
    const right = await call(t.app, me.token, {
      method: 'PUT',
      url: '/api/v2/userPassword',
      payload: { current_password: me.password, password: 'Nueva-Clave-2026' },
    });
    expect(right.statusCode).toBe(429);
    const other = await newUser();
    expect((await attempt(11, other.token)).statusCode).toBe(422);
  });
});

describe('POST /api/v2/userImage', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'accepts a %s, re-encodes it as a 400 px WebP served from /uploads',
    async (format) => {
      const me = await newUser();
      const res = await upload(
        me.token,
        multipart('image', `foto.${format}`, `image/${format}`, await picture(format)),
      );
      expect(res.statusCode).toBe(200);
      const { image } = res.json().data;
      expect(res.json().message).toBe('Foto de perfil actualizada.');
      expect(image).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.webp$/);
      const served = await t.app.inject({ url: image });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
      const me2 = await call(t.app, me.token, { method: 'GET', url: '/api/v2/userId' });
      expect(me2.json().data.person.image).toBe(image);
    },
  );

  it('recognises the format by content: a PNG named .gif is fine, a GIF or text named .jpg is not', async () => {
    const me = await newUser();
    const png = await upload(me.token, multipart('image', 'foto.gif', 'image/gif', await picture('png')));
    expect(png.statusCode).toBe(200);
    for (const [name, content] of [
      ['foto.jpg', await picture('gif')],
      ['foto.jpg', Buffer.from('esto no es una imagen')],
      ['foto.png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(100)])],
    ] as const) {
      const res = await upload(me.token, multipart('image', name, 'image/jpeg', content));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ image: ['La imagen debe ser un archivo JPG, PNG o WebP.'] });
    }
  });

  it('replaces the previous photo and deletes its file', async () => {
    const me = await newUser();
    const first = (
      await upload(me.token, multipart('image', 'a.png', 'image/png', await picture('png')))
    ).json().data.image;
    const second = (
      await upload(me.token, multipart('image', 'b.png', 'image/png', await picture('png')))
    ).json().data.image;
    expect(second).not.toBe(first);
    expect(existsSync(path.join(t.config.dataDir, first))).toBe(false);
    expect(existsSync(path.join(t.config.dataDir, second))).toBe(true);
  });

  it('answers 413 beyond 5 MB, 422 without the image field, 406 for a non-multipart body', async () => {
    const me = await newUser();
    const tooBig = await upload(
      me.token,
      multipart('image', 'grande.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 1)),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'La imagen no puede superar 5 MB.', code: 'payload_too_large' });
    const otherField = await upload(me.token, multipart('foto', 'a.png', 'image/png', await picture('png')));
    expect(otherField.statusCode).toBe(422);
    expect(otherField.json().errors).toEqual({ image: ['Seleccione una imagen.'] });
    const json = await call(t.app, me.token, {
      method: 'POST',
      url: '/api/v2/userImage',
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(406);
    expect(json.statusCode).toBeLessThan(500);
  });
});

async function createOrder(
  userId: number,
  status: string,
  items: Array<{ courseId: number; price: string }>,
) {
  const total = items.reduce((sum, i) => sum + Number(i.price), 0).toFixed(2);
  const [order] = await t.db.insert(orders).values({ projectId: 4, userId, status, total }).returning();
  for (const item of items) await t.db.insert(orderItems).values({ orderId: order!.id, ...item });
  return order!;
}

describe('orders', () => {
  it('are empty until the user buys something', async () => {
    const me = await newUser();
    const v2 = await call(t.app, me.token, { method: 'GET', url: '/api/v2/userOrders/10?page=1' });
    expect(v2.statusCode).toBe(200);
    expect(v2.json()).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 0,
      from: null,
      to: null,
    });
    const v1 = await call(t.app, me.token, {
      method: 'POST',
      url: '/api/v1/setting/get/userOrder',
      payload: { user_id: me.user.id },
    });
    expect(v1.json()).toEqual({ data: [] });
  });

  it('list only the caller’s orders with course names, totals and statuses, paginated', async () => {
    const me = await newUser();
    const someoneElse = await newUser();
    const { course: a } = await createCourse(t.db, { name: 'Telemedicina básica', price: '247.00' });
    const { course: b } = await createCourse(t.db, { name: 'Taller de comunicación', price: '137.00' });
    await createOrder(me.user.id, 'success', [{ courseId: a.id, price: '247.00' }]);
    await createOrder(me.user.id, 'failure', [
      { courseId: a.id, price: '247.00' },
      { courseId: b.id, price: '137.00' },
    ]);
    await createOrder(me.user.id, 'refunded', [{ courseId: b.id, price: '137.00' }]);
    await createOrder(someoneElse.user.id, 'success', [{ courseId: b.id, price: '137.00' }]);

    const page1 = (await call(t.app, me.token, { method: 'GET', url: '/api/v2/userOrders/2?page=1' })).json();
    expect(page1).toMatchObject({ total: 3, last_page: 2, per_page: 2, from: 1, to: 2 });
    expect(page1.data.map((o: { status: string }) => o.status)).toEqual(['refunded', 'failure']);
    expect(page1.data[1]).toMatchObject({
      courses: { name: 'Telemedicina básica, Taller de comunicación' },
      total: '384.00',
      items: [
        { course_id: a.id, name: 'Telemedicina básica', price: '247.00' },
        { course_id: b.id, name: 'Taller de comunicación', price: '137.00' },
      ],
    });
    const page2 = (await call(t.app, me.token, { method: 'GET', url: '/api/v2/userOrders/2?page=2' })).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.data[0]).toMatchObject({ status: 'success', total: '247.00' });

    const v1 = await call(t.app, me.token, {
      method: 'POST',
      url: '/api/v1/setting/get/userOrder',
      payload: { user_id: me.user.id },
    });
    expect(v1.json().data).toHaveLength(3);
  });

  it('answer bad paging with 422', async () => {
    const me = await newUser();
    for (const url of [
      '/api/v2/userOrders/0',
      '/api/v2/userOrders/abc',
      '/api/v2/userOrders/10?page=-1',
      '/api/v2/userOrders/101',
    ]) {
      expect((await call(t.app, me.token, { method: 'GET', url })).statusCode, url).toBe(422);
    }
  });
});

describe('my courses', () => {
  it('are empty before any enrolment', async () => {
    const me = await newUser();
    const res = await call(t.app, me.token, {
      method: 'GET',
      url: '/api/v2/userCoursesFilter?paginate=12&page=1&proyect=4',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], total: 0 });
  });

  it('list the caller’s enrolled courses only, newest first, with image, name and progress', async () => {
    const me = await newUser();
    const other = await newUser();
    const { course: first } = await createCourse(t.db, {
      name: 'Electrocardiografía práctica',
      image: '/media/ecg.webp',
    });
    const { course: second } = await createCourse(t.db, { name: 'Telemedicina en diabetes' });
    const { course: notMine } = await createCourse(t.db, { name: 'Curso ajeno' });
    await enrol(t.db, me.user.id, first.id);
    await enrol(t.db, me.user.id, second.id);
    await enrol(t.db, other.user.id, notMine.id);

    const v1 = await call(t.app, me.token, {
      method: 'POST',
      url: '/api/v1/User_Course',
      payload: { user_id: me.user.id },
    });
    expect(v1.statusCode).toBe(200);
    expect(v1.json().data.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    expect(v1.json().data[1]).toEqual({
      id: first.id,
      courses: {
        name: 'Electrocardiografía práctica',
        description: first.description,
        data: { imageUrl: '/media/ecg.webp' },
      },
      progress: 0,
      date_in: expect.any(String),
    });

    const page = await call(t.app, me.token, {
      method: 'GET',
      url: '/api/v2/userCoursesFilter?paginate=1&page=2&proyect=4',
    });
    expect(page.json()).toMatchObject({ total: 2, last_page: 2, current_page: 2, data: [{ id: first.id }] });
    const search = await call(t.app, me.token, {
      method: 'GET',
      url: `/api/v2/userCoursesFilter?search=${encodeURIComponent('diabetes')}`,
    });
    expect(search.json().data.map((c: { id: number }) => c.id)).toEqual([second.id]);
    const wildcard = await call(t.app, me.token, {
      method: 'GET',
      url: '/api/v2/userCoursesFilter?search=%25',
    });
    expect(wildcard.json().total).toBe(0);
    const otherProject = await call(t.app, me.token, {
      method: 'GET',
      url: '/api/v2/userCoursesFilter?proyect=5',
    });
    expect(otherProject.json().total).toBe(0);
  });

  it('answers bad query values with 422', async () => {
    const me = await newUser();
    for (const url of [
      '/api/v2/userCoursesFilter?paginate=0',
      '/api/v2/userCoursesFilter?page=abc',
      `/api/v2/userCoursesFilter?search=${'a'.repeat(300)}`,
    ]) {
      expect((await call(t.app, me.token, { method: 'GET', url })).statusCode, url).toBe(422);
    }
    const wrongType = await call(t.app, me.token, {
      method: 'POST',
      url: '/api/v1/User_Course',
      payload: { user_id: 'yo' },
    });
    expect(wrongType.statusCode).toBe(422);
  });
});
