import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsOperator } from './admin-login.ts';
import { startBrowser, untilIdle } from './browser.ts';
import { demoSessions, pendingOrderOfDemoStudent } from './demo-api.ts';
import { loginAsDemoStudent } from './student-login.ts';

/**
 * Every public and student page (spec §2) at a phone's, a tablet's and a laptop's width, each read
 * once the browser is idle, when what loads after the first paint (the carousels' Embla, the
 * player's panels: lib/when-idle.ts, AfterPaint) has run. A page fails on an uncaught exception, a
 * console error, a `<main>` without text or a page wider than the window (a sideways scroll): one
 * widget that throws at one width blanked the home from 768 px while every other journey ran at
 * 390 px. The operator's pages too (their tables turn into cards below `md`).
 *
 * Not here: the verification page of a valid certificate. The demo student can get one certificate
 * (the workshop's), and mentoring-certificates.e2e.test.ts issues it through the player's dialog;
 * the files share one server in no fixed order, so issuing it here could leave that journey nothing
 * to issue. That journey reads the page at these three widths instead.
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

/** Rows of the demo data the detail pages below open, read or made through the API once. */
type Demo = {
  course: { detail: string; id: number };
  /** A pending sandbox order of the demo student (no enrolment, as admin-people makes one). */
  orderId: number;
  studentId: number;
};

async function demoRows(): Promise<Demo> {
  const { baseUrl } = journey;
  const course = await seededCourse();
  const sessions = await demoSessions(baseUrl);
  const orderId = await pendingOrderOfDemoStudent(baseUrl, sessions);
  return { course, orderId, studentId: sessions.student.id };
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
function studentPages({ course, orderId }: Demo): string[] {
  return [
    '/v2/home',
    '/v2/settings',
    '/v2/facturacion',
    `/v2/facturacion/${orderId}`,
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
    // The old course builder: a student is sent to the home page.
    '/v2/maker',
  ];
}

/**
 * The operator area: every section's page (not the catalogue's categories and
 * specialists, nor the account), an order's, a student's, the course editor and a course's
 * mentoring sessions with their booking settings.
 */
function operatorPages({ course, orderId, studentId }: Demo): string[] {
  return [
    '/admin',
    '/admin/pedidos',
    `/admin/pedidos/${orderId}`,
    '/admin/estudiantes',
    `/admin/estudiantes/${studentId}`,
    '/admin/catalogo/cursos',
    `/admin/catalogo/cursos/${course.id}`,
    '/admin/catalogo/certificados',
    '/admin/mentorias',
    `/admin/mentorias/${course.id}`,
    '/admin/preguntas',
    '/admin/leads',
    '/admin/mensajes',
    '/admin/legales',
    '/admin/marketing/eventos',
    '/admin/marketing/ajustes',
    '/admin/registro',
    // The old course builder: an operator signed in on this tab lands on the course list.
    '/v2/maker',
  ];
}

/**
 * Visits `paths` in order in one tab and returns what went wrong on each: errors thrown or logged
 * while the page loaded and went idle, an empty `<main>`, a page wider than the window, or an
 * operator's page that sent back to the operator's login.
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
    const now = new URL(page.url()).pathname;
    if (text === '') problems.push(`${path}: <main> is empty or missing (now at ${now})`);
    if (now === '/admin/login') problems.push(`${path}: sent to the operator's login`);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth + 1)
      problems.push(`${path}: ${scrollWidth} px wide in a ${innerWidth} px window`);
  }
  return problems;
}

describe('every screen works (390, 768 and 1366 px, once the browser is idle)', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await demoRows();
  });

  for (const width of WIDTHS) {
    const height = width < 768 ? 844 : 900;
    it(`public and student pages at ${width} px`, { timeout: 180_000 }, async () => {
      // The 404 of the unknown certificate is filtered above for that page only.
      const page = await journey.page({ width, height, expectedHttpErrors: [404] });
      const problems = await visitAll(page, publicPages(demo.course));
      await loginAsDemoStudent(page);
      problems.push(...(await visitAll(page, studentPages(demo))));
      expect(problems).toEqual([]);
    });
  }

  // The three widths at once, each in its own tab (the operator's session lives in the tab's
  // sessionStorage, so each signs in and opens every page in that tab): a visit mostly waits for
  // the network to stay quiet, and three waits at once take the time of one.
  it(`operator pages at ${WIDTHS.join(', ')} px`, { timeout: 120_000 }, async () => {
    const problems = await Promise.all(
      WIDTHS.map(async (width) => {
        const page = await journey.page({ width, height: width < 768 ? 844 : 900 });
        await loginAsOperator(page);
        return (await visitAll(page, operatorPages(demo))).map((problem) => `${width} px ${problem}`);
      }),
    );
    expect(problems.flat()).toEqual([]);
  });
});
