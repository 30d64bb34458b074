import type { DashboardAmount, DashboardWeek } from '@campus/contract/admin-dashboard';
import { conversionPercent } from '@campus/contract/admin-dashboard';
import { numberFormat } from '@campus/contract/intl';
import { formatCount } from '../../../../lib/format.ts';
import { adminDashboardMessages as t } from '../../../../messages/admin-dashboard.ts';

/** "$1.234,00 · €12,00": one amount per currency, never added across currencies. */
export function formatAmounts(amounts: DashboardAmount[]): string {
  if (amounts.length === 0) return formatMoney({ currency: 'USD', cents: 0 });
  return amounts.map(formatMoney).join(' · ');
}

function formatMoney({ currency, cents }: DashboardAmount): string {
  return numberFormat('es-EC', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
}

const percent = (value: number) => `${numberFormat('es-EC', { maximumFractionDigits: 1 }).format(value)} %`;

export type FunnelStep = { key: string; label: string; value: number | null };

/**
 * The funnel as a list: each step's figure, a bar as wide as its share of the first step (decoration:
 * the figure and the conversion are text), and the percentage of the step before it.
 */
export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  const top = Math.max(1, ...steps.map((s) => s.value ?? 0));
  return (
    <ol className="space-y-3">
      {steps.map((step, i) => {
        const previous = i > 0 ? (steps[i - 1]?.value ?? null) : null;
        const rate = conversionPercent(step.value, previous);
        return (
          <li key={step.key} className="grid gap-1 sm:grid-cols-[12rem_1fr_12rem] sm:items-center sm:gap-4">
            <span className="font-medium text-slate-800">
              {step.label}
              <span className="sr-only">: </span>
            </span>
            <span className="flex items-center gap-3">
              <span className="h-4 flex-1 overflow-hidden rounded bg-slate-100" aria-hidden="true">
                <span
                  className="block h-full rounded bg-brand-600"
                  style={{ width: `${((step.value ?? 0) / top) * 100}%` }}
                />
              </span>
              <span className="w-20 text-right font-semibold tabular-nums" data-testid={`funnel-${step.key}`}>
                {step.value === null ? '—' : formatCount(step.value)}
              </span>
              <span className="sr-only">, </span>
            </span>
            <span className="text-sm text-slate-700">
              {step.value === null
                ? t.notAttributable
                : i === 0
                  ? t.noPrevious
                  : rate === null
                    ? '—'
                    : t.ofPrevious(percent(rate))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * One figure per week as vertical bars. The bars are drawn for the eye only; the chart's name says
 * the total and the best week, and the table of the page holds every figure.
 */
export function WeekBars({
  label,
  weeks,
  value,
}: {
  label: string;
  weeks: DashboardWeek[];
  value: (week: DashboardWeek) => number;
}) {
  const values = weeks.map(value);
  const max = Math.max(0, ...values);
  const best = weeks[values.indexOf(max)];
  const total = values.reduce((a, b) => a + b, 0);
  const summary =
    max === 0 || !best
      ? t.chartEmpty(label)
      : t.chartSummary(label, formatCount(total), formatCount(max), best.week);
  return (
    <figure className="rounded-lg border border-slate-200 p-3">
      <figcaption className="mb-2 flex items-baseline justify-between gap-2">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="font-semibold tabular-nums">{formatCount(total)}</span>
      </figcaption>
      <div role="img" aria-label={summary} className="flex h-24 items-end gap-px border-b border-slate-300">
        {weeks.map((week, i) => (
          <div
            key={week.start}
            title={t.barLabel(week.week, formatCount(values[i] ?? 0))}
            className="flex-1 rounded-t-sm bg-brand-600"
            style={{
              height: `${max === 0 ? 0 : ((values[i] ?? 0) / max) * 100}%`,
              minHeight: values[i] ? 2 : 0,
            }}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{weeks[0]?.week}</span>
        <span>{weeks.at(-1)?.week}</span>
      </div>
    </figure>
  );
}
