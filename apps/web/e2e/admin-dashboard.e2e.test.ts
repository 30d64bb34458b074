import { readFile } from 'node:fs/promises';
import { isoWeekLabel, mondayOf } from '@campus/contract/admin-dashboard';
import { describe, expect, it } from 'vitest';
import { loginAsOperator } from './admin-login.ts';
import { startBrowser } from './browser.ts';

const journey = startBrowser();

/**
 * Headless Chromium announces itself as HeadlessChrome, which the counter ignores like any robot:
 * this visitor browses with a desktop Chrome's user agent, as a person would.
 */
const PERSON_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const thisWeek = () =>
  isoWeekLabel(
    mondayOf(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guayaquil', dateStyle: 'short' }).format(
        new Date(),
      ),
    ),
  );
const figure = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe('operator dashboard (desktop)', () => {
  it('counts a landing visit, shows it in the current week and downloads the figures as CSV', async () => {
    const visitor = await journey.page();
    const cdp = await visitor.context().newCDPSession(visitor);
    await cdp.send('Network.setUserAgentOverride', { userAgent: PERSON_UA });
    const [beacon] = await Promise.all([
      visitor.waitForResponse((r) => r.url().endsWith('/api/v1/landing-visits')),
      visitor.goto('/pro/comunicacion-tm'),
    ]);
    expect(beacon.status()).toBe(204);

    const page = await journey.page({ width: 1280, height: 900 });
    await loginAsOperator(page);

    // The funnel and the weekly table: the current week has at least this visit.
    await page.getByRole('heading', { level: 2, name: 'Embudo del periodo' }).waitFor();
    expect(figure(await page.getByTestId('funnel-visitors').textContent())).toBeGreaterThanOrEqual(1);
    const table = page.getByRole('table', { name: 'Cifras por semana' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: thisWeek(), exact: true }) });
    expect(figure(await row.getByRole('cell').nth(2).textContent())).toBeGreaterThanOrEqual(1);
    // Every chart has a text alternative.
    await page.getByRole('img', { name: /^Visitantes de landings: / }).waitFor();

    // The weeks' CSV: BOM, ';' header, the current week's line with the visit.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Semanas (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^panel-semanas-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'semana;lunes;visitantes de landings;vistas de landings;leads;registros;ventas;importe USD;inscripciones;finalizaciones',
    );
    const week = lines.find((l) => l.startsWith(`${thisWeek()};`));
    expect(Number(week?.split(';')[2])).toBeGreaterThanOrEqual(1);
  });
});
