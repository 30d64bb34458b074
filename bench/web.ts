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

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DATABASE_URL = process.env.BENCH_WEB_DATABASE_URL ?? 'memory://';
const HOME_JS_BUDGET_KB = 150;
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

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
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
    for (const page of PAGES) {
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
