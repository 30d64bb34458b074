import {
  groupSlotsByDay,
  type MentorySlot,
  resolveTimeZone,
  utcOffsetLabel,
} from '@campus/contract/mentoring';
import CalendarX from 'lucide-react/icons/calendar-x';
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { mentoringMessages as t } from '../../../messages/mentoring.ts';
import { useBookMentory, useCancelMentory } from '../api/book-mentory.ts';
import { useMentoryAvailable } from '../api/get-mentory-available.ts';
import { useMentoryCourse } from '../api/get-mentory-course.ts';
import { SlotCard } from '../components/slot-card.tsx';
import { formatDayHeading, formatWhen } from '../components/slot-time.ts';
import { TimeZoneSelect } from '../components/time-zone-select.tsx';

const deviceZone = () => resolveTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
const errorMessage = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : t.genericError;

/** /v2/mentories/:id: the course's upcoming sessions grouped by day, with book and cancel. */
export default function MentoriesPage() {
  useDocumentTitle(t.title);
  const courseId = Number(useParams().id);
  const [device] = useState(deviceZone);
  const [timeZone, setTimeZone] = useState(device);
  const [confirming, setConfirming] = useState<MentorySlot | null>(null);
  const headingId = useId();

  const course = useMentoryCourse(courseId);
  const available = useMentoryAvailable(courseId);
  const bookMutation = useBookMentory(courseId);
  const cancelMutation = useCancelMentory(courseId);
  const days = useMemo(
    () => groupSlotsByDay(available.data?.data ?? [], timeZone),
    [available.data, timeZone],
  );

  const busyFor = (slotId: number): 'book' | 'cancel' | null =>
    bookMutation.isPending && bookMutation.variables?.mentory_id === slotId
      ? 'book'
      : cancelMutation.isPending && cancelMutation.variables?.mentory_id === slotId
        ? 'cancel'
        : null;
  const locked = bookMutation.isPending || cancelMutation.isPending;

  const onBook = (slot: MentorySlot) =>
    bookMutation.mutate(
      { mentory_id: slot.id, time_zone: timeZone },
      {
        onSuccess: (res) => toast.success(res.message),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const onConfirmCancel = () => {
    if (!confirming) return;
    const slot = confirming;
    setConfirming(null);
    cancelMutation.mutate(
      { mentory_id: slot.id, time_zone: timeZone },
      {
        onSuccess: (res) => toast.success(res.message),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const failed = course.error ?? available.error;
  if (course.isPending || available.isPending) return <Spinner />;
  if (failed) {
    const status = failed instanceof ApiError ? failed.status : 0;
    if (status === 403 || status === 404) {
      return (
        <EmptyState
          Icon={CalendarX}
          title={status === 403 ? t.notEnrolled : t.notFound}
          action={{ to: paths.student.home, label: t.backToCourses }}
        />
      );
    }
    return (
      <LoadError
        message={t.loadError}
        onRetry={() => {
          void course.refetch();
          void available.refetch();
        }}
      />
    );
  }
  const info = course.data;
  if (!info) return <Spinner />;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t.heading(info.name)}
        </h1>
        {info.days ? <p className="text-slate-800">{t.days(info.days)}</p> : null}
        <p className="text-slate-700">{t.summary(info.upcoming_mentories, info.my_bookings)}</p>
        <p className="text-sm text-slate-700">{t.limitNote(info.max_bookings)}</p>
        <p className="text-sm text-slate-700">{t.cutoffNote(info.cancel_cutoff_hours)}</p>
      </header>

      <div className="flex flex-col gap-1 sm:max-w-md">
        <TimeZoneSelect value={timeZone} deviceZone={device} onChange={setTimeZone} />
        <p className="text-sm text-slate-700">{t.zoneNote(utcOffsetLabel(timeZone, new Date()))}</p>
      </div>

      {days.length === 0 ? (
        <EmptyState
          Icon={CalendarX}
          title={t.empty}
          text={t.emptyHint}
          action={{ to: paths.student.home, label: t.backToCourses }}
        />
      ) : (
        <ol className="flex flex-col gap-6">
          {days.map((day) => (
            <li key={day.day} className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-slate-900">
                {formatDayHeading(day.slots[0]!.starts_at, timeZone)}
              </h2>
              <ul className="flex flex-col gap-3">
                {day.slots.map((slot) => (
                  <li key={slot.id}>
                    <SlotCard
                      slot={slot}
                      timeZone={timeZone}
                      busy={busyFor(slot.id)}
                      locked={locked}
                      onBook={() => onBook(slot)}
                      onCancel={() => setConfirming(slot)}
                    />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}

      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t.confirmCancelTitle}
        description={confirming ? t.confirmCancelText(formatWhen(confirming.starts_at, timeZone)) : undefined}
        size="sm"
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={() => setConfirming(null)}
            className="inline-flex h-11 items-center rounded-full border border-slate-400 px-4 font-semibold text-slate-800"
          >
            {t.keep}
          </button>
          <button
            type="button"
            onClick={onConfirmCancel}
            className="inline-flex h-11 items-center rounded-full bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
          >
            {t.confirmCancel}
          </button>
        </div>
      </Modal>
    </section>
  );
}
