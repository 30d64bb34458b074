// The public verification page `/certificados/{code}` is written by the server like the other public
// pages (its answer in the HTML, hydrated without asking again), never indexed, 404 for a code that
// names no certificate, and never kept in the catalogue's page cache (a revocation shows at once).
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, enrol } from '../../test/factories.ts';
import { clientToken, createTestApp, huge, type TestApp } from '../../test/helpers.ts';
import { certificates, resourceProgress } from '../db/schema.ts';
import { CATALOGUE_CACHE_MS, catalogueCache } from '../modules/catalogue/catalogue.cache.ts';
import type { ServerEntry } from './server-render.ts';

const WEB_ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));
const serverEntry = (await import(/* @vite-ignore */ WEB_ENTRY)) as ServerEntry;

let t: TestApp;
let code: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campus.example' }, { serverEntry });
  const student = await createUser(t.db, { firstName: 'Lucía', surnames: 'Andrade Peña' });
  const { course, resources } = await createCourse(t.db, {
    name: 'Electrocardiograma sin miedo',
    certificate: true,
    modules: [
      {
        lessons: [
          {
            resources: [{ type: 2, name: 'Clase', url: '/media/video/demo-clase.mp4', durationSeconds: 60 }],
          },
        ],
      },
    ],
  });
  await enrol(t.db, student.user.id, course.id);
  await t.db
    .insert(resourceProgress)
    .values({ userId: student.user.id, resourceId: resources[0]!.id, completedAt: new Date() });
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/v2/certificates/${course.id}`,
    headers: { authorization: `Bearer ${student.token}` },
    payload: {},
  });
  code = issued.json().data.code;
  // The catalogue's page cache on, as in production: the certificate page must not be kept in it.
  catalogueCache(t.app).setTtl(CATALOGUE_CACHE_MS);
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id='));
const stateOf = (html: string) => {
  const match = /<script id="campus-query-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match
    ? (JSON.parse(match[1]!) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> })
    : null;
};

describe('GET /certificados/{code}', () => {
  it('a valid certificate: 200, its name, course and verdict in the HTML, its answer inlined, noindex', async () => {
    const res = await get(`/certificados/${code}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Certificado válido');
    expect(root).toContain('Lucía Andrade Peña');
    expect(root).toContain('Electrocardiograma sin miedo');
    expect(root).toContain(code);
    const head = headOf(res.body);
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).toContain('<title>Certificado válido: Electrocardiograma sin miedo · Campus Salud</title>');
    expect(head).toContain(`<link rel="canonical" href="https://campus.example/certificados/${code}">`);
    // Hydrated from the inlined answer: the browser does not ask again.
    const query = stateOf(res.body)!.queries.find((q) => q.queryKey[0] === 'certificate-verification');
    expect(query?.queryKey).toEqual(['certificate-verification', code]);
    expect(query?.state.data).toMatchObject({ code, status: 'valid', name: 'Lucía Andrade Peña' });
  });

  it('once revoked, the next visit says "revocado" with the date in Ecuador (not a cached page)', async () => {
    expect((await get(`/certificados/${code}`)).body).toContain('Certificado válido');
    // 03:00 UTC on 10 March is still 9 March in Ecuador (UTC−5).
    await t.db
      .update(certificates)
      .set({ revokedAt: new Date('2026-03-10T03:00:00Z'), revokedReason: 'refund' })
      .where(eq(certificates.code, code));
    const res = await get(`/certificados/${code}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Certificado revocado');
    expect(root).toContain('revocó este certificado el 9 de marzo de 2026');
    expect(root).not.toContain('Certificado válido');
    expect(headOf(res.body)).toContain('<meta name="robots" content="noindex">');
  });

  it('an unknown, malformed or huge code is a 404 page in Spanish, noindex, without the render', async () => {
    for (const path of [
      '/certificados/AAAA-BBBB-CCCC-DDDD',
      '/certificados/no-existe',
      '/certificados/',
      `/certificados/${huge(300)}`,
      `/certificados/${code}/extra`,
      '/certificados/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path.slice(0, 40)).toBe(404);
      const head = headOf(res.body);
      expect(head).toContain('<meta name="robots" content="noindex">');
      expect(head).toContain('<title>Certificado no encontrado · Campus Salud</title>');
      expect(res.body).not.toContain('<script>alert(1)');
    }
    // A broken percent-encoding is refused by the router itself (400), never a 500.
    expect((await get('/certificados/%E0%A4%A')).statusCode).toBe(400);
  });

  it('the code is read in any case and with spaces, as the API reads it', async () => {
    const res = await get(`/certificados/${code.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(headOf(res.body)).toContain(
      `<link rel="canonical" href="https://campus.example/certificados/${code}">`,
    );
  });

  it("the render's own API call is not counted against the visitors' limit; a visitor's calls are", async () => {
    // 61 visitors from 61 addresses: each page is rendered, though every render asks the API from
    // the server itself.
    for (let i = 1; i <= 61; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/certificados/${code}`,
        remoteAddress: `10.0.0.${i}`,
      });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body), `visitor ${i}`).toContain('Lucía Andrade Peña');
    }
    // Over a real socket, one address is limited to 60 calls a minute.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await clientToken(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await fetch(`${address}/api/v1/certificates/${code}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
