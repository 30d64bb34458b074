import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, enrol } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { playbackClocks, resourceProgress, resources } from '../../db/schema.ts';
import { courseProgress } from './learning.service.ts';

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await clientToken(t.app);
});
afterAll(async () => t.close());

type Account = Awaited<ReturnType<typeof createUser>>;
const DAY = 86_400_000;
const VIDEO = '/media/video/demo-clase.mp4';

/**
 * A course with: lesson 1 (released) holding a 100 s own video, a Vimeo video, a PDF and a link;
 * lesson 2 released tomorrow with a YouTube video.
 */
async function course() {
  return createCourse(t.db, {
    modules: [
      {
        lessons: [
          {
            name: 'Abierta',
            resources: [
              { type: 2, name: 'Clase propia', url: VIDEO, durationSeconds: 100 },
              { type: 1, name: 'Clase Vimeo', videoId: '76979871', durationSeconds: 600 },
              { type: 3, name: 'Lectura', url: '/media/docs/lectura.pdf' },
              { type: 4, name: 'Enlace', url: 'https://example.org/guia' },
            ],
          },
          {
            name: 'Mañana',
            startsAt: new Date(Date.now() + DAY),
            resources: [{ type: 6, name: 'Clase futura', videoId: 'aqz-KE-bpKQ', durationSeconds: 300 }],
          },
        ],
      },
    ],
  });
}

async function enrolled() {
  const c = await course();
  const u = await createUser(t.db);
  await enrol(t.db, u.user.id, c.course.id);
  return { ...c, u };
}

const detail = (u: Account, courseId: number) =>
  call(t.app, u.token, {
    method: 'POST',
    url: '/api/v1/getUserCourseDetail',
    payload: { user_id: u.user.id, mounted_course_id: courseId },
  });

const beat = (
  u: Account,
  body: {
    mounted_course_id: number;
    resource_id: number;
    ranges: number[][];
    position: number;
    duration?: number;
  },
) => call(t.app, u.token, { method: 'POST', url: '/api/v2/addUserResource', payload: body });

/** Moves the user's playback clock back, as if `seconds` had passed (on `resourceId`'s row too). */
async function wait(userId: number, resourceId: number | null, seconds: number) {
  await t.db
    .update(resourceProgress)
    .set({ lastReportAt: sql`last_report_at - make_interval(secs => ${seconds})` })
    .where(
      and(
        eq(resourceProgress.userId, userId),
        resourceId === null ? undefined : eq(resourceProgress.resourceId, resourceId),
      ),
    );
  await t.db
    .update(playbackClocks)
    .set({ creditedUntil: sql`credited_until - make_interval(secs => ${seconds})` })
    .where(eq(playbackClocks.userId, userId));
}

describe('GET /api/v1/getModulesCourses/{courseId}', () => {
  it('lists modules → lessons → resources; a visitor gets no locked ids and no file path', async () => {
    const c = await course();
    const res = await call(t.app, client, { method: 'GET', url: `/api/v1/getModulesCourses/${c.course.id}` });
    expect(res.statusCode).toBe(200);
    const lesson = res.json().data[0].lessons[0];
    expect(lesson.available).toBe(true);
    expect(lesson.resources.map((r: { name: string }) => r.name)).toEqual([
      'Clase propia',
      'Clase Vimeo',
      'Lectura',
      'Enlace',
    ]);
    for (const r of lesson.resources) {
      expect(r.data.id_video).toBeNull();
      expect(r.data.url).toBeNull();
    }
    expect(res.body).not.toContain('76979871');
    expect(res.body).not.toContain('demo-clase');
  });

  it('404 for unknown and unpublished courses, 422 for a bad id', async () => {
    const draft = await createCourse(t.db, { publishedAt: null });
    for (const id of [999_999, draft.course.id])
      expect(
        (await call(t.app, client, { method: 'GET', url: `/api/v1/getModulesCourses/${id}` })).statusCode,
      ).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999'])
      expect(
        (await call(t.app, client, { method: 'GET', url: `/api/v1/getModulesCourses/${id}` })).statusCode,
      ).toBe(422);
  });
});

describe('POST /api/v1/getUserCourseDetail', () => {
  it('gives an enrolled student the ids and a signed link, never the file path; unreleased stays closed', async () => {
    const { course: co, u } = await enrolled();
    const res = await detail(u, co.id);
    expect(res.statusCode).toBe(200);
    const mc = res.json().mounted_curses;
    expect(mc.enrolled).toBe(true);
    expect(mc.progress).toEqual({ completed: 0, total: 5, percent: 0 });
    const [open, future] = mc.modules[0].lessons;
    const [own, vimeo, pdf, link] = open.resources;
    expect(vimeo.data.id_video).toBe('76979871');
    expect(own.data.url).toMatch(/^\/api\/v1\/media\/[\w.-]+\.mp4$/);
    expect(pdf.data.url).toMatch(/^\/api\/v1\/media\//);
    expect(link.data.url).toBe('https://example.org/guia');
    expect(res.body).not.toContain('/media/video/');
    expect(own.progress).toMatchObject({
      position: 0,
      watched_seconds: 0,
      duration_seconds: 100,
      required_percent: 90,
    });
    expect(future.available).toBe(false);
    expect(future.data.date_in).not.toBeNull();
    expect(future.resources[0].data.id_video).toBeNull();
    expect(res.body).not.toContain('aqz-KE-bpKQ');
  });

  it('shows a course the student is not enrolled in with everything locked', async () => {
    const c = await course();
    const u = await createUser(t.db);
    const res = await detail(u, c.course.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().mounted_curses.enrolled).toBe(false);
    expect(res.body).not.toContain('76979871');
    expect(res.body).not.toContain('/api/v1/media/');
  });

  it('403 naming another user, 404 unknown course, 422 bad input, 401 with a client token', async () => {
    const { course: co, u } = await enrolled();
    const other = await createUser(t.db);
    const asOther = await call(t.app, other.token, {
      method: 'POST',
      url: '/api/v1/getUserCourseDetail',
      payload: { user_id: u.user.id, mounted_course_id: co.id },
    });
    expect(asOther.statusCode).toBe(403);
    expect(asOther.body).not.toContain('76979871');
    expect((await detail(u, 999_999)).statusCode).toBe(404);
    for (const payload of [
      {},
      { user_id: u.user.id },
      { user_id: 'x', mounted_course_id: co.id },
      { user_id: u.user.id, mounted_course_id: huge(1000) },
      { user_id: u.user.id, mounted_course_id: [co.id] },
    ]) {
      const res = await call(t.app, u.token, { method: 'POST', url: '/api/v1/getUserCourseDetail', payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toBeTypeOf('object');
    }
    const anon = await call(t.app, client, {
      method: 'POST',
      url: '/api/v1/getUserCourseDetail',
      payload: { user_id: u.user.id, mounted_course_id: co.id },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('POST /api/v1/getUserInCourses and /api/v1/getDate', () => {
  it('answers whether the token user is enrolled; 403 for another user', async () => {
    const { course: co, u } = await enrolled();
    const yes = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/getUserInCourses',
      payload: { user_id: u.user.id, course_id: co.id },
    });
    expect(yes.json()).toMatchObject({ enrolled: true, data: { user_id: u.user.id, course_id: co.id } });
    const stranger = await createUser(t.db);
    const no = await call(t.app, stranger.token, {
      method: 'POST',
      url: '/api/v1/getUserInCourses',
      payload: { user_id: stranger.user.id, course_id: co.id },
    });
    expect(no.json()).toEqual({ enrolled: false, data: null });
    const other = await call(t.app, stranger.token, {
      method: 'POST',
      url: '/api/v1/getUserInCourses',
      payload: { user_id: u.user.id, course_id: co.id },
    });
    expect(other.statusCode).toBe(403);
    const bad = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/getUserInCourses',
      payload: { user_id: u.user.id },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('getDate returns the server time', async () => {
    const before = Date.now();
    const res = await call(t.app, client, { method: 'POST', url: '/api/v1/getDate' });
    expect(res.statusCode).toBe(200);
    expect(res.json().timestamp).toBeGreaterThanOrEqual(before);
    expect(new Date(res.json().date).getTime()).toBe(res.json().timestamp);
  });
});

describe('POST /api/v2/addUserResource (heartbeat): honest progress', () => {
  it('merges played ranges; replayed reports do not double-count; completes at 90 % once', async () => {
    const { course: co, resources, u } = await enrolled();
    const own = resources[0]!;
    const body = (ranges: number[][], position: number) => ({
      mounted_course_id: co.id,
      resource_id: own.id,
      ranges,
      position,
    });
    // The first report starts the clock.
    expect((await beat(u, body([], 0))).json()).toMatchObject({ accepted: true });
    await wait(u.user.id, own.id, 30);
    const first = (await beat(u, body([[0, 40.2]], 40.2))).json();
    expect(first).toMatchObject({ accepted: true, just_completed: false });
    expect(first.progress).toMatchObject({ watched_seconds: 41, percent: 41, completed: false });
    // The same report again adds nothing.
    await wait(u.user.id, own.id, 30);
    const again = (await beat(u, body([[0, 40.2]], 40.2))).json();
    expect(again.progress.watched_seconds).toBe(41);
    // 82 seconds seen: not complete, and the student is told why.
    await wait(u.user.id, own.id, 30);
    const more = (await beat(u, body([[30, 82]], 82))).json();
    expect(more.progress).toMatchObject({
      watched_seconds: 82,
      percent: 82,
      required_percent: 90,
      completed: false,
    });
    // Up to 90 distinct seconds: completed, once.
    await wait(u.user.id, own.id, 30);
    const done = (await beat(u, body([[82, 90]], 90))).json();
    expect(done).toMatchObject({ accepted: true, just_completed: true });
    expect(done.progress.completed).toBe(true);
    expect(done.course).toEqual({ completed: 1, total: 5, percent: 20 });
    const row = await t.db.query.resourceProgress.findFirst({
      where: and(eq(resourceProgress.userId, u.user.id), eq(resourceProgress.resourceId, own.id)),
    });
    const completedAt = row!.completedAt!.getTime();
    await wait(u.user.id, own.id, 30);
    const later = (await beat(u, body([[90, 100]], 100))).json();
    expect(later.just_completed).toBe(false);
    expect(later.progress.completed).toBe(true);
    const after = await t.db.query.resourceProgress.findFirst({
      where: and(eq(resourceProgress.userId, u.user.id), eq(resourceProgress.resourceId, own.id)),
    });
    expect(after!.completedAt!.getTime()).toBe(completedAt);
    // Once completed, the player starts from 0.
    const own2 = (await detail(u, co.id)).json().mounted_curses.modules[0].lessons[0].resources[0];
    expect(own2.progress.position).toBe(0);
    expect(own2.resource_person).toHaveLength(1);
  });

  it('seeking to the end completes nothing', async () => {
    const { course: co, resources, u } = await enrolled();
    const own = resources[0]!;
    await beat(u, { mounted_course_id: co.id, resource_id: own.id, ranges: [], position: 0 });
    await wait(u.user.id, own.id, 5);
    const res = (
      await beat(u, { mounted_course_id: co.id, resource_id: own.id, ranges: [[98, 100]], position: 100 })
    ).json();
    expect(res.progress).toMatchObject({ watched_seconds: 2, completed: false });
    expect(res.course).toBeNull();
    expect((await courseProgress(t.db, u.user.id, co.id)).completed).toBe(0);
  });

  it('refuses credit faster than wall-clock × 2, keeps the clock, and accepts the same ranges later', async () => {
    const { course: co, resources, u } = await enrolled();
    const own = resources[0]!;
    const report = { mounted_course_id: co.id, resource_id: own.id, ranges: [[0, 95]], position: 95 };
    await beat(u, { ...report, ranges: [], position: 0 });
    await wait(u.user.id, own.id, 10);
    const fast = (await beat(u, report)).json();
    expect(fast).toMatchObject({ accepted: false, reason: 'too_fast', just_completed: false });
    expect(fast.progress).toMatchObject({ watched_seconds: 0, completed: false });
    // 48 s after the last accepted report, 95 s at 2× fits.
    await wait(u.user.id, own.id, 38);
    const ok = (await beat(u, report)).json();
    expect(ok).toMatchObject({ accepted: true, just_completed: true });
  });

  it('a first report without a running clock gets only the slack', async () => {
    const { course: co, resources, u } = await enrolled();
    const own = resources[0]!;
    const res = (
      await beat(u, { mounted_course_id: co.id, resource_id: own.id, ranges: [[0, 60]], position: 60 })
    ).json();
    expect(res.accepted).toBe(false);
  });

  it('stores the resume position server-side (any device)', async () => {
    const { course: co, resources, u } = await enrolled();
    const own = resources[0]!;
    await beat(u, { mounted_course_id: co.id, resource_id: own.id, ranges: [], position: 0 });
    await wait(u.user.id, own.id, 20);
    await beat(u, { mounted_course_id: co.id, resource_id: own.id, ranges: [[0, 37.6]], position: 37.6 });
    const r = (await detail(u, co.id)).json().mounted_curses.modules[0].lessons[0].resources[0];
    expect(r.progress).toMatchObject({ position: 37, watched_seconds: 38, percent: 38, completed: false });
  });

  it('refuses reports on a video without a length the server holds; a reported length changes nothing', async () => {
    const c = await createCourse(t.db, {
      modules: [
        {
          lessons: [
            {
              resources: [
                { type: 6, name: 'Sin duración', videoId: 'abc123abc12' },
                { type: 3, name: 'Lectura', url: '/media/docs/lectura.pdf' },
              ],
            },
          ],
        },
      ],
    });
    const u = await createUser(t.db);
    await enrol(t.db, u.user.id, c.course.id);
    const id = c.resources[0]!.id;
    // The forged heartbeat that once completed a video in one call: one second, "length 1".
    const forged = {
      mounted_course_id: c.course.id,
      resource_id: id,
      ranges: [[0, 1]],
      position: 1,
      duration: 1,
    };
    for (let i = 0; i < 3; i++) {
      const res = await beat(u, forged);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'duration_unknown' });
      expect(res.json().message).toMatch(/duración de esta clase aún no está registrada/);
      await wait(u.user.id, id, 30);
    }
    expect((await courseProgress(t.db, u.user.id, c.course.id)).completed).toBe(0);
    // The player sees that no length is known (and says so), and nothing was stored.
    const r = (await detail(u, c.course.id)).json().mounted_curses.modules[0].lessons[0].resources[0];
    expect(r.progress).toMatchObject({ duration_seconds: null, watched_seconds: 0, completed: false });
    const rows = await t.db.select().from(resourceProgress).where(eq(resourceProgress.userId, u.user.id));
    expect(rows).toHaveLength(0);
  });

  it('a student has one allowance across all videos: parallel reports share wall-clock × 2', async () => {
    const videos = Array.from({ length: 5 }, (_, i) => ({
      type: 1 as const,
      name: `Clase ${i + 1}`,
      videoId: String(76979871 + i),
      durationSeconds: 100,
    }));
    const c = await createCourse(t.db, { modules: [{ lessons: [{ resources: videos }] }] });
    const u = await createUser(t.db);
    await enrol(t.db, u.user.id, c.course.id);
    const body = (id: number, ranges: number[][], position: number) => ({
      mounted_course_id: c.course.id,
      resource_id: id,
      ranges,
      position,
    });
    // Every video opened (each one's first report), then 10 s pass. The real seconds this test takes
    // on a busy machine count too: the allowance is 2 × (10 s + those) + 3 s, never 5 × 20 s.
    const started = Date.now();
    const allowance = () => 2 * (10 + Math.ceil((Date.now() - started) / 1000)) + 3;
    for (const r of c.resources) expect((await beat(u, body(r.id, [], 0))).statusCode).toBe(200);
    await wait(u.user.id, null, 10);
    // 20 s reported on each video at once: 10 s × 2 fits once, not five times.
    const answers = await Promise.all(c.resources.map((r) => beat(u, body(r.id, [[0, 20]], 20))));
    for (const a of answers) expect(a.statusCode).toBe(200);
    const accepted = answers.filter((a) => a.json().accepted).length;
    expect(accepted).toBe(1);
    const rows = await t.db.select().from(resourceProgress).where(eq(resourceProgress.userId, u.user.id));
    const total = rows.reduce((sum, row) => sum + row.creditedSeconds, 0);
    expect(total).toBeLessThanOrEqual(allowance());
    // Many tiny reports in a row cannot each take the slack either.
    for (const [i, r] of c.resources.entries()) {
      await beat(u, body(r.id, [[20 + i, 23 + i]], 23 + i));
    }
    const after = await t.db.select().from(resourceProgress).where(eq(resourceProgress.userId, u.user.id));
    expect(after.reduce((sum, row) => sum + row.creditedSeconds, 0)).toBeLessThanOrEqual(allowance());
    // One video at a time keeps crediting as time passes.
    const refused = answers.findIndex((a) => !a.json().accepted);
    await wait(u.user.id, null, 15);
    const later = (await beat(u, body(c.resources[refused]!.id, [[0, 20]], 20))).json();
    expect(later).toMatchObject({ accepted: true });
    // Its 20 s now count (plus the 3 s of a tiny report, if that one was taken on this video).
    expect(later.progress.watched_seconds).toBeGreaterThanOrEqual(20);
  });

  it('403 not enrolled or lesson not released, 404 other course or unknown, 422 bad input', async () => {
    const { course: co, resources, u } = await enrolled();
    const stranger = await createUser(t.db);
    const report = { mounted_course_id: co.id, resource_id: resources[0]!.id, ranges: [], position: 0 };
    const notEnrolled = await beat(stranger, report);
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().code).toBe('not_enrolled');
    expect((await beat(u, { ...report, resource_id: resources[4]!.id })).statusCode).toBe(403);
    const otherCourse = await course();
    expect((await beat(u, { ...report, resource_id: otherCourse.resources[0]!.id })).statusCode).toBe(404);
    expect((await beat(u, { ...report, resource_id: 999_999 })).statusCode).toBe(404);
    // A link is not a video: it has no heartbeat.
    expect((await beat(u, { ...report, resource_id: resources[3]!.id })).statusCode).toBe(404);
    for (const payload of [
      {},
      { ...report, ranges: 'x' },
      { ...report, ranges: [[5, 1]] },
      { ...report, ranges: [[-1, 3]] },
      { ...report, ranges: [[0, 1e9]] },
      { ...report, ranges: Array.from({ length: 500 }, () => [0, 1]) },
      { ...report, position: 'x' },
      { ...report, resource_id: huge(100) },
    ]) {
      const res = await call(t.app, u.token, { method: 'POST', url: '/api/v2/addUserResource', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
  });
});

describe('POST /api/v1/course/addUserResource (opening a resource)', () => {
  it('links and files count on opening; a video does not; returns entries that sum to the percent', async () => {
    const { course: co, resources, lessons, u } = await enrolled();
    const open = (resourceId: number) =>
      call(t.app, u.token, {
        method: 'POST',
        url: '/api/v1/course/addUserResource',
        payload: {
          mounted_course_id: co.id,
          user_id: u.user.id,
          resource_id: resourceId,
          lesson_id: lessons[0]!.id,
        },
      });
    const video = await open(resources[1]!.id);
    expect(video.statusCode).toBe(200);
    expect(video.json().data).toEqual([]);
    await open(resources[2]!.id);
    const res = (await open(resources[3]!.id)).json();
    expect(res.data).toHaveLength(2);
    expect(res.data[0]).toMatchObject({ resource_id: resources[2]!.id, value: 20 });
    expect(res.progress).toEqual({ completed: 2, total: 5, percent: 40 });
    // Opening again changes nothing.
    expect((await open(resources[3]!.id)).json().data).toHaveLength(2);
    expect(await courseProgress(t.db, u.user.id, co.id)).toEqual({ completed: 2, total: 5, percent: 40 });
  });

  it('403 for another user, not enrolled or unreleased; 404 wrong lesson or course; 422 bad input', async () => {
    const { course: co, resources, lessons, u } = await enrolled();
    const other = await createUser(t.db);
    const payload = {
      mounted_course_id: co.id,
      user_id: u.user.id,
      resource_id: resources[2]!.id,
      lesson_id: lessons[0]!.id,
    };
    const post = (who: Account, body: object) =>
      call(t.app, who.token, { method: 'POST', url: '/api/v1/course/addUserResource', payload: body });
    expect((await post(other, payload)).statusCode).toBe(403);
    expect((await post(other, { ...payload, user_id: other.user.id })).statusCode).toBe(403);
    expect(
      (await post(u, { ...payload, resource_id: resources[4]!.id, lesson_id: lessons[1]!.id })).statusCode,
    ).toBe(403);
    expect((await post(u, { ...payload, lesson_id: lessons[1]!.id })).statusCode).toBe(404);
    expect((await post(u, { ...payload, mounted_course_id: 999_999 })).statusCode).toBe(404);
    expect((await post(u, { ...payload, resource_id: 'abc' })).statusCode).toBe(422);
    expect((await post(u, {})).statusCode).toBe(422);
  });
});

describe('POST /api/v1/getUserProgress and GET /api/v2/getProgressUserCalc', () => {
  it('report the same progress; 403 for another user or a course not enrolled; 422 bad input', async () => {
    const { course: co, resources, lessons, u } = await enrolled();
    await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/course/addUserResource',
      payload: {
        mounted_course_id: co.id,
        user_id: u.user.id,
        resource_id: resources[3]!.id,
        lesson_id: lessons[0]!.id,
      },
    });
    const entries = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/getUserProgress',
      payload: { course_id: co.id, userId: u.user.id },
    });
    expect(entries.statusCode).toBe(200);
    expect(entries.json().data.reduce((s: number, e: { value: number }) => s + e.value, 0)).toBe(20);
    const byMounted = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/getUserProgress',
      payload: { mounted_course_id: co.id, userId: u.user.id },
    });
    expect(byMounted.json().progress.percent).toBe(20);
    const calc = await call(t.app, u.token, {
      method: 'GET',
      url: `/api/v2/getProgressUserCalc?mounted_course_id=${co.id}`,
    });
    expect(calc.json()).toEqual({ progress: 20, data: { completed: 1, total: 5, percent: 20 } });

    const other = await createUser(t.db);
    const asOther = await call(t.app, other.token, {
      method: 'POST',
      url: '/api/v1/getUserProgress',
      payload: { course_id: co.id, userId: u.user.id },
    });
    expect(asOther.statusCode).toBe(403);
    const notEnrolled = await call(t.app, other.token, {
      method: 'GET',
      url: `/api/v2/getProgressUserCalc?mounted_course_id=${co.id}`,
    });
    expect(notEnrolled.statusCode).toBe(403);
    const missing = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/getUserProgress',
      payload: { userId: u.user.id },
    });
    expect(missing.statusCode).toBe(422);
    const unknown = await call(t.app, u.token, {
      method: 'GET',
      url: '/api/v2/getProgressUserCalc?mounted_course_id=999999',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(t.app, u.token, {
      method: 'GET',
      url: '/api/v2/getProgressUserCalc?mounted_course_id=x',
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('POST /api/v1/course/getOtherResource', () => {
  it('lists a lesson with the same locks; 404 unknown lesson; 422 bad input', async () => {
    const { lessons, u } = await enrolled();
    const res = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/course/getOtherResource',
      payload: { lessons_id: lessons[0]!.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(4);
    const future = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/course/getOtherResource',
      payload: { lessons_id: lessons[1]!.id },
    });
    expect(future.json().data[0].data.id_video).toBeNull();
    const stranger = await createUser(t.db);
    const locked = await call(t.app, stranger.token, {
      method: 'POST',
      url: '/api/v1/course/getOtherResource',
      payload: { lessons_id: lessons[0]!.id },
    });
    expect(locked.body).not.toContain('76979871');
    expect(
      (
        await call(t.app, u.token, {
          method: 'POST',
          url: '/api/v1/course/getOtherResource',
          payload: { lessons_id: 999_999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, u.token, {
          method: 'POST',
          url: '/api/v1/course/getOtherResource',
          payload: { lessons_id: 'a' },
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('signed media links', () => {
  it('stream the own video with range requests; forged or tampered links are 404', async () => {
    const { course: co, u } = await enrolled();
    const url: string = (await detail(u, co.id)).json().mounted_curses.modules[0].lessons[0].resources[0].data
      .url;
    const full = await t.app.inject({ method: 'GET', url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['accept-ranges']).toBe('bytes');
    const size = Number(full.headers['content-length']);
    expect(size).toBeGreaterThan(1000);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.length).toBe(100);
    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${size + 10}-` } });
    expect(beyond.statusCode).toBe(416);
    const tampered = url.replace(/\.(\w)/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    // Its Spanish captions come the same way, as WebVTT.
    const captions: string = (await detail(u, co.id)).json().mounted_curses.modules[0].lessons[0].resources[0]
      .captions;
    expect(captions).toMatch(/^\/api\/v1\/media\/[\w.-]+\.vtt$/);
    const vtt = await t.app.inject({ method: 'GET', url: captions });
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    // The file itself is not served by its public path.
    expect((await t.app.inject({ method: 'GET', url: VIDEO })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/og-default.jpg' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/media/1.1.9999999999.L2V0Yy9wYXNzd2Q.abc.mp4' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('signed media links: bad input', () => {
  it('a link to a seed document with a long name opens (the token stays under 100 characters)', async () => {
    const { course: co, lessons, u } = await enrolled();
    const [row] = await t.db
      .insert(resources)
      .values({
        lessonId: lessons[0]!.id,
        type: 3,
        name: 'Protocolo',
        url: '/media/docs/protocolo-spikes-adaptado-a-la-teleconsulta.pdf',
      })
      .returning();
    const doc = (await detail(u, co.id))
      .json()
      .mounted_curses.modules[0].lessons[0].resources.find((r: { id: number }) => r.id === row!.id);
    const token = (doc.data.url as string).split('/').at(-1)!;
    expect(token.length).toBeLessThanOrEqual(100);
    const res = await t.app.inject({ method: 'GET', url: doc.data.url });
    expect(res.statusCode, res.body.slice(0, 80)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('huge, malformed and path-escaping tokens are refused (422, 404), never 500; odd ranges send the whole file', async () => {
    const { course: co, u } = await enrolled();
    const url: string = (await detail(u, co.id)).json().mounted_curses.modules[0].lessons[0].resources[0].data
      .url;
    // Past the router's 100 characters a parameter may hold: not a route (foundation.test.ts).
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/media/${huge(601)}` })).statusCode).toBe(404);
    for (const token of [
      'x',
      '....',
      `1.${u.user.id}.9999999999.${Buffer.from('../../etc/passwd').toString('base64url')}.abc.mp4`,
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      url.split('/').at(-1)!.replace(/^\d+/, '999999'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/media/${token}` });
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toMatch(/[a-záéíóúñ]{3,}/i);
    }
    const size = Number((await t.app.inject({ method: 'GET', url })).headers['content-length']);
    for (const range of ['bytes=abc', 'bytes=0-1,5-6', 'items=0-1', `bytes=${'9'.repeat(400)}-`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { range } });
      expect([200, 416], range.slice(0, 30)).toContain(res.statusCode);
      if (res.statusCode === 200) expect(res.rawPayload.length).toBe(size);
    }
  });
});

describe('My courses shows the progress the learning module decides', () => {
  it('User_Course and userCoursesFilter carry the completed percent (capped at 100)', async () => {
    const { course: co, resources, lessons, u } = await enrolled();
    const before = await call(t.app, u.token, {
      method: 'GET',
      url: '/api/v2/userCoursesFilter?paginate=12&page=1&proyect=4',
    });
    expect(before.json().data.find((c: { id: number }) => c.id === co.id).progress).toBe(0);
    for (const r of [resources[2]!, resources[3]!])
      await call(t.app, u.token, {
        method: 'POST',
        url: '/api/v1/course/addUserResource',
        payload: {
          mounted_course_id: co.id,
          user_id: u.user.id,
          resource_id: r.id,
          lesson_id: lessons[0]!.id,
        },
      });
    const after = await call(t.app, u.token, {
      method: 'GET',
      url: '/api/v2/userCoursesFilter?paginate=12&page=1&proyect=4',
    });
    expect(after.json().data.find((c: { id: number }) => c.id === co.id).progress).toBe(40);
    const legacy = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/User_Course',
      payload: { user_id: u.user.id },
    });
    expect(legacy.json().data.find((c: { id: number }) => c.id === co.id).progress).toBe(40);
  });
});
