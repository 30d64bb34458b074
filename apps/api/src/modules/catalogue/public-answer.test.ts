// Public catalogue answers built once (serialised, validated, compressed), ETag / 304 through
// @fastify/etag, br / gzip through @fastify/compress, a CDN-friendly Cache-Control, and an
// operator's change visible at once.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyEtag from '@fastify/etag';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createOperator } from '../../../test/admin.ts';
import { createCategory, createCourse, createSpecialist } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { CATALOGUE_CACHE_MS, catalogueCache, TtlCache } from './catalogue.cache.ts';
import { getCoursePage, searchCourses } from './catalogue.service.ts';
import { PUBLIC_CACHE_CONTROL, publicAnswers } from './public-answer.ts';
import { KeptSearchIndexes, loadSearchIndex, readSearchSources, type SearchSources } from './search-index.ts';

let t: TestApp;
let token: string;
let adminToken: string;
let courseId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await clientToken(t.app);
  adminToken = (await createOperator(t.app, t.db)).adminToken;
  const category = await createCategory(t.db);
  const specialist = await createSpecialist(t.db, { name: 'Lucía', lastname: 'Ortega' });
  for (let i = 0; i < 12; i++) {
    const course = await createCourse(t.db, {
      name: `Manejo de la diabetes tipo 2, edición ${i}`,
      description: `Programa en línea para médicos y enfermeras, edición ${i}: casos clínicos y guías actualizadas.`,
      featured: true,
      specialistId: specialist.id,
      categoryIds: [category.id],
      publishedAt: new Date(Date.now() - 10 * 86_400_000),
    });
    courseId ??= course.course.id;
  }
});
afterAll(async () => t.close());
// The cache is off in tests (they change data at will); these tests check the cache itself.
beforeEach(() => catalogueCache(t.app).setTtl(CATALOGUE_CACHE_MS));

const categories = (headers: Record<string, string> = {}) =>
  call(t.app, token, { method: 'GET', url: '/api/v1/getAllCategories?proyect_id=4', headers });
const featured = (headers: Record<string, string> = {}) =>
  call(t.app, token, { method: 'GET', url: '/api/v1/getExternalDestacateCourses/4', headers });
const project = (headers: Record<string, string> = {}) =>
  call(t.app, token, { method: 'GET', url: '/api/v1/getProyect/4', headers });
const page = (headers: Record<string, string> = {}) =>
  call(t.app, token, { method: 'GET', url: '/api/v2/getExternalAllCourses/4/12', headers });
const detail = (headers: Record<string, string> = {}) =>
  call(t.app, token, {
    method: 'POST',
    url: '/api/v1/getExternalCoursesDetail',
    payload: { course_id: courseId, proyect_id: 4 },
    headers,
  });

describe('ETag and 304', () => {
  it('sends a strong ETag, a public Cache-Control and Vary, and 304 when the client has it', async () => {
    for (const request of [categories, featured, detail, page, project]) {
      const first = await request();
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{32}"$/);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect((await request()).headers.etag).toBe(etag);

      const notModified = await request({ 'if-none-match': etag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      // A CDN may have weakened the tag.
      expect((await request({ 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
      expect((await request({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    }
  });

  it('still needs a valid token (no answer, not even 304, without one)', async () => {
    const etag = (await categories()).headers.etag as string;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/getAllCategories?proyect_id=4',
      headers: { 'if-none-match': etag },
    });
    expect(res.statusCode).toBe(401);
    // Nor for a POST answered before.
    expect((await detail()).statusCode).toBe(200);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/getExternalCoursesDetail',
      payload: { course_id: courseId, proyect_id: 4 },
    });
    expect(post.statusCode).toBe(401);
  });

  it('gives different answers different tags', async () => {
    expect((await categories()).headers.etag).not.toBe((await featured()).headers.etag);
  });
});

describe('a URL answered before', () => {
  // A route of its own, to count how often it runs.
  async function countedRoute(cache: TtlCache) {
    const app = Fastify({ logger: false });
    await app.register(fastifyEtag);
    const { serve, getRoute, postRoute } = publicAnswers(cache);
    const runs = { count: 0 };
    app.post(
      '/answer',
      {
        ...postRoute,
        schema: {
          body: {
            type: 'object',
            properties: { n: { type: 'integer' }, note: { type: 'string' } },
            required: ['n'],
          },
        },
      },
      async (request, reply) => {
        runs.count++;
        const { n } = request.body as { n: number };
        return serve(request, reply, ['n', n], z.object({ n: z.number() }), async () => ({ n }));
      },
    );
    app.get(
      '/answer',
      {
        ...getRoute,
        schema: {
          querystring: {
            type: 'object',
            properties: { n: { type: 'integer' } },
            additionalProperties: false,
          },
        },
      },
      async (request, reply) => {
        runs.count++;
        const { n = 0 } = request.query as { n?: number };
        return serve(request, reply, ['n', n], z.object({ n: z.number() }), async () => ({ n }));
      },
    );
    await app.ready();
    return { app, runs };
  }

  it('goes out again as it was without its route running, until the catalogue changes', async () => {
    const cache = new TtlCache(CATALOGUE_CACHE_MS);
    const { app, runs } = await countedRoute(cache);
    const first = await app.inject('/answer?n=1');
    const again = await app.inject('/answer?n=1');
    expect([first.statusCode, again.statusCode, runs.count]).toEqual([200, 200, 1]);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect((await app.inject({ url: '/answer?n=1', headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    const head = await app.inject({ method: 'HEAD', url: '/answer?n=1' });
    expect([head.statusCode, head.body, head.headers.etag]).toEqual([200, '', etag]);
    expect(runs.count).toBe(1);

    // Another spelling of the same answer runs the route once, then is known too.
    expect((await app.inject('/answer?n=01')).headers.etag).toBe(etag);
    expect((await app.inject('/answer?n=01')).headers.etag).toBe(etag);
    expect(runs.count).toBe(2);

    cache.clear();
    expect((await app.inject('/answer?n=1')).json()).toEqual({ n: 1 });
    expect(runs.count).toBe(3);
    await app.close();
  });

  it('a POST goes out again for the same body once it is read; not for a long body', async () => {
    const cache = new TtlCache(CATALOGUE_CACHE_MS);
    const { app, runs } = await countedRoute(cache);
    const post = (payload: object) => app.inject({ method: 'POST', url: '/answer', payload });
    const first = await post({ n: 3 });
    const again = await post({ n: 3 });
    expect([first.statusCode, again.statusCode, runs.count]).toEqual([200, 200, 1]);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    // The GET of the same answer is another request: it runs the route once.
    expect((await app.inject('/answer?n=3')).headers.etag).toBe(first.headers.etag);
    expect(runs.count).toBe(2);

    expect((await post({ n: 4 })).json()).toEqual({ n: 4 });
    expect(runs.count).toBe(3);
    const long = { n: 3, note: 'x'.repeat(300) };
    expect((await post(long)).headers.etag).toBe(first.headers.etag);
    expect((await post(long)).headers.etag).toBe(first.headers.etag);
    expect(runs.count).toBe(5);
    expect((await post({ note: 'sin n' })).statusCode).toBe(400);
    expect((await post({ note: 'sin n' })).statusCode).toBe(400);
    expect(runs.count).toBe(5);
    await app.close();
  });

  it('is forgotten when its answer expires, and a URL the route refused is never kept', async () => {
    const cache = new TtlCache(50);
    const { app, runs } = await countedRoute(cache);
    await app.inject('/answer?n=2');
    await new Promise((resolve) => setTimeout(resolve, 70));
    await app.inject('/answer?n=2');
    expect(runs.count).toBe(2);

    expect((await app.inject('/answer?n=dos')).statusCode).toBe(400);
    expect((await app.inject('/answer?n=dos')).statusCode).toBe(400);
    expect(runs.count).toBe(2);
    await app.close();
  });
});

describe('compression', () => {
  it('sends brotli or gzip bodies that decode to the same JSON as the plain one', async () => {
    for (const request of [page, detail]) {
      const plain = await request();
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await request({ 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await request({ 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(plain.body).data).toBeTruthy();
    }
  });

  it('honours q=0 when choosing the encoding, and sends a 304 without a body whatever the encoding', async () => {
    expect((await page({ 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect(
      (await page({ 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();
    // @fastify/compress reads the no-preference `*` as gzip, which every client decodes.
    expect((await page({ 'accept-encoding': '*' })).headers['content-encoding']).toBe('gzip');
    const etag = (await page()).headers.etag as string;
    const notModified = await page({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('search', () => {
  it('sends a search compressed like the other answers (brotli at a quality cheap enough per text)', async () => {
    const url = '/api/v2/getExternalAllCourses/4/12?search=diabetes%20tipo';
    const plain = await call(t.app, token, { method: 'GET', url });
    const br = await call(t.app, token, { method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("reads the index once for a search's pages, page sizes and the v1 search, in the same order", async () => {
    const names = (items: Array<{ courses: { name: string } }>) => items.map((i) => i.courses.name);
    let loads = 0;
    const kept = new KeptSearchIndexes({ ttl: CATALOGUE_CACHE_MS, generation: 0 }, (db, projectId) => {
      loads++;
      return loadSearchIndex(db, projectId);
    });
    const now = new Date();
    const pages = async (search?: SearchSources) => {
      const out = [];
      for (const [page, perPage] of [
        [1, 5],
        [2, 5],
        [3, 5],
        [4, 5],
        [1, 12],
      ] as const)
        out.push(await getCoursePage(t.db, 4, { search: 'DIABETES tipo' }, { page, perPage }, now, search));
      return out;
    };
    const direct = await pages();
    const shared = await pages({ ...readSearchSources, index: kept.get });
    expect(shared).toEqual(direct);
    expect(names(direct[4]!.data)).toEqual([...direct.slice(0, 3).flatMap((p) => names(p.data))]);
    expect(direct.map((p) => [p.total, p.data.length])).toEqual([
      [12, 5],
      [12, 5],
      [12, 2],
      [12, 0],
      [12, 12],
    ]);
    expect(
      names(await searchCourses(t.db, 4, 'diabetes TIPO', now, { ...readSearchSources, index: kept.get })),
    ).toEqual(names(direct[4]!.data));
    expect(loads).toBe(1);
  });
});

describe('invalidation', () => {
  it("shows an operator's catalogue change at once, with a new ETag", async () => {
    const before = await categories();
    expect(before.statusCode).toBe(200);
    const created = await call(t.app, adminToken, {
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'Cardiología de urgencias' },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const after = await categories({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Cardiología de urgencias');
    expect(before.body).not.toContain('Cardiología de urgencias');
  });

  it('keeps serving the cached bytes until then (same ETag, no new query result)', async () => {
    const first = await categories();
    await createCategory(t.db, { name: 'Categoría escrita sin aviso' });
    const second = await categories();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).not.toContain('Categoría escrita sin aviso');
    catalogueCache(t.app).clear();
    expect((await categories()).body).toContain('Categoría escrita sin aviso');
  });
});
