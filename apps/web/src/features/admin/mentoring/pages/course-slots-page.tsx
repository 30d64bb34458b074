import type { AdminSlot } from '@campus/contract/admin-mentoring';
import { resolveTimeZone } from '@campus/contract/mentoring';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../../components/form-field.tsx';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { adminMentoringMessages as t } from '../../../../messages/admin-mentoring.ts';
import { ServerAlert } from '../../components/admin-form.tsx';
import { type AdminColumn, AdminListCard } from '../../components/admin-table.tsx';
import {
  AdminBackLink,
  AdminPageHeader,
  adminInputClass,
  dangerButton,
  linkClass,
  secondaryButton,
} from '../../components/admin-ui.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { useCourseSlots, useDeleteSlot, useSaveSlot } from '../api/mentoring.ts';
import { MentoringSettingsForm } from '../components/settings-form.tsx';
import { SlotForm, zoneOptions } from '../components/slot-form.tsx';
import { formatSlotTime } from '../components/slot-time.ts';

const c = adminMessages.common;
const deviceZone = () => resolveTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);

function columns(zone: string): AdminColumn<AdminSlot>[] {
  return [
    {
      header: t.when,
      cell: (s) => (
        <Link
          to={adminPaths.mentoring.slot(s.id)}
          aria-label={t.seeBookingsLabel(formatSlotTime(s.starts_at, zone))}
          className={linkClass}
        >
          {formatSlotTime(s.starts_at, zone)}
        </Link>
      ),
    },
    { header: t.sessionTitle, cell: (s) => s.title || t.untitled },
    { header: t.duration, align: 'right', cell: (s) => t.minutes(s.duration_minutes) },
    { header: t.places, align: 'right', cell: (s) => `${s.booked} / ${s.capacity}` },
    { header: t.state, cell: (s) => (s.past ? t.past : t.next) },
  ];
}

/** A course's sessions (/admin/mentorias/:id): create, edit and delete them; open their bookings. */
export default function CourseSlotsPage() {
  const courseId = Number(useParams().id);
  const { params, setPage } = useListParams([]);
  const [zone, setZone] = useState(deviceZone);
  const [editing, setEditing] = useState<AdminSlot | null>(null);
  const [created, setCreated] = useState(0);
  const list = useCourseSlots(courseId, params);
  const save = useSaveSlot(courseId);
  const remove = useDeleteSlot();
  const course = list.data?.course;
  return (
    <>
      <AdminBackLink to={adminPaths.mentoring.root}>{t.backToCourses}</AdminBackLink>
      <AdminPageHeader title={t.slotsTitle(course?.name ?? '…')} intro={t.slotsIntro} />
      {save.data ? (
        <div className="mb-4">
          <FormAlert tone="success">{save.data.message}</FormAlert>
        </div>
      ) : null}
      {remove.data ? (
        <div className="mb-4">
          <FormAlert tone="success">{remove.data.message}</FormAlert>
        </div>
      ) : null}
      <ServerAlert error={remove.error} className="mb-4" />
      <SlotForm
        key={editing ? `edit-${editing.id}-${zone}` : `new-${created}-${zone}`}
        slot={editing}
        zone={zone}
        save={save}
        onDone={() => {
          setEditing(null);
          setCreated((n) => n + 1);
        }}
      />
      <div className="mb-4 max-w-md">
        <label htmlFor="slot-view-zone" className="mb-1 block font-medium text-slate-800">
          {t.viewZone}
        </label>
        <select
          id="slot-view-zone"
          value={zone}
          onChange={(e) => setZone(e.target.value)}
          className={adminInputClass}
        >
          {zoneOptions(zone).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <AdminListCard
        query={list}
        caption={t.slotsTitle(course?.name ?? '')}
        columns={columns(zone)}
        rowKey={(s) => s.id}
        onPage={setPage}
        actions={(s) => {
          const when = formatSlotTime(s.starts_at, zone);
          return (
            <>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => {
                  setEditing(s);
                  window.scrollTo({ top: 0 });
                }}
              >
                {c.edit}
                <span className="sr-only"> {when}</span>
              </button>
              <button
                type="button"
                className={dangerButton}
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t.confirmDeleteSlot(when, s.booked))) remove.mutate(s.id);
                }}
              >
                {c.delete}
                <span className="sr-only"> {when}</span>
              </button>
            </>
          );
        }}
      />
      {course ? (
        <div className="mt-6">
          <MentoringSettingsForm key={course.id} course={course} />
        </div>
      ) : null}
    </>
  );
}
