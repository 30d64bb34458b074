// `npm run bench:frames`: where a page's blocking time goes, in the browser's own words. Lighthouse's
// TBT says how much; this says which script or rendering step it was, from Chromium's Long Animation
// Frames API (each frame over 50 ms, its blocking part, and the scripts that ran in it with their
// file, function and how they were invoked), on the production build, Debian's Chromium, a phone's
// screen, the CPU slowed down as Lighthouse's mobile preset does and the HTTP cache off (a first
// visit). A diagnostic, not a target: see BENCHMARKS.md. Compare its figures only with its own: the
// attribution has a cost of its own (Chromium finds each script's source position), so a script's
// time here is longer than in an unobserved visit or in Lighthouse's.
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROME_PATH } from './chrome.ts';
import { recreateDatabase } from './database.ts';
import { PUBLIC_PAGES, STUDENT_PAGES } from './pages.ts';
import { median, startServer } from './server.ts';
import { demoStudentSession, PLAYER, storeSession } from './student.ts';

/** BENCH_PAGES=regex: only the pages whose path matches (default: the home page and the player). */
const ONLY = new RegExp(process.env.BENCH_PAGES ?? `^/$|${PLAYER}`);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
/** Lighthouse's mobile preset slows the CPU down 4×. */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
/** Time left to the page after its load event: the panels and anything else that arrives late. */
const AFTER_LOAD_MS = 5000;
/** Rows of the attribution table per page. */
const TOP = Number(process.env.BENCH_TOP ?? 12);
const DATABASE_URL =
  process.env.BENCH_WEB_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench_web';

type Frame = {
  duration: number;
  blocking: number;
  /** From the start of style and layout to the frame's end. */
  styleAndLayout: number;
  scripts: Array<{ what: string; duration: number }>;
};

/**
 * Runs in the page before its own scripts: keeps every long frame that blocked, in `__frames`. A
 * string, not a function: tsx names functions with a helper (`__name`) the page does not have.
 */
const COLLECT_LONG_FRAMES = `
  window.__frames = [];
  // A file as the build names it; the page itself is its inline script.
  const file = (url) =>
    url === location.href ? 'inline script' : (url.split('/').pop() || '');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.blockingDuration <= 0) continue;
      const end = entry.startTime + entry.duration;
      window.__frames.push({
        duration: entry.duration,
        blocking: entry.blockingDuration,
        styleAndLayout: entry.styleAndLayoutStart ? end - entry.styleAndLayoutStart : 0,
        scripts: entry.scripts.map((s) => ({
          what: s.invokerType + ' ' + file(s.sourceURL) + (s.sourceFunctionName ? ' ' + s.sourceFunctionName + '()' : ''),
          duration: s.duration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

/** One first visit of `url`: the long frames it blocked in, until AFTER_LOAD_MS after its load. */
async function visit(context: BrowserContext, url: string): Promise<Frame[]> {
  const page = await context.newPage();
  await page.addInitScript({ content: COLLECT_LONG_FRAMES });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(AFTER_LOAD_MS);
  const frames = (await page.evaluate('window.__frames')) as Frame[];
  await page.close();
  return frames;
}

/** Prints a page's blocking time per visit and what it was spent on (mean ms per visit). */
function report(page: string, visits: Frame[][]) {
  const blocking = visits.map((frames) => frames.reduce((sum, f) => sum + f.blocking, 0));
  const spent = new Map<string, number>();
  const add = (what: string, ms: number) => spent.set(what, (spent.get(what) ?? 0) + ms / visits.length);
  for (const frame of visits.flat()) {
    const scripts = frame.scripts.reduce((sum, s) => sum + s.duration, 0);
    for (const s of frame.scripts) add(s.what, s.duration);
    add('(style and layout)', frame.styleAndLayout);
    add(
      '(rest of the frame: parsing, GC, the browser)',
      Math.max(0, frame.duration - scripts - frame.styleAndLayout),
    );
  }
  console.log(
    `\n${page}: blocking ${Math.round(median(blocking))} ms per visit (median of ${visits.length}; ` +
      `${Math.round(Math.min(...blocking))}–${Math.round(Math.max(...blocking))}), ` +
      `${median(visits.map((v) => v.length))} long frames\n`,
  );
  console.log('| in the long frames | ms per visit |');
  console.log('|---|---:|');
  for (const [what, ms] of [...spent].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`| ${what} | ${Math.round(ms)} |`);
  }
}

async function main() {
  await recreateDatabase(DATABASE_URL);
  const server = await startServer(DATABASE_URL);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    // Lighthouse's mobile screen.
    const screen = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
    console.log(
      `Long animation frames, ${CPU_SLOWDOWN}× CPU slowdown, HTTP cache off, ${RUNS} visits per page, ` +
        `${server.baseUrl} (production mode, PostgreSQL)`,
    );
    const visitor = await browser.newContext(screen);
    for (const page of PUBLIC_PAGES.filter((p) => ONLY.test(p))) {
      const visits: Frame[][] = [];
      for (let i = 0; i < RUNS; i++) visits.push(await visit(visitor, `${server.baseUrl}${page}`));
      report(page, visits);
    }
    const students = STUDENT_PAGES.filter((p) => ONLY.test(p));
    if (students.length > 0) {
      const student = await browser.newContext(screen);
      const session = await demoStudentSession(server.baseUrl);
      await storeSession(student, server.baseUrl, session);
      for (const page of students) {
        const path = page === PLAYER ? session.playerPath : page;
        const visits: Frame[][] = [];
        for (let i = 0; i < RUNS; i++) visits.push(await visit(student, `${server.baseUrl}${path}`));
        report(path, visits);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
