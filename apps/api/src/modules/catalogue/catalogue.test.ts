import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createCourse,
  createSpecialist,
  createUser,
  enrol,
} from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { projects } from '../../db/schema.ts';

let t: TestApp;
let token: string;
const DAY = 86_400_000;

type Fixture = Awaited<ReturnType<typeof createCourse>>;
let diabetes: Fixture;
let gated: Fixture;
let quoted: Fixture;
let draft: Fixture;
let future: Fixture;
let foreign: Fixture;
let catDiabetes: { id: number; name: string };
let catTele: { id: number; name: string };
let catEmpty: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  token = await clientToken(t.app);
  await t.db.insert(projects).values({ id: 5, name: 'Otro proyecto' });

  catTele = await createCategory(t.db, { name: 'Telemedicina', position: 1 });
  catDiabetes = await createCategory(t.db, { name: 'Diabetes y Endocrinología', position: 2 });
  catEmpty = await createCategory(t.db, { name: 'Pediatría', position: 3 });
  await createCategory(t.db, { name: 'Categoría de otro proyecto', projectId: 5 });

  const ortega = await createSpecialist(t.db, {
    name: 'Lucía',
    lastname: 'Ortega',
    specialty: 'Endocrinología',
    facebook: 'https://facebook.com/lucia',
    instagram: 'https://instagram.com/lucia',
    pinterest: null,
  });
  const villa = await createSpecialist(t.db, { name: 'Andrés', lastname: 'Villacrés' });

  diabetes = await createCourse(t.db, {
    name: 'Manejo de la Diabétes tipo 2',
    description: 'Control glucémico en el primer nivel de atención.',
    price: '49.00',
    featured: true,
    certificate: true,
    specialistId: ortega.id,
    externalCheckoutUrl: 'https://pay.hotmart.com/X123',
    categoryIds: [catDiabetes.id],
    publishedAt: new Date(Date.now() - 10 * DAY),
  });
  await createCourse(t.db, {
    name: 'Introducción a la telemedicina',
    description: 'Primeros pasos en la consulta a distancia para pacientes con diabetes.',
    price: '0.00',
    free: true,
    specialistId: villa.id,
    categoryIds: [catTele.id, catDiabetes.id],
    publishedAt: new Date(Date.now() - 5 * DAY),
  });
  gated = await createCourse(t.db, {
    name: 'Curso de Telemedicina',
    description: 'Teleconsulta segura, legal y rentable.',
    price: '247.00',
    featured: true,
    specialistId: villa.id,
    categoryIds: [catTele.id],
    publishedAt: new Date(Date.now() - 2 * DAY),
    modules: [
      {
        name: 'Fundamentos',
        lessons: [
          {
            name: 'Bienvenida',
            resources: [
              { type: 2, name: 'Presentación', url: '/media/video/demo-clase.mp4', free: true },
              { type: 1, name: 'Clase cerrada', videoId: '111', free: false },
              { type: 6, name: 'Muestra YouTube', videoId: 'yt-abierto', free: true },
            ],
          },
          {
            name: 'Sesión en vivo',
            startsAt: new Date(Date.now() + 7 * DAY),
            resources: [{ type: 1, name: 'En vivo', videoId: 'futuro-999', url: '/secreto.mp4', free: true }],
          },
        ],
      },
      {
        name: 'Práctica',
        lessons: [
          { name: 'Caso clínico', resources: [{ type: 3, name: 'Lectura', url: '/media/docs/x.pdf' }] },
        ],
      },
    ],
  });
  quoted = await createCourse(t.db, {
    name: `Curso "especial" 100% _raro_ O'Brien`,
    categoryIds: [catTele.id],
    publishedAt: new Date(Date.now() - 20 * DAY),
  });
  draft = await createCourse(t.db, { name: 'Borrador de diabetes', publishedAt: null, featured: true });
  future = await createCourse(t.db, {
    name: 'Diabetes del futuro',
    featured: true,
    publishedAt: new Date(Date.now() + 3 * DAY),
  });
  foreign = await createCourse(t.db, { name: 'Diabetes en otro proyecto', projectId: 5, featured: true });

  for (let i = 0; i < 2; i++) {
    const { user } = await createUser(t.db);
    await enrol(t.db, user.id, diabetes.course.id);
  }
});
afterAll(async () => t.close());

const get = (url: string, withToken: string | null = token) => call(t.app, withToken, { method: 'GET', url });
const post = (url: string, payload: unknown, withToken: string | null = token) =>
  call(t.app, withToken, { method: 'POST', url, payload: payload as Record<string, unknown> });
const names = (items: Array<{ courses: { name: string } }>) => items.map((c) => c.courses.name);

describe('every catalogue call needs a bearer token', () => {
  it.each([
    ['GET', '/api/v1/getAllCategories?proyect_id=4'],
    ['GET', '/api/v1/getExternalDestacateCourses/4'],
    ['GET', '/api/v1/getAllCoursesKey?key_code=x&proyect_id=4'],
    ['POST', '/api/v1/getAllCoursesCategories'],
    ['POST', '/api/v1/getExternalCoursesDetail'],
    ['GET', '/api/v2/getExternalAllCourses/4/10'],
    ['GET', '/api/v2/courses/4/1/10'],
    ['GET', '/api/v2/getRelatedCourses/4/10'],
  ])('%s %s → 401 without a token', async (method, url) => {
    const res = await call(t.app, null, {
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/No autenticado/);
  });

  it('accepts a user token too', async () => {
    const { token: userToken } = await createUser(t.db);
    expect((await get('/api/v1/getAllCategories?proyect_id=4', userToken)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/getAllCategories', () => {
  it('lists the project categories in display order as {id, name, data}', async () => {
    const res = await get('/api/v1/getAllCategories?proyect_id=4');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((c: { name: string }) => c.name)).toEqual([
      'Telemedicina',
      'Diabetes y Endocrinología',
      'Pediatría',
    ]);
    expect(data[0]).toEqual({
      id: catTele.id,
      name: 'Telemedicina',
      data: expect.stringMatching(/^\/media\//),
    });
  });

  it('answers missing or non-numeric proyect_id with 422 and an unknown one with 404', async () => {
    expect((await get('/api/v1/getAllCategories')).statusCode).toBe(422);
    expect((await get('/api/v1/getAllCategories?proyect_id=abc')).statusCode).toBe(422);
    expect((await get(`/api/v1/getAllCategories?proyect_id=${huge(5000)}`)).statusCode).toBe(422);
    expect((await get('/api/v1/getAllCategories?proyect_id=99')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/getExternalDestacateCourses/{proyect_id}', () => {
  it('lists only featured, published courses of the project', async () => {
    const res = await get('/api/v1/getExternalDestacateCourses/4');
    expect(res.statusCode).toBe(200);
    expect(names(res.json().data).sort()).toEqual(['Curso de Telemedicina', 'Manejo de la Diabétes tipo 2']);
  });

  it('carries every field of the spec listing item, counts computed', async () => {
    const { data } = (await get('/api/v1/getExternalDestacateCourses/4')).json();
    const item = data.find((c: { id: number }) => c.id === diabetes.course.id);
    expect(item).toEqual({
      id: diabetes.course.id,
      courses: {
        name: 'Manejo de la Diabétes tipo 2',
        description: 'Control glucémico en el primer nivel de atención.',
        data: { imageUrl: diabetes.course.image, free: '0', price: '49.00', certificate: 1 },
      },
      resources_image: { data: diabetes.course.image },
      course_owner: {
        name: 'Lucía',
        lastname: 'Ortega',
        specialty: 'Endocrinología',
        description: 'Médica internista.',
        data: {
          facebook: 'https://facebook.com/lucia',
          instagram: 'https://instagram.com/lucia',
          pinterest: null,
          image: null,
        },
      },
      users_in_course: 2,
      date_in: diabetes.course.publishedAt!.toISOString(),
      destacate: 'true',
      data: { free: '0', price: '49.00' },
      lessons_in_course: 1,
      resource_in_course: 2,
      modules: [{ id: diabetes.modules[0]!.id, name: 'Módulo 1' }],
      course_hotmart: { checkoutUrl: 'https://pay.hotmart.com/X123' },
    });
    const gatedItem = data.find((c: { id: number }) => c.id === gated.course.id);
    expect(gatedItem).toMatchObject({
      lessons_in_course: 3,
      resource_in_course: 5,
      users_in_course: 0,
      course_hotmart: null,
    });
    expect(gatedItem.modules.map((m: { name: string }) => m.name)).toEqual(['Fundamentos', 'Práctica']);
  });

  it('with free=1 lists the free courses, marked free with price 0.00', async () => {
    const { data } = (await get('/api/v1/getExternalDestacateCourses/4?free=1')).json();
    expect(names(data)).toEqual(['Introducción a la telemedicina']);
    expect(data[0]).toMatchObject({ destacate: 'false', data: { free: '1', price: '0.00' } });
  });

  it('rejects bad input', async () => {
    expect((await get('/api/v1/getExternalDestacateCourses/4?free=2')).statusCode).toBe(422);
    expect((await get('/api/v1/getExternalDestacateCourses/abc')).statusCode).toBe(422);
    expect((await get('/api/v1/getExternalDestacateCourses/-1')).statusCode).toBe(422);
    expect((await get('/api/v1/getExternalDestacateCourses/99')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/getAllCoursesKey (search)', () => {
  const search = async (key: string) => {
    const res = await get(`/api/v1/getAllCoursesKey?proyect_id=4&key_code=${encodeURIComponent(key)}`);
    expect(res.statusCode).toBe(200);
    return names(res.json().data);
  };

  it('ignores accents and case', async () => {
    expect(await search('diabetes tipo')).toEqual(['Manejo de la Diabétes tipo 2']);
    expect(await search('DIABÉTES TIPO')).toEqual(['Manejo de la Diabétes tipo 2']);
    expect(await search('TELEMEDICINA')).toContain('Introducción a la telemedicina');
    expect(await search('introduccion')).toEqual(['Introducción a la telemedicina']);
  });

  it('searches description, specialist and category, ranking name matches first', async () => {
    const diabetesHits = await search('diabetes');
    // Name match first; the others match by description or category.
    expect(diabetesHits[0]).toBe('Manejo de la Diabétes tipo 2');
    expect(diabetesHits).toContain('Introducción a la telemedicina');
    expect(await search('ortega')).toEqual(['Manejo de la Diabétes tipo 2']);
    expect(await search('villacres')).toEqual(
      expect.arrayContaining(['Introducción a la telemedicina', 'Curso de Telemedicina']),
    );
    expect(await search('endocrinologia')).toEqual(
      expect.arrayContaining(['Manejo de la Diabétes tipo 2', 'Introducción a la telemedicina']),
    );
    expect(await search('glucémico primer')).toEqual(['Manejo de la Diabétes tipo 2']);
  });

  it('never finds drafts, future or other projects’ courses', async () => {
    const hits = await search('diabetes');
    for (const hidden of [draft, future, foreign]) expect(hits).not.toContain(hidden.course.name);
  });

  it('treats quotes, % and _ as text, never as SQL or wildcards', async () => {
    expect(await search(`'; drop table courses; --`)).toEqual([]);
    // Literal characters: only the course whose name has them.
    expect(await search('%')).toEqual([quoted.course.name]);
    expect(await search('_')).toEqual([quoted.course.name]);
    expect(await search('%%')).toEqual([]);
    expect(await search('100%')).toEqual([quoted.course.name]);
    expect(await search('_raro_')).toEqual([quoted.course.name]);
    expect(await search(`"especial" o'brien`)).toEqual([quoted.course.name]);
    expect(await search('\\')).toEqual([]);
    // Control characters are spaces in a search; NUL (refused by PostgreSQL in text) too.
    expect(await search('diab\u0007etes')).toContain('Manejo de la Diabétes tipo 2');
    expect(await search('\ttelemedicina\r\n')).toContain('Introducción a la telemedicina');
    expect((await get('/api/v2/getExternalAllCourses/4/5?search=tele%01medicina')).statusCode).toBe(200);
    // Courses table still there.
    expect((await search('telemedicina')).length).toBeGreaterThan(0);
  });

  it('accepts 5,000 characters and refuses more, blank or missing text with 422', async () => {
    expect(await search(huge(5000))).toEqual([]);
    expect(await search(`diabetes ${'x '.repeat(2400)}`)).toEqual([]);
    expect((await get(`/api/v1/getAllCoursesKey?proyect_id=4&key_code=${huge(5001)}`)).statusCode).toBe(422);
    const blank = await get('/api/v1/getAllCoursesKey?proyect_id=4&key_code=%20%20');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.key_code).toEqual(['El campo búsqueda es requerido']);
    expect((await get('/api/v1/getAllCoursesKey?proyect_id=4')).statusCode).toBe(422);
    expect((await get('/api/v1/getAllCoursesKey?key_code=x')).statusCode).toBe(422);
    expect((await get('/api/v1/getAllCoursesKey?key_code=x&proyect_id=99')).statusCode).toBe(404);
  });
});

describe('POST /api/v1/getAllCoursesCategories', () => {
  it('lists the public courses of a category', async () => {
    const res = await post('/api/v1/getAllCoursesCategories', {
      category_id: catDiabetes.id,
      type_id: 2,
      proyect_id: 4,
    });
    expect(res.statusCode).toBe(200);
    expect(names(res.json().data).sort()).toEqual([
      'Introducción a la telemedicina',
      'Manejo de la Diabétes tipo 2',
    ]);
    const empty = await post('/api/v1/getAllCoursesCategories', {
      category_id: catEmpty.id,
      type_id: '2',
      proyect_id: '4',
    });
    expect(empty.json()).toEqual({ data: [] });
  });

  it('answers an unknown category with 404 and bad input with 422 or 400', async () => {
    expect(
      (await post('/api/v1/getAllCoursesCategories', { category_id: 999_999, type_id: 2, proyect_id: 4 }))
        .statusCode,
    ).toBe(404);
    const bad = await post('/api/v1/getAllCoursesCategories', { category_id: 'abc', type_id: 3 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['category_id', 'proyect_id', 'type_id']);
    expect(
      (await post('/api/v1/getAllCoursesCategories', { category_id: huge(), type_id: 2, proyect_id: 4 }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post('/api/v1/getAllCoursesCategories', { category_id: 1e12, type_id: 2, proyect_id: 4 }))
        .statusCode,
    ).toBe(422);
    const malformed = await call(t.app, token, {
      method: 'POST',
      url: '/api/v1/getAllCoursesCategories',
      headers: { 'content-type': 'application/json' },
      payload: '{"category_id": ',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /api/v1/getExternalCoursesDetail', () => {
  const detail = async (courseId: number | string) => {
    const res = await post('/api/v1/getExternalCoursesDetail', { course_id: courseId, proyect_id: 4 });
    return res;
  };

  it('answers the course with modules, lessons, resources, counts and categories', async () => {
    const res = await detail(gated.course.id);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: gated.course.id,
      courses: {
        name: 'Curso de Telemedicina',
        about: gated.course.about,
        days: null,
        data: { price: '247.00', free: '0', certificate: 0 },
      },
      destacate: 'true',
      lessons_in_course: 3,
      resource_in_course: 5,
      users_in_course: 0,
      categories: [{ id: catTele.id, name: 'Telemedicina' }],
    });
    expect(data.modules.map((m: { name: string }) => m.name)).toEqual(['Fundamentos', 'Práctica']);
    const [welcome, live] = data.modules[0].lessons;
    expect(welcome).toMatchObject({ name: 'Bienvenida', data: { date_in: null } });
    expect(welcome.resources[0]).toEqual({
      id: gated.resources[0]!.id,
      name: 'Presentación',
      type: 2,
      lessons_id: welcome.id,
      data: { id_video: null, free: '1', url: '/media/video/demo-clase.mp4', date: null },
    });
    expect(welcome.resources[2].data).toMatchObject({ id_video: 'yt-abierto', free: '1' });
    expect(live.data.date_in).toBe(gated.lessons[1]!.startsAt!.toISOString());
  });

  it('never sends the video or url of a locked resource or of a lesson not yet released', async () => {
    const res = await detail(gated.course.id);
    const body = res.body;
    expect(body).not.toContain('111');
    expect(body).not.toContain('futuro-999');
    expect(body).not.toContain('/secreto.mp4');
    const lessons = res.json().data.modules[0].lessons;
    expect(lessons[0].resources[1].data).toEqual({ id_video: null, free: '0', url: null, date: null });
    expect(lessons[1].resources[0].data).toMatchObject({ id_video: null, url: null, free: '1' });
    const reading = res.json().data.modules[1].lessons[0].resources[0];
    expect(reading.data).toMatchObject({ url: null, free: '0' });
  });

  it('hides drafts, future and other projects’ courses with 404', async () => {
    for (const hidden of [draft, future, foreign])
      expect((await detail(hidden.course.id)).statusCode).toBe(404);
    expect((await detail(2_000_000)).statusCode).toBe(404);
    expect((await detail(2_000_000)).json().message).toBe('Curso no encontrado.');
    const otherProject = await post('/api/v1/getExternalCoursesDetail', {
      course_id: foreign.course.id,
      proyect_id: 5,
    });
    expect(otherProject.statusCode).toBe(200);
    expect(
      (await post('/api/v1/getExternalCoursesDetail', { course_id: 1, proyect_id: 99 })).statusCode,
    ).toBe(404);
  });

  it('answers a non-numeric, huge or missing id with 422', async () => {
    expect((await detail('abc')).statusCode).toBe(422);
    expect((await detail(huge(1000))).statusCode).toBe(422);
    expect((await detail(-3)).statusCode).toBe(422);
    expect((await detail(1.5)).statusCode).toBe(422);
    // JSON of the wrong type is refused, not read as a number.
    for (const wrong of [true, [1], ' 1 ', '0x1', '1e0', { id: 1 }, 0]) {
      const answer = await detail(wrong as never);
      expect(answer.statusCode, JSON.stringify(wrong)).toBe(422);
      expect(answer.json().errors.course_id[0]).toMatch(/^El campo/);
    }
    expect((await detail(0)).json().errors.course_id).toEqual(['El campo curso debe ser mayor a 0']);
    expect((await detail(null as never)).json().errors.course_id[0]).toMatch(/es requerido$/);
    expect((await detail('' as never)).json().errors.course_id[0]).toMatch(/es requerido$/);
    const missing = await post('/api/v1/getExternalCoursesDetail', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.course_id).toHaveLength(1);
    expect(missing.json().errors.proyect_id).toHaveLength(1);
  });
});

describe('GET /api/v2/getExternalAllCourses/4/{perPage}', () => {
  it('pages through the public courses with the paginator shape', async () => {
    const first = (await get('/api/v2/getExternalAllCourses/4/2')).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 4, from: 1, to: 2 });
    // Featured first.
    expect(first.data.every((c: { destacate: string }) => c.destacate === 'true')).toBe(true);
    const second = (await get('/api/v2/getExternalAllCourses/4/2?page=2')).json();
    expect(second).toMatchObject({ current_page: 2, from: 3, to: 4, total: 4 });
    const all = [...names(first.data), ...names(second.data)];
    expect(new Set(all).size).toBe(4);
    for (const hidden of [draft, future, foreign]) expect(all).not.toContain(hidden.course.name);
  });

  it('answers past the last page with no data and the right total; caps perPage', async () => {
    expect((await get('/api/v2/getExternalAllCourses/4/2?page=50')).json()).toMatchObject({
      data: [],
      total: 4,
      last_page: 2,
      from: null,
      to: null,
    });
    expect((await get('/api/v2/getExternalAllCourses/4/1000')).json()).toMatchObject({
      per_page: 100,
      total: 4,
    });
  });

  it('filters by search (ranked) and by free=1', async () => {
    const found = (await get('/api/v2/getExternalAllCourses/4/10?search=DIABETES')).json();
    expect(names(found.data)[0]).toBe('Manejo de la Diabétes tipo 2');
    expect(found.total).toBe(found.data.length);
    const paged = (await get('/api/v2/getExternalAllCourses/4/1?search=diabetes&page=5')).json();
    expect(paged).toMatchObject({ data: [], total: found.total });
    const free = (await get('/api/v2/getExternalAllCourses/4/10?free=1')).json();
    expect(names(free.data)).toEqual(['Introducción a la telemedicina']);
    const freeSearch = (await get('/api/v2/getExternalAllCourses/4/10?free=1&search=diabetes')).json();
    expect(names(freeSearch.data)).toEqual(['Introducción a la telemedicina']);
    const blank = (await get('/api/v2/getExternalAllCourses/4/10?search=%20')).json();
    expect(blank.total).toBe(4);
    expect(
      (await get(`/api/v2/getExternalAllCourses/4/10?search=${encodeURIComponent("%' or 1=1 --")}`)).json()
        .total,
    ).toBe(0);
  });

  it('rejects bad paging input with 422 and an unknown project with 404', async () => {
    for (const url of [
      '/api/v2/getExternalAllCourses/4/0',
      '/api/v2/getExternalAllCourses/4/abc',
      '/api/v2/getExternalAllCourses/4/10?page=0',
      '/api/v2/getExternalAllCourses/4/10?page=abc',
      '/api/v2/getExternalAllCourses/4/10?page=100001',
      '/api/v2/getExternalAllCourses/4/10?free=si',
      `/api/v2/getExternalAllCourses/4/10?search=${huge(5001)}`,
      '/api/v2/getExternalAllCourses/x/10',
    ])
      expect((await get(url)).statusCode, url).toBe(422);
    expect((await get('/api/v2/getExternalAllCourses/99/10')).statusCode).toBe(404);
  });
});

describe('GET /api/v2/courses/4/{categoryId}/{perPage}', () => {
  it('pages through a category', async () => {
    const res = (await get(`/api/v2/courses/4/${catTele.id}/2`)).json();
    expect(res).toMatchObject({ total: 3, last_page: 2, per_page: 2, current_page: 1 });
    const second = (await get(`/api/v2/courses/4/${catTele.id}/2?page=2`)).json();
    expect(names([...res.data, ...second.data]).sort()).toEqual(
      ['Curso de Telemedicina', 'Introducción a la telemedicina', quoted.course.name].sort(),
    );
    expect((await get(`/api/v2/courses/4/${catEmpty.id}/10`)).json()).toMatchObject({
      data: [],
      total: 0,
      last_page: 1,
    });
  });

  it('answers an unknown category with 404 and bad ids with 422', async () => {
    expect((await get('/api/v2/courses/4/999999/10')).statusCode).toBe(404);
    expect((await get('/api/v2/courses/4/abc/10')).statusCode).toBe(422);
    expect((await get(`/api/v2/courses/4/${catTele.id}/-1`)).statusCode).toBe(422);
    expect((await get(`/api/v2/courses/4/${catTele.id}/10?page=-2`)).statusCode).toBe(422);
    expect((await get('/api/v2/courses/4/1e3/10')).statusCode).toBe(422);
    expect((await get(`/api/v2/courses/0x4/${catTele.id}/10`)).statusCode).toBe(422);
    expect((await get(`/api/v2/courses/4/${catTele.id}/10?page=1.5`)).statusCode).toBe(422);
    expect((await get(`/api/v2/courses/99/${catTele.id}/10`)).statusCode).toBe(404);
  });

  it('refuses a NUL character anywhere in an API request with 422, never a 500', async () => {
    const query = await get('/api/v1/getAllCoursesKey?proyect_id=4&key_code=%00');
    expect(query.statusCode).toBe(422);
    expect(query.json().errors.key_code).toEqual(['El campo búsqueda contiene caracteres no permitidos']);
    const body = await post('/api/v1/getAllCoursesCategories', {
      category_id: catTele.id,
      type_id: 2,
      proyect_id: '4\u0000',
    });
    expect(body.statusCode).toBe(422);
    expect(Object.keys(body.json().errors)).toEqual(['proyect_id']);
  });
});

describe('GET /api/v2/getRelatedCourses/4/{perPage}', () => {
  it('lists courses sharing a category with course_id, itself excluded', async () => {
    const res = (await get(`/api/v2/getRelatedCourses/4/10?course_id=${gated.course.id}`)).json();
    expect(names(res.data).sort()).toEqual(['Introducción a la telemedicina', quoted.course.name].sort());
    const all = (await get('/api/v2/getRelatedCourses/4/10')).json();
    expect(all.total).toBe(4);
  });

  it('answers an unknown course with 404 and bad input with 422', async () => {
    expect((await get(`/api/v2/getRelatedCourses/4/10?course_id=${draft.course.id}`)).statusCode).toBe(404);
    expect((await get('/api/v2/getRelatedCourses/4/10?course_id=abc')).statusCode).toBe(422);
    expect((await get('/api/v2/getRelatedCourses/4/0')).statusCode).toBe(422);
  });
});

describe('page heads, sitemap and robots', () => {
  const meta = (html: string, property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

  it('writes the detail head: title, description, canonical, Open Graph, Twitter and Course JSON-LD', async () => {
    const res = await t.app.inject({ url: `/detail/lo-que-sea?course=${gated.course.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const canonical = `http://localhost:3000/detail/curso-de-telemedicina?course=${gated.course.id}`;
    expect(html).toContain('<title>Curso de Telemedicina · Campus Salud</title>');
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(meta(html, 'og:title')).toBe('Curso de Telemedicina · Campus Salud');
    expect(meta(html, 'og:image')).toBe(`http://localhost:3000${gated.course.image}`);
    expect(meta(html, 'twitter:image')).toBe(`http://localhost:3000${gated.course.image}`);
    expect(meta(html, 'description')).toBe('Teleconsulta segura, legal y rentable.');
    const [course] = jsonLd(html);
    expect(course).toMatchObject({
      '@type': 'Course',
      name: 'Curso de Telemedicina',
      offers: [{ '@type': 'Offer', price: '247.00', priceCurrency: 'USD', category: 'Paid' }],
      provider: { name: 'Campus Salud' },
    });
  });

  it('gives link previews a 1200 × 630 JPEG of the course picture (WhatsApp shows no WebP)', async () => {
    const pictured = await createCourse(t.db, {
      name: 'Ecografía para médicos generales',
      image: '/media/courses/curso-de-telemedicina.webp',
      publishedAt: new Date(Date.now() - DAY),
    });
    const html = (await t.app.inject({ url: `/detail/x?course=${pictured.course.id}` })).body;
    const preview = 'http://localhost:3000/share-image/courses/curso-de-telemedicina.jpg';
    expect(meta(html, 'og:image')).toBe(preview);
    expect(meta(html, 'twitter:image')).toBe(preview);
    expect(meta(html, 'og:image:type')).toBe('image/jpeg');
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);

    const image = await t.app.inject({ url: '/share-image/courses/curso-de-telemedicina.jpg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const { default: sharp } = await import('sharp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });

    for (const url of [
      '/share-image/courses/no-existe.jpg',
      '/share-image/courses/..%2f..%2fpackage.jpg',
      '/share-image/courses/curso-de-telemedicina.webp',
    ]) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).not.toBe('image/jpeg');
    }
  });

  it('answers an unknown, draft or malformed detail with 404 and a noindex head', async () => {
    for (const url of [
      `/detail/x?course=${draft.course.id}`,
      '/detail/x?course=abc',
      '/detail/x',
      '/detail/x?course=99999999999',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('writes listing heads with ItemList JSON-LD', async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(
      '<link rel="preload" as="image" href="/media/hero/hero-1-mobile.webp" media="(max-width: 767px)" type="image/webp" fetchpriority="high">',
    );
    const homeLd = jsonLd(home.body);
    expect(homeLd.find((d) => d['@type'] === 'ItemList').itemListElement).toHaveLength(2);

    const cat = await t.app.inject({ url: `/category/x?category=${catDiabetes.id}` });
    expect(cat.body).toContain('<title>Cursos de Diabetes y Endocrinología · Campus Salud</title>');
    expect(cat.body).toContain(
      `href="http://localhost:3000/category/diabetes-y-endocrinologia?category=${catDiabetes.id}"`,
    );
    const list = jsonLd(cat.body)[0];
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement.map((i: { name: string }) => i.name).sort()).toEqual([
      'Introducción a la telemedicina',
      'Manejo de la Diabétes tipo 2',
    ]);

    const search = await t.app.inject({ url: '/category/diabetes?category=search&q=diabetes' });
    expect(search.body).toContain('<title>Cursos de diabetes · Campus Salud</title>');
    expect(search.body).toContain('noindex');

    const free = await t.app.inject({ url: '/category/gratuitos?category=free' });
    expect(jsonLd(free.body)[0].numberOfItems).toBe(1);
    expect((await t.app.inject({ url: '/category' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/courses' })).body).toContain('<title>Cursos · Campus Salud</title>');

    const unknown = await t.app.inject({ url: '/category/x?category=999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('noindex');
  });

  it('escapes hostile text in heads', async () => {
    const res = await t.app.inject({
      url: `/category/x?category=search&q=${encodeURIComponent('</title><script>alert(1)</script>')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });

  it('redirects the older course paths to the detail', async () => {
    for (const url of [`/courses/${gated.course.id}/viejo`, `/courses/category/${gated.course.id}/viejo`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`/detail/curso-de-telemedicina?course=${gated.course.id}`);
    }
    expect((await t.app.inject({ url: '/courses/abc/viejo' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/courses/${draft.course.id}/viejo` })).statusCode).toBe(404);
  });

  it('lists every public course and category in /sitemap.xml, and robots.txt points to it', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toContain(
      `<loc>http://localhost:3000/detail/curso-de-telemedicina?course=${gated.course.id}</loc>`,
    );
    expect(xml).toContain(`<loc>http://localhost:3000/category/telemedicina?category=${catTele.id}</loc>`);
    expect(xml).toContain('<loc>http://localhost:3000/category/gratuitos?category=free</loc>');
    for (const hidden of [draft, future, foreign]) expect(xml).not.toContain(`course=${hidden.course.id}<`);
    expect(xml).not.toContain('Categoría de otro proyecto');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });
});
