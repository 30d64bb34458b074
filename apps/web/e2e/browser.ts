import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

/** The boot script a server-rendered page carries instead of its module script (apps/api/src/ssr/boot-script.ts). */
const SERVER_RENDERED = /<script data-entry="/;

/**
 * zod and its Spanish messages, the forms' rules: the `zod-es` chunk (vite.config.ts zodChunkGroup)
 * and any other chunk named after zod. Pages that only show content must not ask for them.
 */
export const ZOD_CHUNK = /\/assets\/zod(-es)?-[\w-]+\.js$/;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Waits until the browser is idle: no request for 500 ms, then an idle callback (what `whenIdle`
 * waits for), twice, since an idle task may itself load code (Embla) and run it.
 */
export async function untilIdle(page: Page) {
  for (let round = 0; round < 2; round++) {
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    );
  }
}

export type Journey = {
  baseUrl: string;
  /**
   * A fresh page at a phone's size (the audience browses on phones). `expectedHttpErrors` lists
   * API statuses the journey provokes on purpose (a wrong password's 401): Chromium logs each as a
   * console error, which would otherwise fail the test.
   */
  page(options?: {
    width?: number;
    height?: number;
    expectedHttpErrors?: number[];
    /** false: a browser with JavaScript off (what a crawler or a blocked script sees). */
    javaScript?: boolean;
    /** The browser's IANA time zone (default: the machine's, as the server's). */
    timezoneId?: string;
  }): Promise<Page>;
};

/**
 * Use once per e2e file: one Chromium per file, a fresh context per page, and any console error or
 * uncaught exception in the page fails the test that caused it.
 */
export function startBrowser(): Journey {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const found = errors.splice(0);
    if (found.length > 0) throw new Error(`errors in the page:\n${found.join('\n')}`);
  });
  afterAll(async () => browser?.close());

  return {
    baseUrl,
    async page({ width = 390, height = 844, expectedHttpErrors = [], javaScript = true, timezoneId } = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height },
        locale: 'es-EC',
        javaScriptEnabled: javaScript,
        ...(timezoneId ? { timezoneId } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      const expected = (text: string) => {
        const status = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(text);
        return status !== null && expectedHttpErrors.includes(Number(status[1]));
      };
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !expected(msg.text())) errors.push(`console.error: ${msg.text()}`);
      });
      page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
      // A server-rendered page paints before its JavaScript is even requested, and its
      // buttons do nothing until React has hydrated it; a visitor waits for the page to answer, so
      // a journey's goto returns once it has (pages the browser renders are ready when they show).
      // The same for a reload: a click right after it could land before hydration and do nothing.
      if (!javaScript) return page;
      const hydrated = async (response: Response | null) => {
        if (response && SERVER_RENDERED.test(await response.text().catch(() => ''))) {
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => hydrated(await goto(url, options));
      page.reload = async (options) => hydrated(await reload(options));
      return page;
    },
  };
}
