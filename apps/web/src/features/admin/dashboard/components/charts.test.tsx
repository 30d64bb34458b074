import type { DashboardWeek } from '@campus/contract/admin-dashboard';
import { afterEach, describe, expect, it } from 'vitest';
import { render, textOf } from '../../../../../test/support/render.tsx';
import { FunnelChart, formatAmounts, WeekBars } from './charts.tsx';

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
});

const week = (n: number, visitors: number): DashboardWeek => ({
  week: `2026-W${n}`,
  start: `2026-03-${String(n).padStart(2, '0')}`,
  visitors,
  views: visitors,
  leads: 0,
  registrations: 0,
  sales: 0,
  revenue: [],
  enrolments: 0,
  completions: 0,
});

describe('dashboard charts', () => {
  it('gives the funnel each figure and the percentage of the step before as text', async () => {
    let container: HTMLElement;
    ({ container, unmount } = await render(
      <FunnelChart
        steps={[
          { key: 'visitors', label: 'Visitantes', value: 200 },
          { key: 'leads', label: 'Leads', value: 50 },
          { key: 'sales', label: 'Ventas', value: 0 },
          { key: 'completions', label: 'Terminados', value: null },
        ]}
      />,
    ));
    const items = [...container.querySelectorAll('li')].map(textOf);
    expect(items[0]).toBe('Visitantes: 200, sin paso anterior');
    expect(items[1]).toBe('Leads: 50, 25 % del paso anterior');
    expect(items[2]).toBe('Ventas: 0, 0 % del paso anterior');
    expect(items[3]).toBe('Terminados: —, no se atribuye a un curso');
    // The bars are decoration: hidden from screen readers.
    expect(container.querySelectorAll('li [aria-hidden="true"]').length).toBe(4);
  });

  it('names each weekly chart with its total and best week', async () => {
    let container: HTMLElement;
    ({ container, unmount } = await render(
      <WeekBars label="Visitantes" weeks={[week(10, 3), week(11, 7)]} value={(w) => w.visitors ?? 0} />,
    ));
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      'Visitantes: 10 en el periodo; la semana con más fue 2026-W11 con 7.',
    );
    await unmount();
    ({ container, unmount } = await render(
      <WeekBars label="Ventas" weeks={[week(10, 0)]} value={(w) => w.sales} />,
    ));
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      'Ventas: ninguno en el periodo.',
    );
  });

  it('writes amounts per currency, never added together', () => {
    expect(formatAmounts([])).toMatch(/^\$\s?0,00$/);
    expect(formatAmounts([{ currency: 'USD', cents: 12_800 }])).toMatch(/^\$\s?128,00$/);
    expect(
      formatAmounts([
        { currency: 'EUR', cents: 500 },
        { currency: 'USD', cents: 100 },
      ]),
    ).toMatch(/€.*·.*\$/);
  });
});
