import type { LandingEvent } from '@campus/contract/leads';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import { landingMessages } from '../../../messages/landing.ts';

const t = landingMessages.event;

/**
 * When an event happens, from its one stored instant: the date in Ecuador, the spec's short line
 * ("8 pm Ecuador/Perú, 7 pm México") and a table with every country's local time.
 */
export function EventWhen({ event, tone = 'dark' }: { event: LandingEvent | null; tone?: 'dark' | 'light' }) {
  const muted = tone === 'dark' ? 'text-brand-100' : 'text-slate-600';
  if (!event) return <p className={muted}>{t.loading}</p>;
  if (!event.date_text || event.is_past) return <p className={muted}>{t.noDate}</p>;
  return (
    <div>
      <p className="flex items-center gap-2 text-lg font-bold">
        <CalendarDays aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t.date(event.date_text)}
      </p>
      <p className="mt-1 flex items-center gap-2 font-semibold">
        <Clock aria-hidden="true" className="h-5 w-5 shrink-0" />
        {event.time_text}
      </p>
      <p className={`mt-1 text-sm ${muted}`}>{t.online}</p>
      <details className="mt-3">
        <summary className={`cursor-pointer text-sm font-semibold underline underline-offset-2 ${muted}`}>
          {t.allTimes}
        </summary>
        <table className="mt-2 w-full max-w-sm text-sm">
          <caption className="sr-only">{t.allTimes}</caption>
          <tbody>
            {event.local_times.map((l) => (
              <tr key={l.country} className="border-b border-current/10 last:border-0">
                <th scope="row" className="py-1 pr-4 text-left font-normal">
                  {l.name}
                </th>
                <td className="py-1 text-right font-semibold tabular-nums">
                  {l.time} {l.dayOffset > 0 ? t.dayAfter : l.dayOffset < 0 ? t.dayBefore : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
