import {
  type AdminSlot,
  type AdminSlotInput,
  type AdminSlotValues,
  adminSlotInputSchema,
  isCalendarDate,
  slotLocalParts,
  slotStartsAt,
} from '@campus/contract/admin-mentoring';
import { MENTORING_TIME_ZONES, utcOffsetLabel } from '@campus/contract/mentoring';
import { FormAlert, SelectField, TextField } from '../../../../components/form-field.tsx';
import { adminMentoringMessages as t } from '../../../../messages/admin-mentoring.ts';
import { useAdminForm } from '../../components/admin-form.tsx';
import { AdminForm } from '../../kit/form.tsx';
import type { useSaveSlot } from '../api/mentoring.ts';
import { formatSlotTime } from './slot-time.ts';

/** The zones of the selector: the spec's countries, and `extra` (the device's) when it is another. */
export function zoneOptions(extra: string) {
  const now = new Date();
  const zones: Array<{ timeZone: string; label: string }> = [...MENTORING_TIME_ZONES];
  if (!zones.some((z) => z.timeZone === extra)) zones.unshift({ timeZone: extra, label: extra });
  return zones.map((z) => ({ value: z.timeZone, label: `${z.label} · ${utcOffsetLabel(z.timeZone, now)}` }));
}

function defaults(slot: AdminSlot | null, zone: string): AdminSlotInput {
  if (!slot)
    return {
      title: '',
      date: '',
      time: '',
      time_zone: zone,
      duration_minutes: 45,
      capacity: 1,
      room_url: '',
    };
  return {
    title: slot.title,
    ...slotLocalParts(slot.starts_at, zone),
    time_zone: zone,
    duration_minutes: slot.duration_minutes,
    capacity: slot.capacity,
    room_url: slot.room_url ?? '',
  };
}

/** "2026-12-02 01:00" of a date and time typed in a zone, or null while incomplete. */
function utcPreview(v: Partial<AdminSlotInput>): string | null {
  if (!v.date || !isCalendarDate(v.date) || !/^\d{2}:\d{2}$/.test(v.time ?? '') || !v.time_zone) return null;
  try {
    const at = slotStartsAt({ date: v.date, time: v.time ?? '', time_zone: v.time_zone });
    return at.toISOString().slice(0, 16).replace('T', ' ');
  } catch {
    return null;
  }
}

/**
 * Creates a session (`slot` null) or edits one, with the API's schema. The date and time are read
 * in the chosen zone; the line under them shows the UTC instant that will be stored.
 */
export function SlotForm({
  slot,
  zone,
  save,
  onDone,
}: {
  slot: AdminSlot | null;
  zone: string;
  save: ReturnType<typeof useSaveSlot>;
  onDone: () => void;
}) {
  const form = useAdminForm<AdminSlotInput, AdminSlotValues>(adminSlotInputSchema, defaults(slot, zone));
  const { field } = form;
  const preview = utcPreview(form.watch());
  const locked = slot !== null && slot.booked > 0;
  const title = slot ? t.editSlot(formatSlotTime(slot.starts_at, zone)) : t.newSlot;
  return (
    <AdminForm
      id="slot-form-title"
      title={title}
      form={form}
      write={save}
      vars={(body) => ({ slotId: slot?.id ?? null, body })}
      onSaved={onDone}
      submitLabel={slot ? t.save : t.create}
      onCancel={slot ? onDone : undefined}
      layout="grid"
      status={
        locked ? (
          <div className="sm:col-span-2">
            <FormAlert>{t.bookedLockHint(slot.booked)}</FormAlert>
          </div>
        ) : null
      }
    >
      <TextField
        id="slot-title"
        label={t.slotTitle}
        maxLength={200}
        className="sm:col-span-2"
        {...field('title')}
      />
      <TextField id="slot-date" label={t.date} type="date" required readOnly={locked} {...field('date')} />
      <TextField
        id="slot-time"
        label={t.time}
        type="time"
        required
        readOnly={locked}
        hint={preview ? t.utcPreview(preview) : undefined}
        {...field('time')}
      />
      <SelectField id="slot-zone" label={t.timeZone} {...field('time_zone')}>
        {zoneOptions(zone).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <TextField
        id="slot-duration"
        label={t.duration}
        type="number"
        inputMode="numeric"
        min={15}
        max={480}
        step={5}
        required
        readOnly={locked}
        {...field('duration_minutes', { valueAsNumber: true })}
      />
      <TextField
        id="slot-capacity"
        label={t.capacity}
        type="number"
        inputMode="numeric"
        min={Math.max(1, slot?.booked ?? 1)}
        max={500}
        required
        {...field('capacity', { valueAsNumber: true })}
      />
      <TextField
        id="slot-room"
        label={t.roomUrl}
        hint={t.roomUrlHint}
        type="url"
        maxLength={2000}
        {...field('room_url')}
      />
    </AdminForm>
  );
}
