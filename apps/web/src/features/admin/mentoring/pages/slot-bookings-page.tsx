import type { AdminBooking } from '@campus/contract/admin-mentoring';
import { resolveTimeZone } from '@campus/contract/mentoring';
import { useParams } from 'react-router';
import { FormAlert } from '../../../../components/form-field.tsx';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { adminMentoringMessages as t } from '../../../../messages/admin-mentoring.ts';
import { ServerAlert } from '../../components/admin-form.tsx';
import { type AdminColumn, AdminListCard } from '../../components/admin-table.tsx';
import { AdminBackLink, AdminDataRow, AdminPageHeader, dangerButton } from '../../components/admin-ui.tsx';
import { useCancelBooking, useSlotBookings } from '../api/mentoring.ts';
import { formatSlotTime } from '../components/slot-time.ts';

const columns: AdminColumn<AdminBooking>[] = [
  { header: t.student, cell: (b) => b.name || '—' },
  { header: t.email, className: 'wrap-anywhere', cell: (b) => b.email },
  { header: t.bookedAt, cell: (b) => formatDateTime(b.booked_at) },
];

/** A session's bookings (/admin/mentorias/sesiones/:id): who booked and when; cancel one. */
export default function SlotBookingsPage() {
  const slotId = Number(useParams().id);
  const query = useSlotBookings(slotId);
  const cancel = useCancelBooking();
  const zone = resolveTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const slot = query.data?.slot;
  const when = slot ? formatSlotTime(slot.starts_at, zone) : '…';
  return (
    <>
      <AdminBackLink
        to={query.data ? adminPaths.mentoring.course(query.data.course.id) : adminPaths.mentoring.root}
      >
        {t.backToSlots}
      </AdminBackLink>
      <AdminPageHeader title={t.bookingsTitle(when)} intro={t.bookingsIntro} />
      {slot && query.data ? (
        <dl className="mb-6">
          <AdminDataRow label={t.course}>{query.data.course.name}</AdminDataRow>
          <AdminDataRow label={t.sessionTitle}>{slot.title || t.untitled}</AdminDataRow>
          <AdminDataRow label={t.places}>{`${slot.booked} / ${slot.capacity}`}</AdminDataRow>
          <AdminDataRow label={t.state}>{slot.past ? t.past : t.next}</AdminDataRow>
        </dl>
      ) : null}
      {cancel.data ? (
        <div className="mb-4">
          <FormAlert tone="success">{cancel.data.message}</FormAlert>
        </div>
      ) : null}
      <ServerAlert error={cancel.error} className="mb-4" />
      <AdminListCard
        query={query}
        caption={t.bookingsTitle(when)}
        columns={columns}
        rowKey={(b) => b.id}
        empty={t.noBookings}
        actions={(b) => (
          <button
            type="button"
            className={dangerButton}
            disabled={cancel.isPending}
            aria-label={t.cancelBookingLabel(b.name || b.email)}
            onClick={() => {
              if (window.confirm(t.confirmCancelBooking(b.name || b.email))) cancel.mutate(b.id);
            }}
          >
            {t.cancelBooking}
          </button>
        )}
      />
    </>
  );
}
