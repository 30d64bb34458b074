import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectSpanish422, huge, type TestApp } from '../../../test/helpers.ts';
import { CLIENT_ERRORS_PER_MINUTE } from './client-errors.routes.ts';
import { clientErrorEntry } from './client-errors.service.ts';

type Line = { level: number; msg: string; clientError?: Record<string, string> };

let t: TestApp;
const lines: Line[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'warn' },
    { logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) } },
  );
});
afterAll(() => t.close());

const report = (payload: unknown, remoteAddress = '203.0.113.7', contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/client-errors',
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
    headers: { 'content-type': contentType },
  });
const logged = () => lines.filter((l) => l.clientError);

const STACK = [
  "TypeError: Cannot read properties of undefined (reading 'autoplay')",
  ...Array.from(
    { length: 30 },
    (_, i) => `    at f${i} (http://127.0.0.1/assets/home-route-Ab1.js?v=${i}#x:1:${i})`,
  ),
].join('\n');

describe('POST /api/v1/client-errors (a page’s error boundary reports to the server log)', () => {
  it('logs a section’s error at warn and a whole page’s at error, without a token; answers 204', async () => {
    lines.length = 0;
    const section = await report({
      message: "Cannot read properties of undefined (reading 'autoplay')",
      stack: STACK,
      path: '/',
      section: 'home.categories',
    });
    expect(section.statusCode).toBe(204);
    expect(section.body).toBe('');
    const route = await report({ message: 'boom', path: '/v2/my-courses', section: 'route' });
    expect(route.statusCode).toBe(204);
    const [warn, error] = logged();
    expect(warn).toMatchObject({
      level: 40,
      clientError: {
        section: 'home.categories',
        path: '/',
        message: "Cannot read properties of undefined (reading 'autoplay')",
      },
    });
    // The stack is cut to its first lines, and the query strings of its URLs are gone.
    const stack = warn!.clientError!.stack!.split('\n');
    expect(stack).toHaveLength(12);
    expect(stack[1]).toBe('    at f0 (http://127.0.0.1/assets/home-route-Ab1.js)');
    expect(error).toMatchObject({ level: 50, clientError: { section: 'route', path: '/v2/my-courses' } });
  });

  it('reads the JSON navigator.sendBeacon sends as text/plain', async () => {
    lines.length = 0;
    const body = JSON.stringify({ message: 'x', path: '/contacto', section: 'contact.form' });
    expect((await report(body, '203.0.113.8', 'text/plain;charset=UTF-8')).statusCode).toBe(204);
    expect(logged()[0]?.clientError).toMatchObject({ path: '/contacto', section: 'contact.form' });
    expect((await report('{message:', '203.0.113.8', 'text/plain;charset=UTF-8')).statusCode).toBe(400);
  });

  it('logs no personal data: no query string, no e-mail, no reset or payment token', async () => {
    lines.length = 0;
    const cases = [
      ['/reset-password/ana%40example.com/s3cr3tT0ken?x=1', '/reset-password/:email/:token'],
      ['/checkout/47/tok_abcdef123456#pay', '/checkout/47/:token'],
      ['/v2/course/12?token=abc&email=ana@example.com', '/v2/course/12'],
      ['/certificados/ABC-123', '/certificados/ABC-123'],
    ] as const;
    for (const [path] of cases) {
      const res = await report(
        {
          message: 'Falló para ana@example.com en http://x.test/a?token=abc',
          stack: 'Error\n    at g (http://x.test/assets/a.js?token=zzz:1:2)',
          path,
          section: 'route',
        },
        '203.0.113.9',
      );
      expect(res.statusCode).toBe(204);
    }
    const entries = logged().map((l) => l.clientError!);
    expect(entries.map((e) => e.path)).toEqual(cases.map(([, logged]) => logged));
    const dump = JSON.stringify(lines);
    for (const secret of [
      'ana@example.com',
      'ana%40example.com',
      's3cr3tT0ken',
      'tok_abcdef',
      'token=',
      'zzz',
    ])
      expect(dump).not.toContain(secret);
    expect(entries[0]!.message).toBe('Falló para [email] en http://x.test/a');
  });

  it('refuses wrong types, missing fields and huge strings (Spanish 422) and huge bodies (413); logs nothing', async () => {
    lines.length = 0;
    const ok = { message: 'x', path: '/', section: 'home.hero' };
    for (const [body, field] of [
      [{ ...ok, message: 12 }, 'message'],
      [{ ...ok, message: '' }, 'message'],
      [{ ...ok, message: huge(501) }, 'message'],
      [{ ...ok, stack: huge(4001) }, 'stack'],
      [{ ...ok, stack: ['a'] }, 'stack'],
      [{ ...ok, path: 'https://evil.test/' }, 'path'],
      [{ ...ok, path: `/${huge(300)}` }, 'path'],
      [{ ...ok, section: 'no spaces' }, 'section'],
      [{ ...ok, section: huge(61) }, 'section'],
      [{ message: 'x', path: '/' }, 'section'],
      [{ section: 'home.hero', message: 'x' }, 'path'],
    ] as const) {
      expectSpanish422(await report(body, '203.0.113.10'), field);
    }
    expect((await report({ ...ok, stack: huge(100_000) }, '203.0.113.10')).statusCode).toBe(413);
    expect(
      (await report(JSON.stringify({ ...ok, stack: huge(100_000) }), '203.0.113.10', 'text/plain'))
        .statusCode,
    ).toBe(413);
    expect(logged()).toEqual([]);
  });

  it('scrubs the largest report in linear time (no e-mail pattern retried at every character)', () => {
    // A 4,000-character stack line of "%40" took the old pattern 15 s, 4,000 letters 0.1 s.
    const started = performance.now();
    const entry = clientErrorEntry({
      message: `${'a'.repeat(480)} ana@ejemplo.com`,
      stack: ['%40'.repeat(1333), 'a'.repeat(4000)].join('\n').slice(0, 4000),
      path: `/${'b'.repeat(299)}`,
      section: 'route',
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(entry.message).toBe(`${'a'.repeat(480)} [email]`);
    expect(entry.stack).toContain('%40'.repeat(1333));
  });

  it(`is rate-limited per address (${CLIENT_ERRORS_PER_MINUTE} a minute), others unaffected`, async () => {
    const ok = { message: 'x', path: '/', section: 'home.hero' };
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_ERRORS_PER_MINUTE; i++)
      statuses.push((await report(ok, '192.0.2.99')).statusCode);
    expect(statuses.slice(0, CLIENT_ERRORS_PER_MINUTE).every((s) => s === 204)).toBe(true);
    const flood = await report(ok, '192.0.2.99');
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toMatch(/[áéíóúñ]|Demasiad/);
    expect((await report(ok, '192.0.2.100')).statusCode).toBe(204);
  });
});
