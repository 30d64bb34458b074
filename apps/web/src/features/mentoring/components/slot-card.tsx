import type { MentorySlot } from '@campus/contract/mentoring';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Clock from 'lucide-react/icons/clock';
import ExternalLink from 'lucide-react/icons/external-link';
import Users from 'lucide-react/icons/users';
import { mentoringMessages as t } from '../../../messages/mentoring.ts';
import { formatClock, formatWhen } from './slot-time.ts';

type Props = {
  slot: MentorySlot;
  timeZone: string;
  /** This slot's booking or cancellation is in flight. */
  busy: 'book' | 'cancel' | null;
  /** Another action is in flight: buttons wait. */
  locked: boolean;
  onBook: () => void;
  onCancel: () => void;
};

/** One session: time in the chosen zone, places, and the action the student may take now. */
export function SlotCard({ slot, timeZone, busy, locked, onBook, onCancel }: Props) {
  const when = formatWhen(slot.starts_at, timeZone);
  const full = slot.available === 0;
  const fillPercent = Math.round((slot.booked / slot.capacity) * 100);
  return (
    <article
      aria-label={when}
      className={`flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 sm:flex-row sm:items-center sm:justify-between ${
        slot.booked_by_me ? 'ring-2 ring-brand-600' : 'ring-slate-200'
      }`}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {t.time(formatClock(slot.starts_at, timeZone), formatClock(slot.ends_at, timeZone))}
          <span className="text-sm font-normal text-slate-700">({t.duration(slot.duration_minutes)})</span>
        </p>
        {slot.title ? <p className="text-slate-800">{slot.title}</p> : null}
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Users aria-hidden="true" className="h-4 w-4" />
          <span>{t.places(slot.available, slot.capacity)}</span>
        </p>
        <div
          aria-hidden="true"
          className="h-1.5 w-40 overflow-hidden rounded-full bg-slate-200"
          title={t.places(slot.available, slot.capacity)}
        >
          <div className="h-full bg-brand-600" style={{ width: `${fillPercent}%` }} />
        </div>
        {slot.booked_by_me ? (
          <p className="text-sm text-slate-700">
            {slot.can_cancel
              ? t.cancelUntil(formatWhen(slot.cancel_until, timeZone))
              : t.cancelClosed(formatWhen(slot.cancel_until, timeZone))}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {slot.booked_by_me ? (
          <>
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
              <CalendarCheck aria-hidden="true" className="h-4 w-4" />
              {t.booked}
            </span>
            {slot.room_url ? (
              <a
                href={slot.room_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-11 items-center gap-1 rounded-full px-4 font-semibold text-brand-700 underline"
              >
                {t.room}
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
              </a>
            ) : null}
            {slot.can_cancel ? (
              <button
                type="button"
                onClick={onCancel}
                disabled={locked}
                aria-label={t.cancelAria(when)}
                className="inline-flex h-11 items-center rounded-full border border-slate-400 px-4 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
              >
                {busy === 'cancel' ? t.cancelling : t.cancel}
              </button>
            ) : null}
          </>
        ) : (
          <button
            type="button"
            onClick={onBook}
            disabled={full || locked}
            aria-label={full ? undefined : t.bookAria(when)}
            className="inline-flex h-11 min-w-32 items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-700"
          >
            {full ? t.full : busy === 'book' ? t.booking : t.book}
          </button>
        )}
      </div>
    </article>
  );
}
