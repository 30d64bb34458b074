import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startBrowser } from './browser.ts';
import { loginAsDemoStudent } from './student-login.ts';

/**
 * Every public and student page (spec §2) at a phone's, a tablet's and a laptop's width, each read
 * once the browser is idle, when what loads after the first paint (the carousels' Embla, the
 * player's panels: lib/when-idle.ts, AfterPaint) has run. A page fails on an uncaught exception, a
 * console error or a `<main>` without text: one widget that throws at one width blanked the home
 * from 768 px while every other journey ran at 390 px.
 */
const WIDTHS = [390, 768, 1366] as const;

/** A certificate code no certificate has: the verification page's "no existe" answer (a 404 call). */
const UNKNOWN_CERTIFICATE = '/certificados/AAAA-BBBB-CCCC-DDDD';

const journey = startBrowser();

/** The public detail of a seeded course, and its id, as the sitemap lists it. */
async function seededCourse(): Promise<{ detail: string; id: number }> {
  const xml = await (await fetch(`${journey.baseUrl}/sitemap.xml`)).text();
  const match = /<loc>https?:\/\/[^/]+(\/detail\/curso-de-telemedicina\?course=(\d+))<\/loc>/.exec(xml);
  if (!match) throw new Error('the sitemap does not list the telemedicine course');
  return { detail: match[1]!, id: Number(match[2]) };
}

/** The public pages of spec §2 that render without a visitor's data (thanks pages send back). */
function publicPages(course: { detail: string }): string[] {
  return [
    '/',
    '/category/todos?category=all',
    '/category/gratuitos?category=free',
    `/category/buscar?category=search&q=${encodeURIComponent('diabetes')}`,
    course.detail,
    '/courses',
    '/landing-map',
    '/landing/10-obstaculos',
    '/landing/thanks',
    '/landing/telemedicina-diabetes',
    '/landing/telemedicina-diabetes/thanks',
    '/pro/telemedicina',
    '/pro/comunicacion-tm',
    '/pro/obstaculos-tm',
    '/pro/descarga/gracias',
    '/pro/master_class/gracias',
    '/ponla-en-control/gracias',
    '/bases-telemedicina/gracias',
    '/telemedicina-diabetes',
    '/telemedicina-diabetes/gracias',
    '/contact',
    '/checkout/20/preventa-libro',
    UNKNOWN_CERTIFICATE,
    '/auth/login',
    '/auth/register',
    '/auth/reset-password',
  ];
}

/** The demo student's pages (spec §2 student area), the player and its lesson included. */
function studentPages(course: { id: number }): string[] {
  return [
    '/v2/home',
    '/v2/settings',
    '/v2/facturacion',
    '/v2/cart',
    '/v2/payment-info',
    '/v2/categories',
    `/v2/product/${course.id}`,
    `/v2/courses/${course.id}`,
    '/v2/courses/2/39',
    `/v2/mentories/${course.id}`,
    '/home/payment/success',
    '/home/payment/failure',
    '/home/payment/pending',
  ];
}

/**
 * Waits until the browser is idle: no request for 500 ms, then an idle callback (what `whenIdle`
 * waits for), twice, since an idle task may itself load code (Embla) and run it.
 */
async function untilIdle(page: Page) {
  for (let round = 0; round < 2; round++) {
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    );
  }
}

/**
 * Visits `paths` in order in one tab and returns what went wrong on each: errors thrown or logged
 * while the page loaded and went idle, or an empty `<main>`.
 */
async function visitAll(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  let current = '';
  page.on('pageerror', (err) => problems.push(`${current}: uncaught ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // The verification page of an unknown code asks for it and is answered 404, on purpose.
    if (current === UNKNOWN_CERTIFICATE && /status of 404/.test(msg.text())) return;
    problems.push(`${current}: console.error ${msg.text()}`);
  });
  for (const path of paths) {
    current = path;
    await page.goto(path);
    await untilIdle(page);
    const main = page.locator('main').first();
    const text = (await main.count()) > 0 ? (await main.innerText()).trim() : '';
    if (text === '')
      problems.push(`${path}: <main> is empty or missing (now at ${new URL(page.url()).pathname})`);
  }
  return problems;
}

describe('every screen works (390, 768 and 1366 px, once the browser is idle)', () => {
  for (const width of WIDTHS) {
    it(`public and student pages at ${width} px`, { timeout: 180_000 }, async () => {
      const course = await seededCourse();
      // The 404 of the unknown certificate is filtered above for that page only.
      const page = await journey.page({ width, height: width < 768 ? 844 : 900, expectedHttpErrors: [404] });
      const problems = await visitAll(page, publicPages(course));
      await loginAsDemoStudent(page);
      problems.push(...(await visitAll(page, studentPages(course))));
      expect(problems).toEqual([]);
    });
  }
});
