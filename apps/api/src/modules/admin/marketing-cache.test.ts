// The public answers are cached; an operator's change through /api/admin must still show
// at once: marketing settings (getProyect), landing events, a course's price, and a draft never.
import { PROJECT_ID } from '@campus/contract';
import { LANDING_TAGS } from '@campus/contract/pages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOperator } from '../../../test/admin.ts';
import { createCategory, createCourse } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { courses, marketingSettings } from '../../db/schema.ts';
import { CATALOGUE_CACHE_MS, catalogueCache } from '../catalogue/catalogue.cache.ts';

let t: TestApp;
let client: string;
let adminToken: string;
let courseId: number;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  client = await clientToken(t.app);
  adminToken = (await createOperator(t.app, t.db)).adminToken;
  categoryId = (await createCategory(t.db, { name: 'Telemedicina' })).id;
  courseId = (
    await createCourse(t.db, {
      name: 'Taller de Comunicación en Telemedicina',
      price: '137.00',
      featured: true,
      categoryIds: [categoryId],
    })
  ).course.id;
});
afterAll(() => t.close());
// The cache is off in tests; here it is on, as in production.
beforeEach(() => catalogueCache(t.app).setTtl(CATALOGUE_CACHE_MS));

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(t.app, adminToken, { method, url, ...(payload ? { payload } : {}) });
const project = () => call(t.app, client, { method: 'GET', url: '/api/v1/getProyect/4' });
const detail = (id: number) =>
  call(t.app, client, {
    method: 'POST',
    url: '/api/v1/getExternalCoursesDetail',
    payload: { course_id: id, proyect_id: PROJECT_ID },
  });
const featuredIds = async () =>
  (await call(t.app, client, { method: 'GET', url: '/api/v1/getExternalDestacateCourses/4' }))
    .json()
    .data.map((c: { id: number }) => c.id);
const pageIds = async () =>
  (await call(t.app, client, { method: 'GET', url: '/api/v2/getExternalAllCourses/4/100' }))
    .json()
    .data.map((c: { id: number }) => c.id);
const landing = async (tag: string) =>
  (await call(t.app, client, { method: 'GET', url: `/api/v1/landing-events/${tag}` })).json().data;

const courseBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Taller de Comunicación en Telemedicina',
  description: 'Comunicarte frente a la cámara.',
  about: 'Tres días de práctica.',
  price: '137.00',
  free: false,
  featured: true,
  certificate: true,
  hours: 6,
  external_checkout_url: '',
  specialist_id: null,
  category_ids: [categoryId],
  published: true,
  ...overrides,
});

describe('public answers with the cache on', () => {
  it('serve cached bytes: a change made behind the operator area does not show (the cache is really on)', async () => {
    await admin('PUT', '/api/admin/marketing-settings', {
      whatsapp_group_url: 'https://chat.whatsapp.com/Primero123',
    });
    const first = await project();
    expect(first.json().data.marketing.whatsapp_group_url).toBe('https://chat.whatsapp.com/Primero123');
    await t.db
      .update(marketingSettings)
      .set({ whatsappGroupUrl: 'https://chat.whatsapp.com/PorDetras' })
      .where(eq(marketingSettings.projectId, PROJECT_ID));
    const again = await project();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.json().data.marketing.whatsapp_group_url).toBe('https://chat.whatsapp.com/Primero123');
  });

  it('show the marketing settings saved by the operator at once, with a new ETag', async () => {
    const before = await project();
    const saved = await admin('PUT', '/api/admin/marketing-settings', {
      whatsapp_group_url: 'https://chat.whatsapp.com/Operador2026',
      chat_phone: '+593 99 765 4321',
      thanks_video: { type: 6, video_id: 'dQw4w9WgXcQ' },
      testimonials: [{ type: 1, video_id: '76979871' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await project();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.marketing).toMatchObject({
      whatsapp_group_url: 'https://chat.whatsapp.com/Operador2026',
      chat_url: 'https://wa.me/593997654321',
      thanks_video: { video_id: 'dQw4w9WgXcQ' },
      testimonials: [{ number: 1, video_id: '76979871' }],
    });
  });

  it("show a landing event and its course's new price at once", async () => {
    const created = await admin('POST', '/api/admin/landing-events', {
      tag: LANDING_TAGS.workshop,
      title: 'Taller de Comunicación en Telemedicina',
      type: 3,
      course_id: courseId,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await landing(LANDING_TAGS.workshop)).course).toMatchObject({ id: courseId, price: '137.00' });
    expect(JSON.stringify((await detail(courseId)).json())).toContain('137.00');

    const edited = await admin('PUT', `/api/admin/courses/${courseId}`, courseBody({ price: '149,00' }));
    expect(edited.statusCode, edited.body).toBe(200);
    const shown = JSON.stringify((await detail(courseId)).json());
    expect(shown).toContain('149.00');
    expect(shown).not.toContain('137.00');
    expect((await landing(LANDING_TAGS.workshop)).course.price).toBe('149.00');

    const retitled = await admin('PUT', `/api/admin/landing-events/${created.json().id}`, {
      tag: LANDING_TAGS.workshop,
      title: 'Taller de Comunicación: nueva edición',
      type: 3,
      course_id: courseId,
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect((await landing(LANDING_TAGS.workshop)).title).toBe('Taller de Comunicación: nueva edición');
  });

  it('never show a draft, and drop a course the operator unpublishes at once', async () => {
    expect(await featuredIds()).toContain(courseId);
    const draft = await admin('POST', '/api/admin/courses', {
      ...courseBody({ name: 'Ecografía en urgencias (borrador)', published: false }),
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const draftId = draft.json().id as number;
    // Another write clears the cache; the draft still never appears.
    await admin('PUT', `/api/admin/courses/${courseId}`, courseBody({ price: '150.00' }));
    expect(await featuredIds()).not.toContain(draftId);
    expect(await pageIds()).not.toContain(draftId);
    expect((await detail(draftId)).statusCode).toBe(404);
    expect(JSON.stringify((await detail(courseId)).json())).toContain('150.00');

    await admin('PUT', `/api/admin/courses/${courseId}`, courseBody({ price: '150.00', published: false }));
    expect(await featuredIds()).not.toContain(courseId);
    expect(await pageIds()).not.toContain(courseId);
    expect((await detail(courseId)).statusCode).toBe(404);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, courseId));
    expect(row!.publishedAt).toBeNull();
  });
});
