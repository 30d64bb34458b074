import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { redactUrl } from '../app.ts';

type Line = {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  responseTime?: number;
};

describe('request log (LOG_LEVEL=info)', () => {
  let t: TestApp;
  const lines: Line[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) } },
    );
  });
  afterAll(async () => t.close());

  const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

  it('writes one line per request, with the request, its status and its time', async () => {
    const id = 'test-request-0001';
    const res = await t.app.inject({
      url: '/healthz?access_token=secreto123',
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(200);
    const mine = linesOf(id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz?access_token=[oculto]' },
      res: { statusCode: 200 },
    });
    expect(mine[0]!.responseTime).toBeTypeOf('number');
    // A successful request's line is lean: no client address, host or port.
    expect(Object.keys(mine[0]!.req ?? {}).sort()).toEqual(['method', 'url']);
  });

  it('still logs a refused request (401) as completed with its status', async () => {
    const id = 'test-request-0002';
    const res = await t.app.inject({ url: '/api/v1/getAllCategories', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(401);
    expect(linesOf(id)).toEqual([
      expect.objectContaining({ msg: 'request completed', res: { statusCode: 401 } }),
    ]);
  });

  it('gives each request without an X-Request-Id its own id, one process prefix and a counter', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/healthz' });
    const ids = lines
      .filter((l) => l.msg === 'request completed' && !l.reqId?.startsWith('test-request'))
      .map((l) => l.reqId ?? '');
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[\w-]{16}-[0-9a-z]+$/);
    expect(new Set(ids.map((id) => id.slice(0, 16))).size).toBe(1);
  });
});

describe('redactUrl', () => {
  it('leaves a plain URL as it is and hides what could take over an account', () => {
    expect(redactUrl('/api/v1/getExternalDestacateCourses/4')).toBe('/api/v1/getExternalDestacateCourses/4');
    expect(redactUrl('/detail/curso-de-telemedicina')).toBe('/detail/curso-de-telemedicina');
    const token = 'a'.repeat(43);
    expect(redactUrl(`/reset-password/ana%40ejemplo.com/${token}`)).toBe('/reset-password/[oculto]');
    expect(redactUrl(`/auth/restablecer/ana@ejemplo.com/${token}`)).toBe(
      '/auth/restablecer/[oculto]/[oculto]',
    );
    expect(redactUrl(`/api/v1/x/${token}`)).toBe('/api/v1/x/[oculto]');
    expect(redactUrl('/api/v2/userId?access_token=abc&proyect_id=4')).toBe(
      '/api/v2/userId?access_token=[oculto]&proyect_id=4',
    );
  });

  it('hides a segment of 32 word characters, not of 31, and reads paths in any case', () => {
    expect(redactUrl(`/api/v1/x/${'b'.repeat(31)}/y`)).toBe(`/api/v1/x/${'b'.repeat(31)}/y`);
    expect(redactUrl(`/api/v1/x/${'b-_9'.repeat(8)}/y`)).toBe('/api/v1/x/[oculto]/y');
    expect(redactUrl('/RESET-PASSWORD/ana/abc')).toBe('/reset-password/[oculto]');
    expect(redactUrl('/api/v1/getExternalCoursesDetail')).toBe('/api/v1/getExternalCoursesDetail');
  });

  it('keeps a query string that names no secret, and redacts the path and the query apart', () => {
    expect(redactUrl('/api/v2/getExternalAllCourses/4/12?search=cardiología&page=2')).toBe(
      '/api/v2/getExternalAllCourses/4/12?search=cardiología&page=2',
    );
    expect(redactUrl(`/auth/x/${'c'.repeat(40)}?search=a&Code=123`)).toBe(
      '/auth/x/[oculto]?search=a&Code=[oculto]',
    );
    expect(redactUrl('/detail/curso?course=12&')).toBe('/detail/curso?course=12&');
  });
});
