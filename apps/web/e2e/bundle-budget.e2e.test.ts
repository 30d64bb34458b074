import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startBrowser } from './browser.ts';

/**
 * The JavaScript the home page downloads, gzipped, has a budget of 122.5 KB (BENCHMARKS.md, "Home
 * JavaScript budget"): a 120 KB target plus the error boundaries that keep a page from going blank,
 * the site's Spanish written with its accents (two bytes each in UTF-8), and React Router as its
 * package's exports give it (the development build: 1.6 KB more than the production one with its
 * unused components shaken out), and the typed operation calls with one address module each
 * (0.2 KB).
 * Every script the page loads before it is idle counts, the entry, the home route's chunks and
 * anything loaded right after the first paint (the Embla carousel, about 9 KB, once the page is
 * idle); what loads only when a visitor opens a dialog or leaves the page does not.
 */
const HOME_JS_BUDGET_KB = 122.5;

/** Bytes of a script as a gzip-only client receives it from the production server. */
function gzippedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const journey = startBrowser();

describe('home page JavaScript budget (production build)', () => {
  it(`loads at most ${HOME_JS_BUDGET_KB} KB of gzipped JavaScript`, async () => {
    const page = await journey.page();
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(req.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Cursos destacados' }).getByRole('article').first().waitFor();
    // Scrolling to the footer loads what a visitor reading the page loads, nothing they must click.
    await page.mouse.wheel(0, 10_000);
    await page.waitForLoadState('networkidle');

    const sizes = await Promise.all([...scripts].map(async (url) => [url, await gzippedBytes(url)] as const));
    const totalKb = sizes.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
    const report = sizes
      .sort((a, b) => b[1] - a[1])
      .map(([url, bytes]) => `${(bytes / 1024).toFixed(1)} KB ${new URL(url).pathname}`)
      .join('\n');
    expect(sizes.length, 'scripts loaded by the home page').toBeGreaterThan(0);
    console.log(`home JavaScript, ${totalKb.toFixed(1)} KB gzipped:\n${report}`);
    expect(totalKb, `home JavaScript, gzipped:\n${report}`).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
    // The student and admin areas never reach a public page.
    expect(report).not.toMatch(/admin|my-courses|settings-page|billing/);
  });
});
