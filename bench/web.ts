// `npm run bench:web`: Lighthouse 12 (mobile preset, simulated slow 4G) on pages of the production
// build, median of 3 runs each, with Debian's Chromium; and the JavaScript the home page loads,
// gzipped. It never downloads a browser. See BENCHMARKS.md.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { type LaunchedChrome, launchChrome } from './chrome.ts';
import { recreateDatabase } from './database.ts';
import { startHttp2Front } from './http2-front.ts';
import { PUBLIC_PAGES, STUDENT_PAGES } from './pages.ts';
import { median, type RunningServer, startServer, WEB_DIST } from './server.ts';
import { demoStudentSession, PLAYER, storeSession } from './student.ts';

/** BENCH_PAGES=regex: measure only the pages whose path matches (e.g. '^/$' for the home page). */
const ONLY = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : null;
const selected = (page: string) => !ONLY || ONLY.test(page);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Production mode on PostgreSQL by default (a fresh `campus_bench_web`, apart from bench:api's): with
 * `memory://` the server runs in test mode, whose catalogue cache is off, so every page is rendered
 * again and its HTML takes 120–160 ms here, which the simulation adds to FCP and LCP.
 */
const DATABASE_URL =
  process.env.BENCH_WEB_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench_web';
/** BENCH_HTTP2=1: measure through an HTTP/2 TLS front, as deployed behind Caddy (http2-front.ts). */
const HTTP2 = process.env.BENCH_HTTP2 === '1';
/** BENCH_LHR_DIR: keep each run's Lighthouse report (JSON) there, to read its trace audits. */
const LHR_DIR = process.env.BENCH_LHR_DIR;
const HOME_JS_BUDGET_KB = 120;
/** The performance targets: medians of the runs, and the worst single run's performance. */
const TARGETS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const MIN_RUN_PERFORMANCE = 98;
const LCP_BUDGET_MS = 1500;
type CategoryId = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as CategoryId[];

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };
type Run = {
  scores: Record<CategoryId, number>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  scripts: NetworkItem[];
  failing: string[];
};

/** Size of the .gz the build wrote next to a script (what a gzip-only client downloads). */
function gzippedSize(url: string): number {
  const file = path.join(WEB_DIST, new URL(url).pathname);
  for (const candidate of [`${file}.gz`, file]) if (existsSync(candidate)) return statSync(candidate).size;
  return 0;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a loaded machine: try once more. */
async function audit(url: string, port: number, loggedIn = false): Promise<Run> {
  try {
    return await auditOnce(url, port, loggedIn);
  } catch (error) {
    console.error(`(retrying ${url}: ${(error as Error).message})`);
    return auditOnce(url, port, loggedIn);
  }
}

async function auditOnce(url: string, port: number, loggedIn: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: loggedIn ? CATEGORIES.filter((id) => id !== 'seo') : [...CATEGORIES],
    // Lighthouse's storage reset (on) empties the HTTP cache, as a student's first visit, and by
    // default leaves localStorage, where logInDemoStudent put the session. (Turning the reset off,
    // as this bench did until 27 November, measured runs 2 and 3 of a page, and the player after the
    // cart, on a warm cache.)
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (LHR_DIR) {
    mkdirSync(LHR_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home';
    writeFileSync(path.join(LHR_DIR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<CategoryId, number>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    scores,
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    scripts: requests.filter((r) => r.resourceType === 'Script'),
    failing,
  };
}

/**
 * Logs the demo student in (student.ts) and stores the session in the browser's localStorage for
 * the site's origin, over CDP with playwright-core. Returns the player's path.
 */
async function logInDemoStudent(baseUrl: string, pageBaseUrl: string, port: number): Promise<string> {
  const session = await demoStudentSession(baseUrl);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  await storeSession(browser.contexts()[0]!, pageBaseUrl, session);
  await browser.close();
  return session.playerPath;
}

/** Lighthouse on one page, RUNS times. */
async function measure(baseUrl: string, port: number, page: string, loggedIn: boolean): Promise<Run[]> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(`${baseUrl}${page}`, port, loggedIn));
  return runs;
}

/** Prints the page's row (medians and the worst run's performance); whether it met every target. */
function report(page: string, runs: Run[], categories: CategoryId[]): boolean {
  const med = (pick: (r: Run) => number) => median(runs.map(pick));
  const scores = Object.fromEntries(categories.map((id) => [id, med((r) => r.scores[id])])) as Record<
    CategoryId,
    number
  >;
  const minPerformance = Math.min(...runs.map((r) => r.scores.performance));
  const lcp = med((r) => r.lcp);
  console.log(
    `| ${page} | ${categories.map((id) => scores[id]).join(' | ')} | ${minPerformance} | ${Math.round(med((r) => r.fcp))} | ${Math.round(lcp)} | ${Math.round(med((r) => r.tbt))} | ${med((r) => r.cls).toFixed(3)} |`,
  );
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length > 0) console.log(`|   failing audits: ${failing.join(', ')} |`);
  return (
    categories.every((id) => scores[id] >= TARGETS[id]) &&
    minPerformance >= MIN_RUN_PERFORMANCE &&
    lcp <= LCP_BUDGET_MS
  );
}

function header(categories: CategoryId[]) {
  const names = {
    performance: 'performance',
    accessibility: 'accessibility',
    'best-practices': 'best practices',
    seo: 'SEO',
  };
  console.log(
    `| page | ${categories.map((id) => names[id]).join(' | ')} | worst run perf. | FCP ms | LCP ms | TBT ms | CLS |`,
  );
  console.log(`|---|${categories.map(() => '---:|').join('')}---:|---:|---:|---:|---:|`);
}

/**
 * The public pages are measured as the server renders them. A build whose render cannot load (a
 * WEB_DIST_DIR copied where Node finds no node_modules for its server entry) would fall back to the
 * shell in silence and score ~95 with a 2 s FCP: refuse to measure that.
 */
async function expectServerRendered(baseUrl: string) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  if (html.includes('<script data-entry=')) return;
  throw new Error(
    `${baseUrl}/ came back as the shell, not server-rendered: ${WEB_DIST}/server could not be loaded ` +
      '(a copied build needs a node_modules next to it: `ln -s "$PWD/node_modules" <copy>/../node_modules`).',
  );
}

async function main() {
  if (DATABASE_URL.startsWith('postgres')) await recreateDatabase(DATABASE_URL);
  const server = await startServer(DATABASE_URL);
  const publicPages = PUBLIC_PAGES.filter(selected);
  const studentPages = STUDENT_PAGES.filter(selected);
  let chrome: LaunchedChrome | undefined;
  let front: RunningServer | null = null;
  try {
    // Public and student pages alike are rendered by the bundle this checks.
    await expectServerRendered(server.baseUrl);
    front = HTTP2 ? await startHttp2Front(server.baseUrl) : null;
    const siteUrl = front?.baseUrl ?? server.baseUrl;
    chrome = await launchChrome(HTTP2 ? ['--ignore-certificate-errors'] : []);
    let ok = true;
    const db = DATABASE_URL.startsWith('postgres')
      ? 'production mode, PostgreSQL'
      : 'test mode, embedded database';
    console.log(
      `Lighthouse (mobile, simulated throttling), median of ${RUNS} runs, ${siteUrl}${front ? ' (HTTP/2 front)' : ''} (${db})\n`,
    );
    header(CATEGORIES);
    let homeScripts: NetworkItem[] = [];
    for (const page of publicPages) {
      const runs = await measure(siteUrl, chrome.port, page, false);
      if (!report(page, runs, CATEGORIES)) ok = false;
      if (page === '/') homeScripts = runs[0]!.scripts;
    }

    if (studentPages.length > 0) {
      const player = await logInDemoStudent(server.baseUrl, siteUrl, chrome.port);
      const noSeo = CATEGORIES.filter((id) => id !== 'seo');
      console.log('\nStudent area, logged in as the demo student (noindex pages: no SEO score)\n');
      header(noSeo);
      for (const page of studentPages) {
        const url = page === PLAYER ? player : page;
        if (!report(url, await measure(siteUrl, chrome.port, url, true), noSeo)) ok = false;
      }
    }

    const transferred = homeScripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0);
    const gzipped = homeScripts.reduce((sum, s) => sum + gzippedSize(s.url), 0);
    if (homeScripts.length > 0) {
      console.log(
        `\nJavaScript loaded by the home page: ${homeScripts.length} files, ${(gzipped / 1024).toFixed(1)} KB gzipped ` +
          `(${(transferred / 1024).toFixed(1)} KB transferred with brotli); budget ${HOME_JS_BUDGET_KB} KB gzipped.`,
      );
      for (const s of homeScripts)
        console.log(`  ${new URL(s.url).pathname}  ${(gzippedSize(s.url) / 1024).toFixed(1)} KB gz`);
    }
    if (gzipped / 1024 > HOME_JS_BUDGET_KB) ok = false;
    console.log(
      `\n${ok ? '✔ every target met' : '✘ some target missed'} (medians ${JSON.stringify(TARGETS)}, ` +
        `every run's performance >= ${MIN_RUN_PERFORMANCE}, median LCP <= ${LCP_BUDGET_MS} ms)`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    chrome?.kill();
    await front?.stop();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
