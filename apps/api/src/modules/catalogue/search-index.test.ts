// The public search ranks an in-memory index of the catalogue. It must follow every
// change the operator makes at once, and publication dates at the time of each search.
import { buildSearchIndex, type SearchIndex } from '@campus/contract';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOperator } from '../../../test/admin.ts';
import { createCategory, createCourse, createSpecialist } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import type { Executor } from '../../db/client.ts';
import { categories, courseCategories, courses, specialists } from '../../db/schema.ts';
import { clearPublicCatalogue } from './catalogue.admin.service.ts';
import { CATALOGUE_CACHE_MS, catalogueCache } from './catalogue.cache.ts';
import { searchableCourses, searchableFingerprint } from './catalogue.repository.ts';
import { getCoursePage, searchCourses } from './catalogue.service.ts';
import {
  buildSearchIndexOnListen,
  KeptSearchIndexes,
  loadSearchIndex,
  readSearchSources,
  searchSources,
} from './search-index.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const db = {} as Executor;

describe('KeptSearchIndexes', () => {
  /**
   * A reader whose builds the test finishes (or fails) by hand, counting them, and a catalogue
   * fingerprint the test sets and counts. A build reads the fingerprint first, so it starts a turn
   * of the event loop after the search that asked for it (`settle`).
   */
  function manualLoader() {
    const builds: Array<{ resolve: (i: SearchIndex) => void; reject: (e: Error) => void }> = [];
    const catalogue = { fingerprint: 'v1', checks: 0, failing: false };
    const load = (_db: Executor, _projectId: number) =>
      new Promise<SearchIndex>((resolve, reject) => builds.push({ resolve, reject }));
    const fingerprint = async () => {
      catalogue.checks++;
      if (catalogue.failing) throw new Error('base de datos caída');
      return catalogue.fingerprint;
    };
    return { builds, catalogue, load, fingerprint };
  }
  const settle = () => sleep(0);
  const indexOf = (name: string) =>
    buildSearchIndex([
      {
        id: 1,
        name,
        description: '',
        owner: '',
        categories: [],
        featured: false,
        free: false,
        publishedAt: 0,
      },
    ]);

  it('shares one build between concurrent searches and keeps it', async () => {
    const { builds, load, fingerprint } = manualLoader();
    const kept = new KeptSearchIndexes({ ttl: 60_000, generation: 0 }, load, fingerprint);
    const first = [kept.get(db, 4), kept.get(db, 4), kept.get(db, 4)];
    await settle();
    expect(builds).toHaveLength(1);
    const index = indexOf('a');
    builds[0]!.resolve(index);
    expect(await Promise.all(first)).toEqual([index, index, index]);
    expect(await kept.get(db, 4)).toBe(index);
    expect(builds).toHaveLength(1);
    // Another project has its own.
    void kept.get(db, 5);
    await settle();
    expect(builds).toHaveLength(2);
  });

  it('waits for a new index once the catalogue changed (the cache was cleared)', async () => {
    const { builds, load, fingerprint } = manualLoader();
    const cache = { ttl: 60_000, generation: 0 };
    const kept = new KeptSearchIndexes(cache, load, fingerprint);
    const before = kept.get(db, 4);
    await settle();
    builds[0]!.resolve(indexOf('antes'));
    await before;
    cache.generation++;
    const after = kept.get(db, 4);
    await settle();
    expect(builds).toHaveLength(2);
    const fresh = indexOf('después');
    builds[1]!.resolve(fresh);
    expect(await after).toBe(fresh);
  });

  /** An index built once, kept 30 ms, and now past that time. */
  async function keptPastItsTime() {
    const loader = manualLoader();
    const kept = new KeptSearchIndexes({ ttl: 30, generation: 0 }, loader.load, loader.fingerprint);
    const old = indexOf('viejo');
    const first = kept.get(db, 4);
    await settle();
    loader.builds[0]!.resolve(old);
    await first;
    await sleep(40);
    return { ...loader, kept, old };
  }

  /** Past its time with the catalogue changed unannounced: a search answers from the current index and starts the rebuild. */
  async function rebuildingAfterUnannouncedChange() {
    const kept = await keptPastItsTime();
    kept.catalogue.fingerprint = 'v2';
    expect(await kept.kept.get(db, 4)).toBe(kept.old);
    await sleep(0);
    expect(kept.builds).toHaveLength(2);
    return kept;
  }

  it('after its time, checks the catalogue and keeps the index while it is unchanged', async () => {
    const { builds, catalogue, kept, old } = await keptPastItsTime();
    // Read once, by the build.
    expect(catalogue.checks).toBe(1);
    expect(await kept.get(db, 4)).toBe(old);
    expect(await kept.get(db, 4)).toBe(old);
    await settle();
    expect(catalogue.checks).toBe(2);
    expect(builds).toHaveLength(1);
    // Checked now: the next check comes a whole time later, not on every search.
    expect(await kept.get(db, 4)).toBe(old);
    expect(catalogue.checks).toBe(2);
    await sleep(40);
    await kept.get(db, 4);
    expect(catalogue.checks).toBe(3);
    expect(builds).toHaveLength(1);
  });

  it('rebuilds in the background when the catalogue changed unannounced, answering with the current index meanwhile', async () => {
    const { builds, catalogue, kept, old } = await rebuildingAfterUnannouncedChange();
    expect(await kept.get(db, 4)).toBe(old);
    const fresh = indexOf('nuevo');
    builds[1]!.resolve(fresh);
    await sleep(0);
    expect(await kept.get(db, 4)).toBe(fresh);
    // Read with v2 (the build, the check and the rebuild read it: 3): unchanged since, so no more builds.
    await sleep(40);
    await kept.get(db, 4);
    await settle();
    expect(catalogue.checks).toBe(4);
    expect(builds).toHaveLength(2);
  });

  it('keeps the current index when a background rebuild fails, and tries again later', async () => {
    const { builds, kept, old } = await rebuildingAfterUnannouncedChange();
    builds[1]!.reject(new Error('base de datos caída'));
    await sleep(0);
    expect(await kept.get(db, 4)).toBe(old);
    await sleep(0);
    expect(builds).toHaveLength(3);
  });

  it('keeps the current index when the check itself fails, and checks again on the next search', async () => {
    const { builds, catalogue, kept, old } = await keptPastItsTime();
    catalogue.failing = true;
    expect(await kept.get(db, 4)).toBe(old);
    await settle();
    expect(catalogue.checks).toBe(2);
    catalogue.failing = false;
    catalogue.fingerprint = 'v2';
    expect(await kept.get(db, 4)).toBe(old);
    await settle();
    // The check, then the rebuild's own read.
    expect(catalogue.checks).toBe(4);
    expect(builds).toHaveLength(2);
  });

  it('never keeps a failed build', async () => {
    const { builds, load, fingerprint } = manualLoader();
    const kept = new KeptSearchIndexes({ ttl: 60_000, generation: 0 }, load, fingerprint);
    const failed = kept.get(db, 4);
    await settle();
    builds[0]!.reject(new Error('base de datos caída'));
    await expect(failed).rejects.toThrow('base de datos caída');
    const retry = kept.get(db, 4);
    await settle();
    expect(builds).toHaveLength(2);
    const index = indexOf('a');
    builds[1]!.resolve(index);
    expect(await retry).toBe(index);
  });

  it('reads the database on every search when the cache is off, and no fingerprint', async () => {
    const { builds, catalogue, load, fingerprint } = manualLoader();
    const kept = new KeptSearchIndexes({ ttl: 0, generation: 0 }, load, fingerprint);
    void kept.get(db, 4);
    void kept.get(db, 4);
    expect(builds).toHaveLength(2);
    expect(catalogue.checks).toBe(0);
  });
});

describe('buildSearchIndexOnListen', () => {
  /** A server as production runs it (catalogue cache on), whose index builds the test counts. */
  function server(build: (db: Executor, projectId: number) => Promise<SearchIndex>) {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    app.decorate('db', {} as never);
    app.decorate('config', { env: 'production' } as never);
    const built: number[] = [];
    buildSearchIndexOnListen(
      app,
      (db, projectId) => {
        built.push(projectId);
        return build(db, projectId);
      },
      4,
    );
    return { app, built, lines };
  }

  it("builds the site's index once the server listens, not when it is only made ready (tests, scripts)", async () => {
    const { app, built } = server(async () => buildSearchIndex([]));
    await app.ready();
    expect(built).toEqual([]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(built).toEqual([4]);
    await app.close();
  });

  it('logs a failed build and keeps serving (the first search builds it again)', async () => {
    const { app, built, lines } = server(async () => {
      throw new Error('database down');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await sleep(10);
    expect(built).toEqual([4]);
    expect(lines.join('')).toContain('the search index could not be built at start');
    expect((await app.inject({ method: 'GET', url: '/nothing' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('search over the kept index of an app', () => {
  let t: TestApp;
  let token: string;
  let adminToken: string;
  let categoryId: number;
  let specialistId: number;

  beforeAll(async () => {
    t = await createTestApp();
    token = await clientToken(t.app);
    adminToken = (await createOperator(t.app, t.db)).adminToken;
    categoryId = (await createCategory(t.db, { name: 'Neumología' })).id;
    specialistId = (await createSpecialist(t.db, { name: 'Rosa', lastname: 'Cevallos' })).id;
    await createCourse(t.db, {
      name: 'Asma en la infancia',
      description: 'Inhaladores y crisis.',
      categoryIds: [categoryId],
      specialistId,
    });
  });
  afterAll(async () => t.close());
  // The cache (and with it the kept index) is off in tests; these check what keeps it fresh.
  beforeEach(() => catalogueCache(t.app).setTtl(CATALOGUE_CACHE_MS));

  const v1 = async (text: string) => {
    const res = await call(t.app, token, {
      method: 'GET',
      url: `/api/v1/getAllCoursesKey?proyect_id=4&key_code=${encodeURIComponent(text)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Array<{ courses: { name: string } }>).map((c) => c.courses.name);
  };
  const v2 = async (text: string) => {
    const res = await call(t.app, token, {
      method: 'GET',
      url: `/api/v2/getExternalAllCourses/4/12?search=${encodeURIComponent(text)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Array<{ courses: { name: string } }>).map((c) => c.courses.name);
  };
  const admin = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    call(t.app, adminToken, { method, url, payload });
  const courseInput = (fields: Record<string, unknown>) => ({
    name: 'Espirometría práctica',
    description: 'Curvas flujo-volumen.',
    price: '30.00',
    specialist_id: specialistId,
    category_ids: [categoryId],
    published: true,
    ...fields,
  });

  it('finds a course the operator publishes, edits or unpublishes at once, in v1 and v2', async () => {
    expect(await v1('espirometria')).toEqual([]);
    const created = await admin('POST', '/api/admin/courses', courseInput({}));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await v1('espirometria')).toEqual(['Espirometría práctica']);
    expect(await v2('ESPIROMETRÍA')).toEqual(['Espirometría práctica']);

    const renamed = await admin('PUT', `/api/admin/courses/${id}`, courseInput({ name: 'Función pulmonar' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await v1('espirometria practica')).toEqual([]);
    expect(await v1('funcion pulmonar')).toEqual(['Función pulmonar']);
    expect(await v2('flujo-volumen')).toEqual(['Función pulmonar']);

    const hidden = await admin(
      'PUT',
      `/api/admin/courses/${id}`,
      courseInput({ name: 'Función pulmonar', published: false }),
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await v1('pulmonar')).toEqual([]);
    expect(await v2('pulmonar')).toEqual([]);
  });

  it("follows the operator's renamed specialists and categories", async () => {
    expect(await v1('cevallos')).toEqual(['Asma en la infancia']);
    const specialist = await admin('PUT', `/api/admin/specialists/${specialistId}`, {
      name: 'Rosa',
      lastname: 'Benítez',
    });
    expect(specialist.statusCode, specialist.body).toBe(200);
    expect(await v2('BENITEZ')).toEqual(['Asma en la infancia']);
    expect(await v2('cevallos asma')).toEqual([]);

    const category = await admin('PUT', `/api/admin/categories/${categoryId}`, { name: 'Respiratorio' });
    expect(category.statusCode, category.body).toBe(200);
    expect(await v1('respiratorio asma')).toEqual(['Asma en la infancia']);
    expect(await v1('neumologia asma')).toEqual([]);
  });

  it('keeps the index between searches until the catalogue changes (a write without clearing is not seen)', async () => {
    expect(await v1('bronquiolitis')).toEqual([]);
    await createCourse(t.db, { name: 'Bronquiolitis', categoryIds: [categoryId] });
    expect(await v2('bronquiolitis')).toEqual([]);
    // What the cache bus does when another instance's operator wrote (plugins/cache-bus.ts).
    catalogueCache(t.app).clear();
    expect(await v2('bronquiolitis')).toEqual(['Bronquiolitis']);
  });

  it("changes the catalogue's fingerprint with everything the index reads, and only with that", async () => {
    const owner = await createSpecialist(t.db, { name: 'Inés', lastname: 'Mora' });
    const category = await createCategory(t.db, { name: 'Dermatología' });
    const { course } = await createCourse(t.db, {
      name: 'Acné',
      specialistId: owner.id,
      categoryIds: [category.id],
    });
    const fingerprint = () => searchableFingerprint(t.db, 4);
    const seen = new Set([await fingerprint()]);
    expect(await fingerprint()).toBe([...seen][0]);
    /** `write` must move the fingerprint to one never seen before. */
    const moves = async (write: () => Promise<unknown>) => {
      await write();
      const now = await fingerprint();
      expect(seen.has(now)).toBe(false);
      seen.add(now);
    };
    const setCourse = (fields: Partial<typeof courses.$inferInsert>) =>
      t.db.update(courses).set(fields).where(eq(courses.id, course.id));
    await moves(() => setCourse({ name: 'Acné severo' }));
    await moves(() => setCourse({ description: 'Isotretinoína.' }));
    await moves(() => setCourse({ featured: true }));
    await moves(() => setCourse({ free: true }));
    await moves(() => setCourse({ publishedAt: new Date(Date.now() + 3_600_000) }));
    await moves(() => setCourse({ publishedAt: null }));
    await moves(() => setCourse({ publishedAt: new Date() }));
    await moves(() =>
      t.db.update(specialists).set({ lastname: 'Mora Vera' }).where(eq(specialists.id, owner.id)),
    );
    await moves(() => setCourse({ specialistId: null }));
    await moves(() => t.db.update(categories).set({ name: 'Piel' }).where(eq(categories.id, category.id)));
    await moves(() => t.db.delete(courseCategories).where(eq(courseCategories.courseId, course.id)));
    await moves(() => t.db.insert(courseCategories).values({ courseId: course.id, categoryId }));
    await moves(() => createCourse(t.db, { name: 'Rosácea' }));
    // The same texts moved between columns are another catalogue.
    await moves(() => setCourse({ name: 'Isotretinoína.', description: 'Acné severo' }));
    // What a search neither finds nor ranks by is not a reason to read 10,000 courses again.
    const before = await fingerprint();
    await setCourse({ price: '99.00', about: 'Otro texto.', image: '/media/otra.webp' });
    await createCourse(t.db, { name: 'Borrador', publishedAt: null });
    expect(await fingerprint()).toBe(before);
  });

  it('reads the fingerprint before the pages, so a change landing meanwhile is found by the next check', async () => {
    /** The index as read, then a course written before anything else is read (the race). */
    const readThenWrite = async (db: Executor, projectId: number) => {
      const index = await loadSearchIndex(db, projectId);
      await createCourse(t.db, { name: 'Escrito durante la lectura' });
      return index;
    };
    const kept = new KeptSearchIndexes({ ttl: 30, generation: 0 }, readThenWrite);
    const found = async () =>
      (await searchCourses(t.db, 4, 'escrito lectura', new Date(), { ...readSearchSources, index: kept.get }))
        .length;
    expect(await found()).toBe(0);
    await sleep(40);
    // Past its time: this search checks the fingerprint, which moved, and rebuilds meanwhile.
    expect(await found()).toBe(0);
    for (let i = 0; i < 100 && (await found()) === 0; i++) await sleep(10);
    expect(await found()).toBe(1);
  });

  it('finds a course published in the future only once its time has come, with the same index', async () => {
    const soon = Date.now() + 60_000;
    await createCourse(t.db, { name: 'Oxigenoterapia domiciliaria', publishedAt: new Date(soon) });
    clearPublicCatalogue(t.app);
    const sources = searchSources(t.app);
    const page = (now: number) =>
      getCoursePage(t.db, 4, { search: 'oxigenoterapia' }, { page: 1, perPage: 12 }, new Date(now), sources);
    expect((await page(Date.now())).total).toBe(0);
    expect((await page(soon - 1)).total).toBe(0);
    expect((await page(soon)).data.map((c) => c.courses.name)).toEqual(['Oxigenoterapia domiciliaria']);
    expect(await searchCourses(t.db, 4, 'oxigenoterapia', new Date(soon - 1), sources)).toEqual([]);
    expect(await searchCourses(t.db, 4, 'oxigenoterapia', new Date(soon + 1), sources)).toHaveLength(1);
    // Through the API, now: not yet.
    expect(await v1('oxigenoterapia')).toEqual([]);
  });

  it('never shows a course unpublished since the index was built, even before it is rebuilt', async () => {
    const { course } = await createCourse(t.db, { name: 'Apnea del sueño' });
    const stale = {
      ...readSearchSources,
      index: new KeptSearchIndexes({ ttl: CATALOGUE_CACHE_MS, generation: 0 }).get,
    };
    const page = () =>
      getCoursePage(t.db, 4, { search: 'apnea' }, { page: 1, perPage: 12 }, new Date(), stale);
    expect((await page()).data.map((c) => c.courses.name)).toEqual(['Apnea del sueño']);
    await t.db.update(courses).set({ publishedAt: null }).where(eq(courses.id, course.id));
    expect((await page()).data).toEqual([]);
    expect(await searchCourses(t.db, 4, 'apnea', new Date(), stale)).toEqual([]);
  });

  it('orders ties like the SQL listing, to the microsecond', async () => {
    const at = new Date(Date.now() - 3_600_000);
    const later = await createCourse(t.db, { name: 'Tos crónica A', publishedAt: at });
    const earlier = await createCourse(t.db, { name: 'Tos crónica B', publishedAt: at });
    // Half a millisecond apart: the same millisecond for a JavaScript Date, not for PostgreSQL.
    await t.db
      .update(courses)
      .set({ publishedAt: sql`${courses.publishedAt} + interval '500 microseconds'` })
      .where(eq(courses.id, later.course.id));
    clearPublicCatalogue(t.app);
    expect(await v1('tos cronica')).toEqual(['Tos crónica A', 'Tos crónica B']);
    const listing = await call(t.app, token, { method: 'GET', url: '/api/v2/getExternalAllCourses/4/100' });
    const listed = (listing.json().data as Array<{ id: number }>).map((c) => c.id);
    expect(listed.indexOf(later.course.id)).toBeLessThan(listed.indexOf(earlier.course.id));
    // Public from the very microsecond of publication, as isPublic's SQL says.
    const [row] = await t.db
      .select({ us: sql<string>`(extract(epoch from ${courses.publishedAt}) * 1000000)::bigint::text` })
      .from(courses)
      .where(eq(courses.id, later.course.id));
    const publishedUs = Number(row!.us);
    const index = await loadSearchIndex(t.db, 4);
    const position = index.entries.findIndex((e) => e.id === later.course.id);
    expect(index.publishedAt[position]).toBe(publishedUs);
  });

  it('reads every published course once, page by page, whatever the page size', async () => {
    const owner = await createSpecialist(t.db, { name: 'Lucía', lastname: 'Andrade' });
    const category = await createCategory(t.db, { name: 'Cardiología' });
    const first = await createCourse(t.db, {
      name: 'Paginado 1',
      specialistId: owner.id,
      categoryIds: [category.id],
    });
    for (const n of [2, 3, 4]) await createCourse(t.db, { name: `Paginado ${n}` });
    const draft = await createCourse(t.db, { name: 'Paginado borrador', publishedAt: null });
    const all = await searchableCourses(t.db, 4, 100_000);
    const ids = all.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).not.toContain(draft.course.id);
    expect(all.find((c) => c.id === first.course.id)).toMatchObject({
      owner: 'Lucía Andrade',
      categories: ['Cardiología'],
    });
    // Page sizes that divide the count and that do not: no course lost or read twice at an edge.
    for (const size of [1, 2, 3, ids.length - 1, ids.length]) {
      expect(await searchableCourses(t.db, 4, size)).toEqual(all);
    }
  });

  it('still answers odd or huge texts with the Spanish error or a sane answer', async () => {
    const get = (url: string) => call(t.app, token, { method: 'GET', url });
    expect(await v1(huge(5000))).toEqual([]);
    expect(await v2(`asma ${'x '.repeat(2400)}`)).toEqual([]);
    expect(await v2('%_\\')).toEqual([]);
    const tooLong = await get(`/api/v2/getExternalAllCourses/4/12?search=${huge(5001)}`);
    expect(tooLong.statusCode).toBe(422);
    const blank = await get('/api/v1/getAllCoursesKey?proyect_id=4&key_code=%20');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.key_code).toEqual(['El campo búsqueda es requerido']);
    const twice = await get('/api/v1/getAllCoursesKey?proyect_id=4&key_code=asma&key_code=tos');
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBeTruthy();
    expect((await get('/api/v1/getAllCoursesKey?proyect_id=99&key_code=asma')).statusCode).toBe(404);
  });
});
