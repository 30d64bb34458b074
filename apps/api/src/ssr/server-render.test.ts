// The public pages' HTML is rendered on the server with the web app's own components and
// the answers the page needs, inlined once; cached until the catalogue changes; the shell otherwise.
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { OAUTH_CLIENT_ID } from '@campus/contract/constants';
import { categoryUrl, detailUrl } from '@campus/contract/pages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createCourse } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { courses } from '../db/schema.ts';
import { signClientToken } from '../lib/tokens.ts';
import { clearPublicCatalogue } from '../modules/catalogue/catalogue.admin.service.ts';
import { CATALOGUE_CACHE_MS, catalogueCache } from '../modules/catalogue/catalogue.cache.ts';
import { type RenderTransport, type ServerEntry, serverRenderer } from './server-render.ts';

// The web app's server entry from its sources (vitest compiles them), as `vite build --ssr` bundles
// it: API tests run before the build, and the e2e tests cover the built bundle.
const WEB_ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));
const serverEntry = (await import(/* @vite-ignore */ WEB_ENTRY)) as ServerEntry;

let t: TestApp;
let categoryId: number;
let courseId: number;
const hostile = 'Curso </script><script>alert(1)</script> <b>negrita</b>';
beforeAll(async () => {
  t = await createTestApp({}, { serverEntry });
  const category = await createCategory(t.db, { name: 'Cardiología práctica' });
  categoryId = category.id;
  for (const name of ['Electrocardiograma sin miedo', 'Insuficiencia cardiaca al día', hostile]) {
    const { course } = await createCourse(t.db, {
      name,
      price: '79.00',
      featured: true,
      categoryIds: [category.id],
    });
    courseId ??= course.id;
  }
  await createCourse(t.db, { name: 'Curso de otra categoría', featured: false });
});
afterAll(async () => t.close());
beforeEach(() => catalogueCache(t.app).setTtl(0));

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** The markup inside #root (everything before the inlined answers). */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id='));
/** The inlined query answers. */
const stateOf = (html: string) => {
  const match = /<script id="campus-query-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { queries: Array<{ queryKey: unknown[] }> }) : null;
};

describe('server-rendered public pages', () => {
  it('a category page shows its courses in the HTML, with the answers inlined once', async () => {
    const res = await get(categoryUrl({ category: categoryId, name: 'Cardiología práctica' }));
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Electrocardiograma sin miedo');
    expect(root).toContain('Insuficiencia cardiaca al día');
    expect(root).toContain('Cursos de Cardiología práctica');
    expect(root).not.toContain('Curso de otra categoría');
    // The head the API writes is still there.
    expect(res.body).toContain('<title>Cursos de Cardiología práctica · Campus Salud</title>');
    expect(res.body).toContain('name="oauth-client-secret"');
    const keys = stateOf(res.body)!.queries.map((q) => JSON.stringify(q.queryKey));
    // The keys the web hooks use (features/catalogue/api), each once.
    expect(keys).toContain(JSON.stringify(['catalogue', 'categories']));
    expect(keys).toContain(JSON.stringify(['catalogue', 'courses', { kind: 'category', id: categoryId }, 1]));
    expect(new Set(keys).size).toBe(keys.length);
    expect(res.body.match(/id="campus-query-state"/g)).toHaveLength(1);
    // Painted whole (a partial paint moves what the next slice completes): the head asks the
    // browser to wait for the state that follows the markup.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#campus-query-state" blocking="render">');
  });

  it('a detail page shows the course name and price', async () => {
    const res = await get(detailUrl({ id: courseId, name: 'Electrocardiograma sin miedo' }));
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Electrocardiograma sin miedo');
    expect(root).toMatch(/79/);
    expect(JSON.stringify(stateOf(res.body))).toContain(`["catalogue","detail",${courseId}]`);
  });

  it('the home shows the featured courses', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Electrocardiograma sin miedo');
    expect(root).toContain('Insuficiencia cardiaca al día');
    expect(root).toContain('Cardiología práctica');
  });

  it('escapes course names in the markup and in the inlined answers', async () => {
    const res = await get(categoryUrl({ category: categoryId, name: 'Cardiología práctica' }));
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<b>negrita</b>');
    expect(rootOf(res.body)).toContain(
      'Curso &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;negrita&lt;/b&gt;',
    );
    // One closing tag per script: the inlined JSON cannot end its own.
    const state = /<script id="campus-query-state" type="application\/json">([\s\S]*?)<\/script>/.exec(
      res.body,
    )![1]!;
    expect(state).not.toContain('</');
    expect(JSON.stringify(stateOf(res.body))).toContain(hostile);
  });

  it('keeps the shell for 404s, per-visitor pages and the SPA catch-all', async () => {
    const missing = await get('/detail/nada?course=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    for (const url of ['/login', '/v2/home', '/admin']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('campus-query-state');
    }
  });
});

describe('the server entry', () => {
  it('keeps overlapping renders apart: each page is made of the answers of its own transport', async () => {
    const token = signClientToken(t.config.tokenSigningKey, OAUTH_CLIENT_ID, new Date(Date.now() + 60_000));
    const transport =
      (rename: string): RenderTransport =>
      async ({ method, url, body }) => {
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers: { authorization: `Bearer ${token}` },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        return { status: res.statusCode, body: res.body.replaceAll('Electrocardiograma sin miedo', rename) };
      };
    const [a, b] = await Promise.all([
      serverEntry.render('/', transport('Electrocardiograma A')),
      serverEntry.render('/', transport('Electrocardiograma B')),
    ]);
    expect(a!.html).toContain('Electrocardiograma A');
    expect(a!.html).not.toContain('Electrocardiograma B');
    expect(b!.html).toContain('Electrocardiograma B');
    expect(b!.html).not.toContain('Electrocardiograma A');
  });
});

describe('cache and fallback', () => {
  it('caches a rendered page until the catalogue changes', async () => {
    catalogueCache(t.app).setTtl(CATALOGUE_CACHE_MS);
    const url = categoryUrl({ category: categoryId, name: 'Cardiología práctica' });
    const first = await get(url);
    expect(first.body).toContain('Insuficiencia cardiaca al día');
    await t.db
      .update(courses)
      .set({ name: 'Insuficiencia cardiaca, edición 2' })
      .where(eq(courses.name, 'Insuficiencia cardiaca al día'));
    // Until an operator's write clears the public catalogue, the same page is sent.
    expect((await get(url)).body).toBe(first.body);
    clearPublicCatalogue(t.app);
    const fresh = await get(url);
    expect(rootOf(fresh.body)).toContain('Insuficiencia cardiaca, edición 2');
    expect(fresh.body).not.toContain('Insuficiencia cardiaca al día');
  });

  /** The page renderer of `t`'s app, its renders counted, and a category page of one course of its own. */
  async function countedRenderer(name: string) {
    const counter = { renders: 0 };
    const render = serverRenderer(
      t.app,
      {
        ...serverEntry,
        render: (...args) => {
          counter.renders++;
          return serverEntry.render(...args);
        },
      },
      catalogueCache(t.app),
    );
    const category = await createCategory(t.db, { name });
    const { course } = await createCourse(t.db, { name: `${name}: curso`, categoryIds: [category.id] });
    const url = categoryUrl({ category: category.id, name });
    return { counter, page: () => render(url), courseId: course.id };
  }
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /**
   * Past the first render and one check: from then on each period's check is quick, so every call
   * below falls within the period in which the page is still answered as it was. (A slow first
   * render can outlast that period: its next call then renders it again, as a new visitor would.)
   */
  async function settled(page: () => Promise<unknown>, ttl: number) {
    await page();
    await sleep(ttl + 50);
    await page();
    await sleep(100);
  }

  it('keeps a page past its time while its answers are unchanged, and renders it again when one changes', async () => {
    // Pages and answers kept 300 ms: past that (and within one more period) a page is answered as
    // it was while the calls it was made of are asked again in the background.
    catalogueCache(t.app).setTtl(300);
    const { counter, page, courseId: id } = await countedRenderer('Neumología');
    await settled(page, 300);
    const renders = counter.renders;
    const kept = await page();
    for (let i = 0; i < 3; i++) {
      await sleep(150);
      expect(await page()).toBe(kept);
    }
    // Checked each period and unchanged: the very same render (its bytes, its render instant).
    expect(counter.renders).toBe(renders);

    // A course renamed with no catalogue change announced: its answer's ETag moves, the page
    // follows within a few periods, before the ten after which it is rendered again anyway.
    await t.db.update(courses).set({ name: 'Asma grave en adultos' }).where(eq(courses.id, id));
    const renamedAt = Date.now();
    let root = kept!.root;
    while (!root.includes('Asma grave en adultos') && Date.now() - renamedAt < 1200) {
      await sleep(100);
      root = (await page())!.root;
    }
    expect(root).toContain('Asma grave en adultos');
    expect(counter.renders).toBe(renders + 1);
  });

  it('renders a kept page again after ten cache periods even when nothing changed', async () => {
    // 200 ms periods: a page is at most 2 s old, however current its answers are.
    catalogueCache(t.app).setTtl(200);
    const { counter, page } = await countedRenderer('Dermatología');
    await settled(page, 200);
    const renders = counter.renders;
    const start = Date.now();
    while (Date.now() - start < 2600) {
      await sleep(50);
      await page();
    }
    expect(counter.renders).toBe(renders + 1);
  });

  it('sends the page compressed once: brotli or gzip as accepted, the same HTML', async () => {
    catalogueCache(t.app).setTtl(CATALOGUE_CACHE_MS);
    const url = categoryUrl({ category: categoryId, name: 'Cardiología práctica' });
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('tags a kept page with its ETag, the same in every encoding, and answers 304 to a browser holding it', async () => {
    catalogueCache(t.app).setTtl(CATALOGUE_CACHE_MS);
    const url = categoryUrl({ category: categoryId, name: 'Cardiología práctica' });
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers.etag).toBe(etag);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('sends the shell, with a 200 and the head, when the render fails', async () => {
    const failing = await createTestApp(
      {},
      { serverEntry: { ...serverEntry, render: async () => Promise.reject(new Error('render bug')) } },
    );
    try {
      const res = await failing.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>');
    } finally {
      await failing.close();
    }
  });
});
