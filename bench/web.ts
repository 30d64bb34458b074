// `npm run bench:web`: Lighthouse 12 (mobile preset, simulated slow 4G) on pages of the production
// build, median of 3 runs each, with Debian's Chromium; and the JavaScript the home page loads,
// gzipped. It never downloads a browser. See BENCHMARKS.md.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, startServer, WEB_DIST } from './server.ts';

/** Pages measured, on a freshly seeded demo catalogue (category 1 and course 1 exist there). */
const PAGES = [
  '/',
  '/category/telemedicina?category=1',
  '/detail/curso-de-telemedicina?course=1',
  '/landing/10-obstaculos',
  '/pro/telemedicina',
];

/**
 * Student-area pages (issue 9, the money path), measured logged in as the demo student with two paid
 * courses in the server cart. They are `noindex` by design, so they have no SEO score.
 */
const STUDENT_PAGES = ['/v2/cart', '/v2/payment-info'];

/** BENCH_PAGES=regex: measure only the pages whose path matches (e.g. '^/$' for the home page). */
const ONLY = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : null;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DATABASE_URL = process.env.BENCH_WEB_DATABASE_URL ?? 'memory://';
const HOME_JS_BUDGET_KB = 140;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
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
    // Keep the session the page needs (stored in localStorage by logInDemoStudent).
    disableStorageReset: loggedIn,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
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
 * Logs the demo student in through the API, puts two paid courses in the server cart and stores the
 * session in the browser's localStorage for the site's origin (over CDP with playwright-core), as
 * the login form would.
 */
async function logInDemoStudent(baseUrl: string, port: number): Promise<void> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const secret = /name="oauth-client-secret" content="([^"]*)"/.exec(html)?.[1] ?? '';
  // biome-ignore lint/suspicious/noExplicitAny: loose JSON of a few known calls
  const post = async (path: string, token: string, body: unknown): Promise<any> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const client = await post('/oauth/token', '', {
    grant_type: 'client_credentials',
    client_id: 1,
    client_secret: secret,
  });
  const login = await post('/api/v1/login', client.access_token, {
    email: 'estudiante@campussalud.local',
    password: 'Demo-Salud-2026',
  });
  const courses = (await (
    await fetch(`${baseUrl}/api/v2/getExternalAllCourses/4/30?page=1`, {
      headers: { authorization: `Bearer ${login.access_token}` },
    })
  ).json()) as { data: Array<{ id: number; data: { free: string } }> };
  let added = 0;
  for (const course of courses.data.filter((c) => c.data.free !== '1')) {
    const res = await post('/api/v1/addCourseShoppingCard', login.access_token, {
      course_id: course.id,
      proyect_id: 4,
    });
    if (res.code === 0 && ++added === 2) break;
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate(
    ({ token, user }) => {
      const { localStorage: storage } = globalThis as unknown as {
        localStorage: { setItem(key: string, value: string): void };
      };
      storage.setItem('token', token);
      storage.setItem('user', JSON.stringify(user));
      storage.setItem('isLogIn', 'true');
    },
    { token: login.access_token as string, user: login.user },
  );
  await page.close();
  await browser.close();
}

async function main() {
  const server = await startServer(DATABASE_URL);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let ok = true;
  try {
    console.log(`Lighthouse (mobile, simulated throttling), median of ${RUNS} runs, ${server.baseUrl}\n`);
    console.log(
      '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    let homeScripts: NetworkItem[] = [];
    for (const page of PAGES.filter((p) => !ONLY || ONLY.test(p))) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.baseUrl}${page}`, chrome.port));
      const med = (pick: (r: Run) => number) => median(runs.map(pick));
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, med((r) => r.scores[id])])) as Record<
        CategoryId,
        number
      >;
      console.log(
        `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${Math.round(med((r) => r.fcp))} | ${Math.round(med((r) => r.lcp))} | ${Math.round(med((r) => r.tbt))} | ${med((r) => r.cls).toFixed(3)} |`,
      );
      for (const id of CATEGORIES) if (scores[id] < TARGETS[id]) ok = false;
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length > 0) console.log(`|   failing audits: ${failing.join(', ')} |||||||||`);
      if (page === '/') homeScripts = runs[0]!.scripts;
    }

    await logInDemoStudent(server.baseUrl, chrome.port);
    console.log('\nStudent area, logged in as the demo student (noindex pages: no SEO score)\n');
    console.log('| page | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const page of STUDENT_PAGES.filter((p) => !ONLY || ONLY.test(p))) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.baseUrl}${page}`, chrome.port, true));
      const med = (pick: (r: Run) => number) => median(runs.map(pick));
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, med((r) => r.scores[id])])) as Record<
        CategoryId,
        number
      >;
      console.log(
        `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${Math.round(med((r) => r.fcp))} | ${Math.round(med((r) => r.lcp))} | ${Math.round(med((r) => r.tbt))} | ${med((r) => r.cls).toFixed(3)} |`,
      );
      for (const id of CATEGORIES) if (id !== 'seo' && scores[id] < TARGETS[id]) ok = false;
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length > 0) console.log(`|   failing audits: ${failing.join(', ')} ||||||||`);
    }

    const transferred = homeScripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0);
    const gzipped = homeScripts.reduce((sum, s) => sum + gzippedSize(s.url), 0);
    console.log(
      `\nJavaScript loaded by the home page: ${homeScripts.length} files, ${(gzipped / 1024).toFixed(1)} KB gzipped ` +
        `(${(transferred / 1024).toFixed(1)} KB transferred with brotli); budget ${HOME_JS_BUDGET_KB} KB gzipped.`,
    );
    for (const s of homeScripts)
      console.log(`  ${new URL(s.url).pathname}  ${(gzippedSize(s.url) / 1024).toFixed(1)} KB gz`);
    if (gzipped / 1024 > HOME_JS_BUDGET_KB) ok = false;
    console.log(
      `\n${ok ? '✔ every target met' : '✘ some target missed'} (targets: ${JSON.stringify(TARGETS)})`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
