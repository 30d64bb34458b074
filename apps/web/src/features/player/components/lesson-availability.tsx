import { timeUntil } from '@campus/contract/availability';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { formatHomeDateTime } from '../../../lib/format.ts';
import { useRenderNow } from '../../../lib/use-render-now.ts';
import { learningMessages } from '../../../messages/learning.ts';
import { useServerNow } from '../api/get-server-date.ts';

const t = learningMessages.lesson;

/**
 * Spec §4: a lesson not yet released shows its start date (in Ecuador's time, named) and the time
 * remaining, by the server's clock. Only this reads the server's date: its answer re-renders this
 * line, not the whole player (and a lesson that is open never asks for it). A page the server
 * rendered counts from its render's instant until hydrated, so both show the same text.
 */
export function LessonAvailability({ date, compact = false }: { date: string; compact?: boolean }) {
  const left = timeUntil(date, useRenderNow(useServerNow()));
  return (
    <p
      className={`flex items-start gap-2 text-amber-900 ${compact ? 'text-xs' : 'rounded-lg bg-amber-50 p-4 text-sm'}`}
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {compact ? null : <strong className="block">{t.locked}</strong>}
        {t.availableFrom(formatHomeDateTime(date))} {t.remaining(left.days, left.hours, left.minutes)}
      </span>
    </p>
  );
}
