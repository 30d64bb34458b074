// A server-rendered page asks for its modules after its first paint (boot-script.ts); the
// shell, which needs them to paint at all, keeps the build's module script and preloads.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP, bootScriptTag, takeModuleTags } from './boot-script.ts';
import type { ServerEntry } from './server-render.ts';

/** index.html as `vite build` writes it: the entry module and its static imports in <head>. */
const BUILT_INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <!--app-head--><title>Campus Salud</title><!--/app-head-->
    <script type="module" crossorigin src="/assets/index-AAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BBBB.js">
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-CCCC.js">
    <link rel="stylesheet" crossorigin href="/assets/index-DDDD.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Campus Salud necesita JavaScript para mostrar los cursos.</noscript>
  </body>
</html>`;

/** A server entry that renders only the home page. */
const entry: ServerEntry = {
  QUERY_STATE_ID: 'campus-query-state',
  render: async (url) => (url === '/' ? { html: '<h1>Cursos para ti</h1>', state: { queries: [] } } : null),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { serverEntry: entry, indexHtml: BUILT_INDEX });
});
afterAll(async () => t.close());

/** The data attributes and body of the page's inline boot script. */
function bootOf(html: string) {
  const match = /<script data-entry="([^"]*)" data-preload="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
  return match ? { entry: match[1]!, preload: match[2]!.split(' '), code: match[3]! } : null;
}

describe('module loading of server-rendered pages', () => {
  it('takes the module script and preloads out of the built index.html, and keeps the stylesheet', () => {
    const { html, entry, preload } = takeModuleTags(BUILT_INDEX);
    expect(entry).toBe('/assets/index-AAAA.js');
    expect(preload).toEqual(['/assets/react-BBBB.js', '/assets/jsx-runtime-CCCC.js']);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-DDDD.css">');
    expect(takeModuleTags('<html><body><div id="root"></div></body></html>').entry).toBeNull();
  });

  it('a rendered page names its modules in the boot script instead of fetching them with the HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Cursos para ti</h1>');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).toContain('rel="stylesheet"');
    const boot = bootOf(res.body);
    expect(boot).toEqual({
      entry: '/assets/index-AAAA.js',
      preload: ['/assets/react-BBBB.js', '/assets/jsx-runtime-CCCC.js'],
      code: BOOT_SCRIPT,
    });
    // After the inlined answers, which the entry reads when it runs.
    expect(res.body.indexOf('campus-query-state')).toBeLessThan(res.body.indexOf('data-entry='));
  });

  it('the CSP allows that inline script by its hash, and no other', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
    const hash = createHash('sha256').update(bootOf(res.body)!.code).digest('base64');
    expect(scriptSrc.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(BOOT_SCRIPT_CSP).toBe(`'sha256-${hash}'`);
  });

  it('the shell (a page the server does not render) keeps the build’s module tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-AAAA.js"></script>');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/react-BBBB.js">');
    expect(bootOf(res.body)).toBeNull();
  });

  it('escapes the paths it writes into the attributes', () => {
    expect(bootScriptTag('/a"b.js', ['/c&d.js'])).toContain(
      'data-entry="/a&quot;b.js" data-preload="/c&amp;d.js"',
    );
  });
});

/** Runs BOOT_SCRIPT against a minimal document: what it appends, and the paint observer's callback. */
function runBoot(options: { paintTiming: boolean; visibility: 'visible' | 'hidden'; preload?: string[] }) {
  const appended: Array<Record<string, string>> = [];
  const listeners: Record<string, () => void> = {};
  const docListeners: Record<string, () => void> = {};
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
  const document = {
    visibilityState: options.visibility,
    currentScript: {
      dataset: {
        entry: '/assets/index.js',
        preload: (options.preload ?? ['/assets/a.js', '/assets/b.js']).join(' '),
      },
    },
    createElement: () => ({}),
    head: { appendChild: (el: Record<string, string>) => appended.push(el) },
    addEventListener: (type: string, fn: () => void) => {
      docListeners[type] = fn;
    },
  };
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(fn: typeof paintCallback) {
      paintCallback = fn;
    }
    observe() {}
  }
  const timers: Array<() => void> = [];
  const window = { PerformanceObserver: FakeObserver };
  new Function('document', 'window', 'addEventListener', 'setTimeout', BOOT_SCRIPT)(
    document,
    window,
    (type: string, fn: () => void) => {
      listeners[type] = fn;
    },
    (fn: () => void) => timers.push(fn),
  );
  const paint = (name: string) =>
    paintCallback?.({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) });
  return { appended, listeners, docListeners, timers, paint, document };
}

describe('the boot script in the browser', () => {
  it('appends the preloads and the entry module once, on the first contentful paint', () => {
    const boot = runBoot({ paintTiming: true, visibility: 'visible' });
    boot.paint('first-paint');
    expect(boot.appended).toHaveLength(0);
    boot.paint('first-contentful-paint');
    expect(boot.appended).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/a.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/b.js' },
      { type: 'module', crossOrigin: '', src: '/assets/index.js' },
    ]);
    // A later paint, the load event's fallback or a tab switch add nothing.
    boot.paint('first-contentful-paint');
    boot.listeners.load!();
    for (const fn of boot.timers) fn();
    expect(boot.appended).toHaveLength(3);
  });

  it('asks for a long list of modules two per task, so no single task starts them all, the entry last', () => {
    const preload = Array.from({ length: 7 }, (_, i) => `/assets/m${i}.js`);
    const boot = runBoot({ paintTiming: true, visibility: 'visible', preload });
    boot.paint('first-contentful-paint');
    const hrefs = () => boot.appended.map((el) => el.href ?? el.src);
    expect(hrefs()).toEqual(preload.slice(0, 2));
    boot.timers.shift()!();
    expect(hrefs()).toEqual(preload.slice(0, 4));
    boot.timers.shift()!();
    expect(hrefs()).toEqual(preload.slice(0, 6));
    boot.timers.shift()!();
    expect(hrefs()).toEqual([...preload, '/assets/index.js']);
    expect(boot.appended.at(-1)).toEqual({ type: 'module', crossOrigin: '', src: '/assets/index.js' });
    // Nothing more, whatever fires later.
    boot.listeners.load!();
    for (const fn of boot.timers) fn();
    expect(boot.appended).toHaveLength(8);
  });

  it('without the Paint Timing API, starts on the load event', () => {
    const boot = runBoot({ paintTiming: false, visibility: 'visible' });
    expect(boot.appended).toHaveLength(0);
    boot.listeners.load!();
    expect(boot.appended.at(-1)).toEqual({ type: 'module', crossOrigin: '', src: '/assets/index.js' });
  });

  it('in a background tab, starts on the load event or when the tab is shown', () => {
    const boot = runBoot({ paintTiming: true, visibility: 'hidden' });
    boot.document.visibilityState = 'visible';
    boot.docListeners.visibilitychange!();
    for (const fn of boot.timers) fn();
    expect(boot.appended).toHaveLength(3);
  });

  it('if no paint is reported, starts 3 s after the load event', () => {
    const boot = runBoot({ paintTiming: true, visibility: 'visible' });
    boot.listeners.load!();
    expect(boot.appended).toHaveLength(0);
    for (const fn of boot.timers) fn();
    expect(boot.appended).toHaveLength(3);
  });
});
