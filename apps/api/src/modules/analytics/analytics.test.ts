import { PROJECT_ID } from '@campus/contract';
import { paths } from '@campus/contract/pages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, expectAdmin422 } from '../../../test/admin.ts';
import { createCourse, createUser } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import {
  enrolments,
  landingVisitKeys,
  landingVisitSalts,
  landingVisits,
  leads,
  orderItems,
  orders,
  resourceProgress,
  users,
} from '../../db/schema.ts';
import { VISITS_PER_MINUTE } from './visits.routes.ts';
import {
  countLandingVisit,
  forgetPastVisitors,
  VIEWS_PER_ADDRESS_PER_DAY,
  visitDay,
} from './visits.service.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
let op: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  op = await createOperator(t.app, t.db);
});
afterAll(() => t.close());

/** A beacon as a browser sends it from one of our pages (Origin and Sec-Fetch-Site). */
const ownPage = () => ({ origin: new URL(t.config.publicUrl).origin, 'sec-fetch-site': 'same-origin' });
const visit = (
  payload: unknown,
  ua = CHROME,
  remoteAddress = '203.0.113.7',
  headers: Record<string, string> = ownPage(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/landing-visits',
    payload: payload as object,
    remoteAddress,
    headers: { 'user-agent': ua, ...headers },
  });
const counts = async (path: string) =>
  (await t.db.select().from(landingVisits).where(eq(landingVisits.path, path)))[0] ?? null;

describe('landing visits (first-party, no personal data)', () => {
  it('counts every view and each visitor once per landing and day, without a token', async () => {
    expect((await visit({ path: paths.landing.guide })).statusCode).toBe(204);
    expect((await visit({ path: paths.landing.guide })).statusCode).toBe(204);
    expect(await counts(paths.landing.guide)).toMatchObject({
      day: visitDay(new Date()),
      views: 2,
      visitors: 1,
    });
    // Another address is another visitor; another user agent from the same address is not.
    await visit({ path: paths.landing.guide }, FIREFOX);
    await visit({ path: paths.landing.guide }, CHROME, '198.51.100.4');
    expect(await counts(paths.landing.guide)).toMatchObject({ views: 4, visitors: 2 });
    // The same person on another landing counts there too.
    await visit({ path: paths.landing.workshop });
    expect(await counts(paths.landing.workshop)).toMatchObject({ views: 1, visitors: 1 });
  });

  it('reads the JSON navigator.sendBeacon sends as text/plain', async () => {
    const beacon = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/landing-visits',
        payload,
        remoteAddress: '203.0.113.7',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, ...ownPage() },
      });
    expect((await beacon(JSON.stringify({ path: paths.landing.workshop }))).statusCode).toBe(204);
    expect(await counts(paths.landing.workshop)).toMatchObject({ views: 2, visitors: 1 });
    const bad = await beacon('{path:');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('malformed_json');
  });

  it('stores no IP nor user agent: only counts, the day salt and hashed keys', async () => {
    const dump = JSON.stringify([
      await t.db.select().from(landingVisits),
      await t.db.select().from(landingVisitKeys),
      await t.db.select().from(landingVisitSalts),
    ]);
    for (const secret of ['203.0.113.7', '198.51.100.4', 'Chrome/131', 'Firefox'])
      expect(dump).not.toContain(secret);
    const keys = await t.db.select().from(landingVisitKeys);
    expect(keys.length).toBe(3);
    for (const k of keys) expect(k.key).toMatch(/^[\w-]{43}$/);
  });

  it('ignores robots, headless browsers and calls without a user agent', async () => {
    const before = await counts(paths.landing.obstacles);
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      '',
    ]) {
      expect((await visit({ path: paths.landing.obstacles }, ua)).statusCode).toBe(204);
    }
    expect(before).toBeNull();
    expect(await counts(paths.landing.obstacles)).toBeNull();
  });

  it('refuses unknown paths (Spanish 422), wrong types, missing fields and huge bodies', async () => {
    for (const body of [
      { path: '/detail/x' },
      { path: paths.landing.guideThanks },
      { path: 12 },
      {},
      { path: huge(500) },
    ]) {
      expectAdmin422(await visit(body), 'path');
    }
    expect((await visit({ path: paths.landing.guide, pad: huge(5000) })).statusCode).toBe(413);
    expect(await counts('/detail/x')).toBeNull();
  });

  it('rotates the salt each day, and the purge forgets past keys and salts but keeps the counts', async () => {
    const monday = new Date('2025-06-02T15:00:00Z');
    const tuesday = new Date('2025-06-03T15:00:00Z');
    const same = { path: paths.landing.diabetes, ip: '192.0.2.1', userAgent: CHROME } as const;
    expect(await countLandingVisit(t.db, { ...same, now: monday })).toBe(true);
    expect(await countLandingVisit(t.db, { ...same, now: monday })).toBe(true);
    expect(await countLandingVisit(t.db, { ...same, now: tuesday })).toBe(true);
    const rows = await t.db
      .select()
      .from(landingVisits)
      .where(eq(landingVisits.path, paths.landing.diabetes));
    expect(rows.map((r) => [r.day, r.views, r.visitors]).sort()).toEqual([
      ['2025-06-02', 2, 1],
      ['2025-06-03', 1, 1],
    ]);
    const salts = await t.db.select().from(landingVisitSalts);
    expect(new Set(salts.map((s) => s.salt)).size).toBe(salts.length);

    expect(await forgetPastVisitors(t.db, tuesday)).toBe(1);
    const days = (await t.db.select().from(landingVisitSalts)).map((s) => s.day);
    expect(days.every((d) => d >= '2025-06-03')).toBe(true);
    expect((await t.db.select().from(landingVisitKeys)).every((k) => k.day >= '2025-06-03')).toBe(true);
    expect((await t.db.select().from(landingVisits).where(eq(landingVisits.day, '2025-06-02'))).length).toBe(
      1,
    );
  });

  it('40 beacons in a second from one address with rotating user agents count one visitor', async () => {
    const agents = Array.from(
      { length: 40 },
      (_, i) =>
        `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + i}.0.0.0 Safari/537.36`,
    );
    const results = await Promise.all(
      agents.map((ua) => visit({ path: paths.landing.telemedicine }, ua, '192.0.2.40')),
    );
    expect(results.every((r) => r.statusCode === 204)).toBe(true);
    expect(await counts(paths.landing.telemedicine)).toMatchObject({ views: 40, visitors: 1 });
  });

  it(`counts at most ${VIEWS_PER_ADDRESS_PER_DAY} views per address, landing and day`, async () => {
    const path = paths.landing.workshop;
    const start = (await counts(path))!;
    const day = visitDay(new Date());
    for (let i = 0; i < VIEWS_PER_ADDRESS_PER_DAY + 5; i++)
      expect(await countLandingVisit(t.db, { path, ip: '192.0.2.50', userAgent: `${CHROME} #${i}` })).toBe(
        i < VIEWS_PER_ADDRESS_PER_DAY,
      );
    expect(await counts(path)).toMatchObject({
      day,
      views: start.views + VIEWS_PER_ADDRESS_PER_DAY,
      visitors: start.visitors + 1,
    });
  });

  it('refuses beacons from other sites (403) and counts nothing', async () => {
    const path = paths.landing.webinar;
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://otro-sitio.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://otro-sitio.example' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://otro-sitio.example/pagina' },
      { origin: `${new URL(t.config.publicUrl).origin}.evil.example` },
      {},
    ];
    for (const headers of foreign) {
      const res = await visit({ path }, CHROME, '192.0.2.60', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toBe('Solo se cuentan las visitas desde las páginas de este sitio.');
    }
    expect(await counts(path)).toBeNull();
    // Our own page: by Origin, by same-origin fetch metadata (the dev proxy), or by Referer.
    const own = new URL(t.config.publicUrl).origin;
    const ownHeaders: Array<Record<string, string>> = [
      { origin: own },
      { 'sec-fetch-site': 'same-origin' },
      { referer: `${own}/pro/guia` },
      // The dev server's proxy: the page's origin is the proxy's, the browser still says same-origin.
      { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of ownHeaders)
      expect((await visit({ path }, CHROME, '192.0.2.61', headers)).statusCode, JSON.stringify(headers)).toBe(
        204,
      );
    expect(await counts(path)).toMatchObject({ views: 4, visitors: 1 });
  });

  it(`is rate-limited per address (${VISITS_PER_MINUTE} a minute)`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= VISITS_PER_MINUTE; i++)
      statuses.push((await visit({ path: paths.landing.webinar }, CHROME, '192.0.2.99')).statusCode);
    expect(statuses.slice(0, VISITS_PER_MINUTE).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('operator dashboard', () => {
  // Weeks 2026-W10 (Mon 2 March) and 2026-W11 (Mon 9 March), Ecuador time (UTC−5).
  const W10 = new Date('2026-03-03T15:00:00Z');
  const W10_LATE = new Date('2026-03-09T04:30:00Z'); // Sunday 8 March 23:30 in Ecuador
  const W11 = new Date('2026-03-10T15:00:00Z');
  const W11_LATER = new Date('2026-03-12T15:00:00Z');
  const W12 = new Date('2026-03-17T15:00:00Z');
  let courseA: Awaited<ReturnType<typeof createCourse>>;
  let courseB: Awaited<ReturnType<typeof createCourse>>;

  beforeAll(async () => {
    courseA = await createCourse(t.db, { name: 'Telemedicina práctica' });
    courseB = await createCourse(t.db, { name: 'Comunicación clínica' });
    await t.db.insert(landingVisits).values([
      { day: '2026-03-03', path: paths.landing.guide, views: 5, visitors: 3 },
      { day: '2026-03-10', path: paths.landing.workshop, views: 2, visitors: 2 },
      { day: '2026-03-16', path: paths.landing.workshop, views: 9, visitors: 9 },
    ]);
    const lead = (email: string, createdAt: Date) => ({
      projectId: PROJECT_ID,
      email,
      codeRelation: 'x',
      createdAt,
    });
    await t.db
      .insert(leads)
      .values([
        lead('a@ejemplo.com', W10),
        lead('b@ejemplo.com', W10_LATE),
        lead('c@ejemplo.com', W11),
        lead('d@ejemplo.com', W12),
      ]);
    const u1 = (await createUser(t.db)).user;
    const u2 = (await createUser(t.db)).user;
    await t.db.update(users).set({ createdAt: W10 }).where(eq(users.id, u1.id));
    await t.db.update(users).set({ createdAt: W11 }).where(eq(users.id, u2.id));

    const order = async (status: string, total: string, paidAt: Date, items: Array<[number, string]>) => {
      const [o] = await t.db
        .insert(orders)
        .values({ projectId: PROJECT_ID, userId: u1.id, status, total, paidAt, createdAt: paidAt })
        .returning();
      await t.db
        .insert(orderItems)
        .values(items.map(([courseId, price]) => ({ orderId: o!.id, courseId, price })));
    };
    await order('success', '49.00', W10, [[courseA.course.id, '49.00']]);
    await order('refunded', '30.00', W10, [[courseB.course.id, '30.00']]);
    await order('success', '0.00', W11, [[courseB.course.id, '0.00']]);
    await order('approved', '79.00', W11, [
      [courseA.course.id, '49.00'],
      [courseB.course.id, '30.00'],
    ]);
    await order('pending', '49.00', W11, [[courseA.course.id, '49.00']]);

    await t.db.insert(enrolments).values([
      { userId: u1.id, courseId: courseA.course.id, createdAt: W10 },
      { userId: u2.id, courseId: courseA.course.id, createdAt: W11 },
      { userId: u2.id, courseId: courseB.course.id, createdAt: W11 },
    ]);
    const done = (userId: number, resourceId: number, completedAt: Date) => ({
      userId,
      resourceId,
      completedAt,
    });
    const [a1, a2] = courseA.resources;
    const [b1, b2] = courseB.resources;
    await t.db.insert(resourceProgress).values([
      // u1 finishes A in W11 (its first resource in W10); u2 does only half of A and all of B in W11.
      done(u1.id, a1!.id, W10),
      done(u1.id, a2!.id, W11),
      done(u2.id, a1!.id, W11),
      done(u2.id, b1!.id, W11),
      done(u2.id, b2!.id, W11_LATER),
    ]);
  });

  const admin = (url: string, token = op.adminToken) => call(t.app, token, { method: 'GET', url });

  it('gives exact figures per ISO week (Ecuador time) and per course', async () => {
    const res = await admin('/api/admin/dashboard?from=2026-03-04&to=2026-03-12');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-03-02', to: '2026-03-15', course: null, courses_total: 2 });
    expect(body.weeks).toEqual([
      {
        week: '2026-W10',
        start: '2026-03-02',
        visitors: 3,
        views: 5,
        leads: 2,
        registrations: 1,
        sales: 1,
        revenue: [{ currency: 'USD', cents: 4900 }],
        enrolments: 1,
        completions: 0,
      },
      {
        week: '2026-W11',
        start: '2026-03-09',
        visitors: 2,
        views: 2,
        leads: 1,
        registrations: 1,
        sales: 1,
        revenue: [{ currency: 'USD', cents: 7900 }],
        enrolments: 2,
        completions: 2,
      },
    ]);
    expect(body.totals).toEqual({
      visitors: 5,
      views: 7,
      leads: 3,
      registrations: 2,
      sales: 2,
      revenue: [{ currency: 'USD', cents: 12800 }],
      enrolments: 3,
      completions: 2,
    });
    expect(body.courses).toEqual([
      {
        course_id: courseA.course.id,
        name: 'Telemedicina práctica',
        sales: 2,
        revenue: [{ currency: 'USD', cents: 9800 }],
        enrolments: 2,
        completions: 1,
      },
      {
        course_id: courseB.course.id,
        name: 'Comunicación clínica',
        sales: 1,
        revenue: [{ currency: 'USD', cents: 3000 }],
        enrolments: 1,
        completions: 1,
      },
    ]);
  });

  it('filters by course: its sales, enrolments and completions; the rest is not attributable (null)', async () => {
    const res = await admin(
      `/api/admin/dashboard?from=2026-03-02&to=2026-03-15&course_id=${courseA.course.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.course).toEqual({ id: courseA.course.id, name: 'Telemedicina práctica' });
    expect(
      body.weeks.map((w: Record<string, unknown>) => [
        w.visitors,
        w.leads,
        w.sales,
        w.enrolments,
        w.completions,
      ]),
    ).toEqual([
      [null, null, 1, 1, 0],
      [null, null, 1, 1, 1],
    ]);
    expect(body.totals).toMatchObject({
      registrations: null,
      sales: 2,
      revenue: [{ currency: 'USD', cents: 9800 }],
    });
    expect(body.courses.map((c: { course_id: number }) => c.course_id)).toEqual([courseA.course.id]);
  });

  it('defaults to the 12 weeks up to the current one', async () => {
    const body = (await admin('/api/admin/dashboard')).json();
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.at(-1).start <= visitDay(new Date())).toBe(true);
  });

  it('refuses bad periods and ids in Spanish, and unknown courses with 404', async () => {
    expectAdmin422(await admin('/api/admin/dashboard?from=2026-03-20&to=2026-03-01'), 'to');
    expectAdmin422(await admin('/api/admin/dashboard?from=2026-02-30'), 'from');
    expectAdmin422(await admin('/api/admin/dashboard?to=ayer'), 'to');
    expectAdmin422(await admin(`/api/admin/dashboard?from=2020-01-01&to=2026-03-01`), 'from');
    expectAdmin422(await admin('/api/admin/dashboard?from=2000-01-03'), 'from');
    expectAdmin422(await admin(`/api/admin/dashboard?to=${huge(300)}`), 'to');
    expectAdmin422(await admin('/api/admin/dashboard?course_id=abc'), 'course_id');
    expectAdmin422(await admin('/api/admin/dashboard/export?table=todo'), 'table');
    const unknown = await admin('/api/admin/dashboard?course_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'El curso no existe.', code: 'not_found' });
  });

  it('answers 403 to student and client tokens, 401 without one', async () => {
    const student = await createUser(t.db);
    expect((await admin('/api/admin/dashboard', student.token)).statusCode).toBe(403);
    expect((await admin('/api/admin/dashboard/export', await clientToken(t.app))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });

  it('exports the weeks and the courses as CSV with BOM', async () => {
    const res = await admin('/api/admin/dashboard/export?from=2026-03-02&to=2026-03-15');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="panel-semanas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'semana;lunes;visitantes de landings;vistas de landings;leads;registros;ventas;importe USD;inscripciones;finalizaciones',
      '2026-W10;2026-03-02;3;5;2;1;1;"49,00";1;0',
      '2026-W11;2026-03-09;2;2;1;1;1;"79,00";2;2',
      'total;2026-03-02 a 2026-03-15;5;7;3;2;2;"128,00";3;2',
      '',
    ]);

    const courses = await admin(
      '/api/admin/dashboard/export?from=2026-03-02&to=2026-03-15&table=courses&separator=,',
    );
    expect(courses.statusCode, courses.body).toBe(200);
    expect(courses.body.slice(1).split('\r\n')).toEqual([
      'id,curso,ventas,importe USD,inscripciones,finalizaciones',
      `${courseA.course.id},Telemedicina práctica,2,98.00,2,1`,
      `${courseB.course.id},Comunicación clínica,1,30.00,1,1`,
      '',
    ]);
  });
});
