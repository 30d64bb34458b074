// The demo student's session for the browser benches (web.ts, frames.ts): logged in through the API,
// as the login form would, with two paid courses in the server cart.
import type { BrowserContext } from 'playwright-core';

/** The player's page in the benches' page lists: the first video of the student's first course. */
export const PLAYER = '/v2/courses/:id/:resource';

/** What the browser keeps of a login (localStorage), as the login form stores it. */
export type StoredLogin = { token: string; user: { id: number } };

export type StudentSession = StoredLogin & {
  /** The first video of the student's first enrolled course: the page a student spends time on. */
  playerPath: string;
};

// biome-ignore lint/suspicious/noExplicitAny: loose JSON of a few known calls
type Call = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<any>;

/** Logs the demo student in through the API, as the site does; `call` sends the student's token. */
export async function logInDemoStudentApi(baseUrl: string): Promise<StoredLogin & { call: Call }> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const secret = /name="oauth-client-secret" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const send = async (
    token: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): ReturnType<Call> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const client = await send('', 'POST', '/oauth/token', {
    grant_type: 'client_credentials',
    client_id: 1,
    client_secret: secret,
  });
  const login = await send(client.access_token, 'POST', '/api/v1/login', {
    email: 'estudiante@campussalud.local',
    password: 'Demo-Salud-2026',
  });
  const token = login.access_token as string;
  return { token, user: login.user, call: (method, path, body) => send(token, method, path, body) };
}

/** Logs the demo student in, puts two paid courses in the server cart, finds the player's path. */
export async function demoStudentSession(baseUrl: string): Promise<StudentSession> {
  const { token, user, call } = await logInDemoStudentApi(baseUrl);
  const courses = (await call('GET', '/api/v2/getExternalAllCourses/4/30?page=1')) as {
    data: Array<{ id: number; data: { free: string } }>;
  };
  let added = 0;
  for (const course of courses.data.filter((c) => c.data.free !== '1')) {
    const res = await call('POST', '/api/v1/addCourseShoppingCard', { course_id: course.id, proyect_id: 4 });
    if (res.code === 0 && ++added === 2) break;
  }
  const mine = (await call('GET', '/api/v2/userCoursesFilter?paginate=12&page=1&proyect=4')) as {
    data: Array<{ id: number }>;
  };
  const enrolled = mine.data[0];
  if (!enrolled) throw new Error('the demo student has no enrolled course');
  const detail = await call('POST', '/api/v1/getUserCourseDetail', {
    user_id: user.id,
    mounted_course_id: enrolled.id,
  });
  const resources = (
    detail.mounted_curses.modules as Array<{
      lessons: Array<{ resources: Array<{ id: number; type: number }> }>;
    }>
  ).flatMap((m) => m.lessons.flatMap((l) => l.resources));
  // 2 is a media file (the seed's local video).
  const resource = resources.find((r) => r.type === 2) ?? resources[0];
  if (!resource) throw new Error(`course ${enrolled.id} has no resource`);
  return { token, user, playerPath: `/v2/courses/${enrolled.id}/${resource.id}` };
}

/**
 * Stores the session in the browser's localStorage for the site's origin, as the login form would,
 * then opens a page of the site's: its script repeats the stored session in the session cookie, as
 * after a login in the browser, so the student pages are rendered by the server from the first run.
 */
export async function storeSession(
  context: BrowserContext,
  siteUrl: string,
  session: StoredLogin,
): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${siteUrl}/robots.txt`);
  await page.evaluate(
    ({ token, user }) => {
      const { localStorage: storage } = globalThis as unknown as {
        localStorage: { setItem(key: string, value: string): void };
      };
      storage.setItem('token', token);
      storage.setItem('user', JSON.stringify(user));
      storage.setItem('isLogIn', 'true');
    },
    { token: session.token, user: session.user },
  );
  await page.goto(`${siteUrl}/v2/cart`);
  await page.waitForSelector('html[data-hydrated]');
  await page.close();
}
