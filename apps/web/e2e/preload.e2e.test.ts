import { describe, expect, it } from 'vitest';
import { startBrowser } from './browser.ts';

const journey = startBrowser();

/** A rendered page names its modules in its boot script (ssr/boot-script.ts); the shell in <link>s. */
const boot = (html: string) => /<script data-entry="([^"]+)" data-preload="([^"]*)">/.exec(html);
const preloads = (html: string) => [
  ...[...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!),
  ...(boot(html)?.[2]?.split(' ') ?? []),
];

/**
 * Each server-described page and the route chunk its lazy module builds to; the student pages (here
 * fetched without a session, so the shell) preload theirs too: the player's is the `player` group
 * (vite.config.ts).
 */
const PAGES = [
  { path: '/', chunk: /^\/assets\/home-route-[\w-]+\.js$/ },
  { path: '/category/todos?category=all', chunk: /^\/assets\/category-page-[\w-]+\.js$/ },
  { path: '/courses', chunk: /^\/assets\/courses-page-[\w-]+\.js$/ },
  { path: '/detail/curso?course=1', chunk: /^\/assets\/detail-route-[\w-]+\.js$/ },
  // The marketing pages the server renders.
  { path: '/landing-map', chunk: /^\/assets\/landing-map-page-[\w-]+\.js$/ },
  { path: '/landing/10-obstaculos', chunk: /^\/assets\/guide-landing-page-[\w-]+\.js$/ },
  { path: '/pro/telemedicina', chunk: /^\/assets\/telemedicine-page-[\w-]+\.js$/ },
  { path: '/contact', chunk: /^\/assets\/contact-page-[\w-]+\.js$/ },
  { path: '/v2/courses/2/39', chunk: /^\/assets\/player-(?!panels-)[\w-]+\.js$/ },
  { path: '/v2/cart', chunk: /^\/assets\/cart-page-[\w-]+\.js$/ },
  { path: '/v2/payment-info', chunk: /^\/assets\/payment-info-page-[\w-]+\.js$/ },
];

describe('route chunks preloaded with the page (from the build manifest)', () => {
  it.each(PAGES)(
    '$path preloads its route chunk, and every preloaded file exists',
    async ({ path, chunk }) => {
      const html = await (await fetch(`${journey.baseUrl}${path}`)).text();
      const files = preloads(html);
      expect(
        files.some((f) => chunk.test(f)),
        files.join('\n'),
      ).toBe(true);
      for (const file of files) {
        const res = await fetch(`${journey.baseUrl}${file}`);
        expect(res.status, file).toBe(200);
        expect(res.headers.get('content-type'), file).toMatch(/javascript/);
      }
    },
  );

  it("preloads the very chunk the router imports (the app's start chunk names it)", async () => {
    const home = await (await fetch(`${journey.baseUrl}/`)).text();
    // The router is in the chunk main.tsx imports after React DOM (`start`), named in every page.
    const start = preloads(home).find((f) => /^\/assets\/start-[\w-]+\.js$/.test(f));
    expect(start, preloads(home).join('\n')).toBeDefined();
    const startCode = await (await fetch(`${journey.baseUrl}${start}`)).text();
    for (const { path, chunk } of PAGES) {
      const html = await (await fetch(`${journey.baseUrl}${path}`)).text();
      const routeChunk = preloads(html).find((f) => chunk.test(f))!;
      expect(startCode, path).toContain(routeChunk.replace('/assets/', ''));
    }
  });

  it("keeps the player and its panels out of the cart and payment pages (their forms, zod's locale, the dialog)", async () => {
    const player = preloads(await (await fetch(`${journey.baseUrl}/v2/courses/2/39`)).text());
    // (The player's own chunk is checked with the other pages' route chunks above.)
    expect(player.some((f) => /\/student-[\w-]+\.js$/.test(f))).toBe(true);
    // Its panels too, after the lesson's code: their lazy import then adds no links in one task.
    expect(player.some((f) => /\/player-panels-[\w-]+\.js$/.test(f))).toBe(true);
    expect(player.some((f) => /\/form-field-[\w-]+\.js$/.test(f))).toBe(true);
    for (const path of ['/v2/cart', '/v2/payment-info']) {
      const files = preloads(await (await fetch(`${journey.baseUrl}${path}`)).text());
      expect(
        files.filter((f) => /\/(player|player-panels|zod-es|form-field|modal)-[\w-]+\.js$/.test(f)),
        path,
      ).toEqual([]);
    }
  });

  it("keeps the certificate's name dialog out of the player's panels, which every lesson loads", async () => {
    const code = async (file: string) => (await fetch(`${journey.baseUrl}${file}`)).text();
    const player = preloads(await code('/v2/courses/2/39')).find((f) => /\/player-[\w-]+\.js$/.test(f))!;
    const panels = /assets\/player-panels-[\w-]+\.js/.exec(await code(player))?.[0];
    expect(panels, player).toBeDefined();
    const panelsCode = await code(`/${panels}`);
    const imported = [...panelsCode.matchAll(/from"\.\/([\w-]+\.js)"/g)].map((m) => m[1]);
    // Radix's dialog (`modal`) is evaluated only once a student who may get a certificate is there.
    expect(
      imported.filter((f) => /^(modal|confirm-name-dialog)-/.test(f!)),
      panels,
    ).toEqual([]);
    expect(panelsCode).toMatch(/assets\/confirm-name-dialog-[\w-]+\.js/);
  });

  it('loads the home page with its preloaded route chunk and no console error', async () => {
    const page = await journey.page();
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const used = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    expect(used.some((f) => PAGES[0]!.chunk.test(f))).toBe(true);
  });
});
