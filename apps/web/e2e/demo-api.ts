import { expect } from 'vitest';
import { OPERATOR } from './admin-login.ts';
import { DEMO_STUDENT } from './student-login.ts';

const json = { 'content-type': 'application/json' };

/** POSTs JSON with a bearer token and expects a 2xx answer. */
export async function post<T>(baseUrl: string, path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** GETs JSON with a bearer token and expects a 200. */
export async function get<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * The demo student's and the demo operator's tokens, through the public API: the OAuth client
 * (its secret from the page's meta tag), then each one's login.
 */
export async function demoSessions(baseUrl: string) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const secret = /name="oauth-client-secret" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const client = await post<{ access_token: string }>(baseUrl, '/oauth/token', '', {
    grant_type: 'client_credentials',
    client_id: 1,
    client_secret: secret,
  });
  const student = await post<{ access_token: string; user: { id: number } }>(
    baseUrl,
    '/api/v1/login',
    client.access_token,
    DEMO_STUDENT,
  );
  const operator = await post<{ access_token: string }>(
    baseUrl,
    '/api/admin/login',
    client.access_token,
    OPERATOR,
  );
  return {
    student: { token: student.access_token, id: student.user.id },
    operator: { token: operator.access_token },
  };
}

export type DemoSessions = Awaited<ReturnType<typeof demoSessions>>;

/** The demo student starts paying for "Triaje…" (a pending sandbox order), through the public API. */
export async function pendingOrderOfDemoStudent(baseUrl: string, sessions?: DemoSessions): Promise<number> {
  const { student, operator } = sessions ?? (await demoSessions(baseUrl));
  const courses = await get<{ data: Array<{ id: number }> }>(
    baseUrl,
    `/api/admin/courses?q=${encodeURIComponent('Triaje en servicios')}`,
    operator.token,
  );
  const courseId = courses.data[0]!.id;
  await post(baseUrl, '/api/v1/addShoppingCar', student.token, { user_id: student.id, course_id: courseId });
  const order = await post<{ order_id: number }>(baseUrl, '/api/v1/checkout', student.token, {
    proyect_id: 4,
  });
  // The journeys share one server and its demo student: leave their cart empty, as it was found.
  await post(baseUrl, '/api/v1/clearShoppingCar', student.token, { proyect_id: 4 });
  return order.order_id;
}
