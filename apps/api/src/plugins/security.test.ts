import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { apiHeaders, cspDirectives, headersForUrl, securityHeaders } from './security.ts';

// helmet as @fastify/helmet loads it: the headers built once must be the ones it would send.
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as (
  options: object,
) => (req: object, res: object, next: (err?: unknown) => void) => void;

function helmetHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(https) },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({}, res, (err) => {
    if (err) throw err;
  });
  return headers;
}

describe('security headers', () => {
  it('are exactly what helmet sends with the same options, over http and https', () => {
    expect(securityHeaders(false)).toEqual(helmetHeaders(false));
    expect(securityHeaders(true)).toEqual(helmetHeaders(true));
    expect(securityHeaders(true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders(false)).not.toHaveProperty('strict-transport-security');
  });

  describe('on responses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t.close());

    it('every kind of answer carries its set: API answers the API set, pages and media links the document set', async () => {
      const answers = await Promise.all([
        t.app.inject({ url: '/healthz' }),
        t.app.inject({ url: '/api/v1/getAllCategories?proyect_id=4' }),
        t.app.inject({ url: '/api/v1/no-such-route' }),
        t.app.inject({ method: 'POST', url: '/oauth/token', payload: {} }),
        t.app.inject({ url: `/api/v1/${'x'.repeat(120)}` }),
        t.app.inject({ url: '/', headers: { accept: 'text/html' } }),
        t.app.inject({ url: '/api/v1/media/not-a-signed-link' }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 422, 404, 200, 404]);
      const sets = [...Array(5).fill(apiHeaders(false)), securityHeaders(false), securityHeaders(false)];
      answers.forEach((answer, i) => {
        for (const [name, value] of Object.entries(sets[i])) expect(answer.headers[name]).toBe(value);
      });
      // An API answer carries none of the document-only headers.
      expect(answers[1]!.headers).not.toHaveProperty('origin-agent-cluster');
      expect(answers[1]!.headers).not.toHaveProperty('referrer-policy');
    });

    it('a gzip-compressed request body is still read (GET routes alone skip decompression)', async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: gzipSync(JSON.stringify({ grant_type: 'client_credentials' })),
      });
      // Read and validated: the grant type was taken, the missing client and secret are named.
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual(['client_id', 'client_secret']);
    });
  });

  it('an API answer forbids loading and framing anything; a document keeps the page policy', () => {
    const headersFor = headersForUrl(true, ['/api/v1/media/']);
    expect(headersFor('/api/v1/getAllCategories')['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(headersFor('/api/v1/getAllCategories')['strict-transport-security']).toBeDefined();
    expect(headersFor('/healthz')).toBe(headersFor('/oauth/token'));
    expect(headersFor('/readyz')).toBe(headersFor('/oauth/token'));
    // Not an API prefix, only a look-alike: a page.
    expect(headersFor('/apiculture')).toBe(headersFor('/'));
    expect(headersFor('/healthzone')).toBe(headersFor('/'));
    expect(headersFor('/')['content-security-policy']).toContain("script-src 'self'");
    // A document path (a signed lesson file a student opens) keeps the page policy.
    expect(headersFor('/api/v1/media/abc.pdf')).toBe(headersFor('/'));
  });
});
