// The student pages (cart, payment information, player) rendered on the server for the
// student whose session cookie came with the request, for them only; the shell for anyone else.
import { fileURLToPath } from 'node:url';
import { OAUTH_CLIENT_ID, PROJECT_ID } from '@campus/contract/constants';
import { SESSION_COOKIE } from '@campus/contract/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, enrol } from '../../test/factories.ts';
import { call, createTestApp, huge, type TestApp } from '../../test/helpers.ts';
import { signClientToken } from '../lib/tokens.ts';
import type { ServerEntry } from './server-render.ts';

// The web app's server entry from its sources, as in server-render.test.ts.
const WEB_ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));
const serverEntry = (await import(/* @vite-ignore */ WEB_ENTRY)) as ServerEntry;

let t: TestApp;
type Student = Awaited<ReturnType<typeof createUser>>;
let ana: Student;
let beto: Student;
let playerUrl: string;
let youtubeUrl: string;

beforeAll(async () => {
  t = await createTestApp({}, { serverEntry });
  ana = await createUser(t.db, { firstName: 'Ana Lucía', surnames: 'Paredes' });
  beto = await createUser(t.db, { firstName: 'Beto', surnames: 'Salazar' });
  const { course: ultrasound } = await createCourse(t.db, { name: 'Ecografía a pie de cama' });
  const { course: sutures } = await createCourse(t.db, { name: 'Suturas para enfermería' });
  for (const [student, course] of [
    [ana, ultrasound],
    [beto, sutures],
  ] as const) {
    const res = await call(t.app, student.token, {
      method: 'POST',
      url: '/api/v1/addCourseShoppingCard',
      payload: { course_id: course.id, proyect_id: PROJECT_ID },
    });
    expect(res.json().code).toBe(0);
  }
  const { course, lessons, resources } = await createCourse(t.db, {
    name: 'Triaje en urgencias',
    modules: [
      {
        lessons: [
          {
            name: 'Clasificar al llegar',
            resources: [
              { type: 2, name: 'Video del triaje', url: '/media/video/demo-clase.mp4', free: true },
              { type: 6, name: 'Triaje en YouTube', videoId: 'dQw4w9WgXcQ', free: true },
            ],
          },
        ],
      },
    ],
  });
  await enrol(t.db, ana.user.id, course.id);
  expect(lessons).toHaveLength(1);
  playerUrl = `/v2/courses/${course.id}/${resources[0]!.id}`;
  youtubeUrl = `/v2/courses/${course.id}/${resources[1]!.id}`;
});
afterAll(async () => t.close());

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });
const withSession = (token: string) => `tema=claro; ${SESSION_COOKIE}=${encodeURIComponent(token)}`;
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id='));
const stateOf = (html: string) => {
  const match = /<script id="campus-query-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { session?: { user: { id: number; email: string } } }) : null;
};
const SHELL_ROOT = '<div id="root"></div>';

describe('student pages rendered for the session cookie', () => {
  it('the cart shows this student their own cart, for their browser only', async () => {
    const res = await page('/v2/cart', withSession(ana.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    const root = rootOf(res.body);
    expect(root).toContain('Ecografía a pie de cama');
    expect(root).toContain('Ana Lucía');
    expect(root).not.toContain('Suturas para enfermería');
    expect(stateOf(res.body)?.session?.user).toMatchObject({ id: ana.user.id, email: ana.email });
    // The browser already holds the token; the page never repeats it.
    expect(res.body).not.toContain(ana.token);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('the next student on the same address gets their own page, not the last one rendered', async () => {
    await page('/v2/cart', withSession(ana.token));
    const res = await page('/v2/cart', withSession(beto.token));
    const root = rootOf(res.body);
    expect(root).toContain('Suturas para enfermería');
    expect(root).toContain('Beto');
    expect(root).not.toContain('Ecografía a pie de cama');
    expect(root).not.toContain('Ana Lucía');
    // And a visitor without the cookie, the shell.
    const anonymous = await page('/v2/cart');
    expect(anonymous.body).toContain(SHELL_ROOT);
    expect(anonymous.body).not.toContain('Suturas para enfermería');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.headers.vary).toMatch(/Cookie/);
  });

  it('the student home lists this student’s own courses, and an empty home for one without any', async () => {
    const res = await page('/v2/home', withSession(ana.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const root = rootOf(res.body);
    expect(root).toMatch(/<h1[^>]*>Mis cursos<\/h1>/);
    expect(root).toMatch(/<a [^>]*href="\/v2\/courses\/\d+[^"]*"[^>]*>[\s\S]*?Triaje en urgencias/);
    expect(stateOf(res.body)?.session?.user.id).toBe(ana.user.id);
    const empty = rootOf((await page('/v2/home', withSession(beto.token))).body);
    expect(empty).toContain('Aún no está inscrito en ningún curso.');
    expect(empty).not.toContain('Triaje en urgencias');
  });

  it('the payment information page is rendered for the student', async () => {
    const res = await page('/v2/payment-info', withSession(ana.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(rootOf(res.body)).toContain('Información de pagos');
    expect(stateOf(res.body)?.session?.user.id).toBe(ana.user.id);
  });

  it('the player shows the enrolled student their lesson', async () => {
    const res = await page(playerUrl, withSession(ana.token));
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Triaje en urgencias');
    expect(root).toMatch(/<h1[^>]*>Video del triaje<\/h1>/);
    // The video starts in the browser, where its first events (metadata: the resume) are heard.
    expect(root).not.toContain('<video');
    const youtube = await page(youtubeUrl, withSession(ana.token));
    expect(stateOf(youtube.body)?.session?.user.id).toBe(ana.user.id);
    expect(rootOf(youtube.body)).toMatch(/<h1[^>]*>Triaje en YouTube<\/h1>/);
    expect(rootOf(youtube.body)).not.toContain('<iframe');
  });

  it('the player inlines the answers of the panels below the lesson, asked for with it', async () => {
    // The panels mount after the lesson has painted and draw from these: no request then.
    const res = await page(playerUrl, withSession(ana.token));
    const state = stateOf(res.body) as unknown as { queries: Array<{ queryKey: unknown[] }> };
    const keys = state.queries.map((q) => String(q.queryKey[0]));
    expect(keys).toEqual(
      expect.arrayContaining(['learning-course', 'mentory-course', 'certificate', 'notes', 'questions']),
    );
    // Not for a student who is not enrolled: the API would refuse them, and the page is theirs.
    const other = await page(playerUrl, withSession(beto.token));
    const otherKeys = (
      stateOf(other.body) as unknown as { queries: Array<{ queryKey: unknown[] }> }
    ).queries.map((q) => String(q.queryKey[0]));
    expect(otherKeys).toContain('learning-course');
    for (const key of ['mentory-course', 'certificate', 'notes', 'questions'])
      expect(otherKeys).not.toContain(key);
  });

  it('a cookie that is not a live user token gets the shell, with a 200 and nothing of anyone', async () => {
    const revoked = await createUser(t.db);
    const logout = await call(t.app, revoked.token, { method: 'POST', url: '/api/v1/logout' });
    expect(logout.statusCode).toBe(200);
    const clientToken = signClientToken(
      t.config.tokenSigningKey,
      OAUTH_CLIENT_ID,
      new Date(Date.now() + 60_000),
    );
    const cookies = [
      withSession(revoked.token),
      withSession(clientToken),
      withSession('x'.repeat(43)),
      withSession(huge(10_000)),
      `${SESSION_COOKIE}=%E0%A4%A`,
      `${SESSION_COOKIE}=`,
      `${SESSION_COOKIE}="${ana.token}'; drop table users; --"`,
      'sin-igual; ===; ;',
    ];
    for (const cookie of cookies) {
      for (const url of ['/v2/home', '/v2/cart', '/v2/payment-info', playerUrl]) {
        const res = await page(url, cookie);
        expect(res.statusCode, `${url} ${cookie.slice(0, 40)}`).toBe(200);
        expect(res.body).toContain(SHELL_ROOT);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('unknown, malformed and other students’ course ids: a 200 page, never another student’s course', async () => {
    for (const url of ['/v2/courses/999999/1', '/v2/courses/abc/%20', `/v2/courses/1/${'9'.repeat(2000)}`]) {
      const res = await page(url, withSession(ana.token));
      expect(res.statusCode, url).toBe(200);
    }
    // Beto is not enrolled in Ana's course: a page of his own (or the shell), nothing of hers.
    const res = await page(playerUrl, withSession(beto.token));
    expect(res.statusCode).toBe(200);
    const session = stateOf(res.body)?.session;
    if (session) expect(session.user.id).toBe(beto.user.id);
    else expect(res.body).toContain(SHELL_ROOT);
    expect(res.body).not.toContain('Ana Lucía');
    expect(res.body).not.toContain('Aún no ha visto esta clase');
  });
});
