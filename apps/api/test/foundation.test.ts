import { CLIENT_TOKEN_TTL_SECONDS } from '@campus/contract';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { createUser } from './factories.ts';
import { call, clientToken, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /oauth/token', () => {
  it('issues a one-year bearer token to client 1 with the right secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 1, client_secret: t.config.oauthClientSecret },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: CLIENT_TOKEN_TTL_SECONDS });
    expect(body.access_token).toMatch(/^c1\.1\.\d+\.[\w-]{43}$/);
  });

  it('accepts the form-encoded body OAuth clients send', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&client_id=1&client_secret=${encodeURIComponent(t.config.oauthClientSecret)}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('stores nothing for a client token (signed: no row per visitor)', async () => {
    const before = (await t.db.select().from(accessTokens)).length;
    const token = await clientToken(t.app);
    const rows = await t.db.select().from(accessTokens);
    expect(rows).toHaveLength(before);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(false);
  });

  it.each([
    ['wrong secret', { grant_type: 'client_credentials', client_id: 1, client_secret: 'nope' }],
    ['unknown client', { grant_type: 'client_credentials', client_id: 99, client_secret: 'x' }],
  ])('rejects a %s with 401', async (_name, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/oauth/token', payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Credenciales de cliente inválidas.', code: 'invalid_client' });
  });

  it('answers bad input with 422 and Spanish messages per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', client_id: 'uno' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('validation');
    expect(body.errors.client_id).toEqual(['El campo client_id debe ser solo numérico']);
    expect(body.errors.client_secret).toEqual(['El campo client_secret es requerido']);
    expect(body.errors.grant_type[0]).toContain('grant_type');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'El cuerpo de la petición no es un JSON válido.',
      code: 'malformed_json',
    });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 1, client_secret: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });
});

describe('bearer tokens on /api', () => {
  it('answers an unknown /api path with 404 JSON once authenticated, and 401 without a token', async () => {
    const token = await clientToken(t.app);
    const found = await call(t.app, token, { method: 'GET', url: '/api/v1/no-existe' });
    expect(found.statusCode).toBe(404);
    expect(found.json()).toEqual({ message: 'Ruta no encontrada.', code: 'not_found' });
  });

  it('answers a parameter too long for any id, or one that is not valid percent-encoding, in Spanish without echoing it', async () => {
    // The router refuses these before any hook runs (Fastify's English 414 / 400 quoted the address).
    const token = await clientToken(t.app);
    const cases = [
      {
        url: `/api/v1/getProyect/${'9'.repeat(101)}`,
        status: 404,
        message: 'Ruta no encontrada.',
        code: 'not_found',
      },
      {
        url: `/api/v2/getRelatedCourses/${'<b>'.repeat(40)}/4`,
        status: 404,
        message: 'Ruta no encontrada.',
        code: 'not_found',
      },
      {
        url: '/api/v1/getProyect/%E0%A4%A',
        status: 400,
        message: 'La dirección solicitada no es válida.',
        code: 'bad_url',
      },
    ];
    for (const { url, status, message, code } of cases) {
      for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(status);
        expect(res.json(), url).toEqual({ message, code });
        expect(res.body).not.toMatch(/999|<b>|%E0|exceeding|valid url/);
        // The router's refusal carries the API answers' headers, as the skipped hook would have set.
        expect(res.headers['content-security-policy'], url).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      }
    }
  });

  it('answers a page address the router refuses with a Spanish page, not JSON', async () => {
    for (const [url, status, message] of [
      [`/category/${'x'.repeat(300)}`, 404, 'Ruta no encontrada.'],
      ['/category/%E0%A4%A', 400, 'La dirección solicitada no es válida.'],
      ['/v2/courses/%E0%A4%A/1', 400, 'La dirección solicitada no es válida.'],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain(`<h1 style="font-size:1.25rem">${message}</h1>`);
      expect(res.body, url).toContain('<a href="/">');
      expect(res.body, url).not.toMatch(/xxx|%E0/);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('requires a bearer token: none, a malformed one or an unknown one get 401 {message}', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      'Bearer no-existe',
      `Bearer ${'x'.repeat(5000)}`,
    ]) {
      const res = await t.app.inject({
        url: '/api/v1/getProyect/4',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/No autenticado/);
      expect(res.json().code).toBe('unauthenticated');
    }
  });

  it('accepts a client token and answers project 4', async () => {
    const token = await clientToken(t.app);
    const res = await call(t.app, token, { method: 'GET', url: '/api/v1/getProyect/4' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 4, name: 'Campus Salud' });
    const all = await call(t.app, token, { method: 'GET', url: '/api/v1/getAllProyects' });
    expect(all.json().data.map((p: { id: number }) => p.id)).toEqual([4]);
  });

  it('answers an unknown project with 404 and a non-numeric or out-of-range id with 422', async () => {
    const token = await clientToken(t.app);
    expect((await call(t.app, token, { method: 'GET', url: '/api/v1/getProyect/99' })).statusCode).toBe(404);
    expect((await call(t.app, token, { method: 'GET', url: '/api/v1/getProyect/abc' })).statusCode).toBe(422);
    expect(
      (await call(t.app, token, { method: 'GET', url: '/api/v1/getProyect/99999999999' })).statusCode,
    ).toBe(422);
  });

  it('rejects an expired or revoked stored token with 401', async () => {
    const { eq } = await import('drizzle-orm');
    const expired = (await createUser(t.db)).token;
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(expired)));
    expect((await call(t.app, expired, { method: 'GET', url: '/api/v1/getProyect/4' })).statusCode).toBe(401);
    const revoked = (await createUser(t.db)).token;
    await t.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(accessTokens.tokenHash, hashToken(revoked)));
    expect((await call(t.app, revoked, { method: 'GET', url: '/api/v1/getProyect/4' })).statusCode).toBe(401);
  });
});

describe('health, docs, pages', () => {
  it('reports liveness and readiness without a token', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/oauth/token'].post.requestBody).toBeDefined();
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('publishes an OpenAPI document that a maintained validator accepts whole', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    // The validator dereferences what it reads: it gets a copy.
    const result = await validate(structuredClone(doc));
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
    // A parameter is a name the client sends, never a keyword of its schema (`type`, `additionalProperties`).
    const keywords = new Set(['type', 'properties', 'additionalProperties', 'required', 'propertyNames']);
    type Operation = { parameters?: Array<{ name: string }> };
    const paths = doc.paths as Record<string, Record<string, Operation>>;
    for (const [route, methods] of Object.entries(paths))
      for (const [method, operation] of Object.entries(methods))
        for (const parameter of operation.parameters ?? [])
          expect(keywords.has(parameter.name), `${method} ${route} ${parameter.name}`).toBe(false);
    for (const route of ['/api/v1/payments/return', '/api/v1/book-orders/return']) {
      const names = paths[route]?.get?.parameters?.map((p) => p.name);
      expect(names, route).toEqual(['provider', 'clientTransactionId', 'id', 'checkout']);
    }
  });

  it('serves the SPA with a server-written head and security headers on any page path', async () => {
    const res = await t.app.inject({ url: '/una/ruta/cualquiera?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/una/ruta/cualquiera">');
    expect(res.body).toContain('og:image" content="http://localhost:3000/share-image/og-default.jpg"');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://player.vimeo.com');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the student pages the browser paints as the shell, kept out of search engines', async () => {
    // The server reads nothing of these addresses: unknown, malformed or huge ids get the same shell,
    // and the page says what is wrong (the course's own answer decides, for this student only).
    const odd = ['/v2/courses/999999/1', '/v2/courses/abc/%3Cscript%3E', `/v2/courses/${'9'.repeat(2000)}/1`];
    for (const url of ['/v2/courses/2/39', '/v2/courses/2', '/v2/cart', '/v2/payment-info', ...odd]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
    const publicPage = await t.app.inject({ url: '/una/ruta/cualquiera' });
    expect(publicPage.body).not.toContain('noindex');
  });

  it('answers /v2/maker (spec §2) with the page that sends the operator on, kept out of search engines', async () => {
    for (const url of ['/v2/maker', '/v2/maker?curso=3']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("answers a missing build file 404 with a script's headers, not the page", async () => {
    const res = await t.app.inject({ url: '/assets/chunk-de-otra-version-0000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('HSTS over https', () => {
  it('sends Strict-Transport-Security when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://campussalud.ec' });
    try {
      const res = await https.app.inject({ url: '/' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await https.close();
    }
  });
});

describe('when the database fails', () => {
  it('answers a lost database 503 with a generic Spanish message, never SQL or a stack, and /readyz 503', async () => {
    const broken = await createTestApp();
    const token = await clientToken(broken.app);
    await broken.app.database.close();
    try {
      const res = await call(broken.app, token, { method: 'GET', url: '/api/v1/getProyect/4' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'El servicio no está disponible en este momento. Intente nuevamente en unos segundos.',
        code: 'service_unavailable',
      });
      expect(res.body).not.toMatch(/select|stack|at /i);
      expect((await broken.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await broken.close();
    }
  });
});

describe.runIf(process.env.TEST_DB?.startsWith('postgres'))('PostgreSQL connection loss', () => {
  it('survives the server ending its idle connections and answers on new ones', async () => {
    const { default: pg } = await import('pg');
    const config = t.config.database;
    if (config.kind !== 'postgres') throw new Error('expected PostgreSQL');
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200); // a pooled connection, now idle
    const admin = new pg.Client({ connectionString: process.env.TEST_DB });
    await admin.connect();
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [new URL(config.url).pathname.slice(1)],
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the pool hears of it
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
