import {
  type AdminLandingEvent,
  type AdminLandingEventInput,
  type AdminLandingEventValues,
  adminLandingEventInputSchema,
  canonicalTimeZone,
  fromZonedLocal,
} from '@campus/contract/admin-marketing';
import { HOME_TIME_ZONE } from '@campus/contract/constants';
import { localTimesText } from '@campus/contract/events';
import { useEffect, useMemo } from 'react';
import { SelectField, TextField } from '../../../../components/form-field.tsx';
import { adminMessages } from '../../../../messages/admin.ts';
import { adminMarketingMessages } from '../../../../messages/admin-marketing.ts';
import { useAdminForm } from '../../components/admin-form.tsx';
import { AdminForm } from '../../kit/form.tsx';
import { useSaveLandingEvent } from '../api/marketing.ts';
import { timeZoneOptions, utcText } from '../lib/time-zones.ts';

const t = adminMarketingMessages.events;
const c = adminMessages.common;
const toInput = (event: AdminLandingEvent | null): AdminLandingEventInput => ({
  tag: event?.tag ?? '',
  title: event?.title ?? '',
  type: (event?.type ?? 2) as 1 | 2 | 3,
  starts_at: event?.starts_at ?? '',
  time_zone: event?.time_zone ?? canonicalTimeZone(HOME_TIME_ZONE) ?? HOME_TIME_ZONE,
  url_room: event?.url_room ?? '',
  id_room: event?.id_room ?? '',
  url_download: event?.url_download ?? '',
  course_id: event?.course_id ?? null,
});

/** What the typed date will be: "2027-03-09 01:00 UTC · 8 pm Ecuador/Perú, 7 pm México". */
function StoredAs({ local, zone }: { local: string; zone: string }) {
  const canonical = canonicalTimeZone(zone);
  const instant = local && canonical ? fromZonedLocal(local, canonical) : null;
  if (!instant) return null;
  return (
    <p className="text-sm text-slate-700 sm:col-span-2" aria-live="polite">
      {t.preview(utcText(instant), localTimesText(instant))}
    </p>
  );
}

/**
 * Create or edit a landing event, validated with the API's own schema (Spanish message per field);
 * the server's 422 (a taken tag, an unknown course) lands on its field. The date is typed as the
 * clock shows it in the chosen zone.
 */
export function LandingEventForm({
  event,
  onDone,
}: {
  event: AdminLandingEvent | null;
  /** After saving (with the saved event) or cancelling. */
  onDone: (saved?: AdminLandingEvent) => void;
}) {
  const form = useAdminForm<AdminLandingEventInput, AdminLandingEventValues>(
    adminLandingEventInputSchema,
    toInput(event),
  );
  const { setFocus, reset, watch, field } = form;
  // Editing starts at the first field, so a keyboard user lands in the form they opened.
  useEffect(() => {
    if (event) setFocus('title');
  }, [event, setFocus]);
  const zones = useMemo(() => timeZoneOptions(event?.time_zone), [event?.time_zone]);
  const startsAt = watch('starts_at') ?? '';
  const zone = watch('time_zone') ?? '';

  return (
    <AdminForm
      id="event-form-title"
      title={event ? t.editing(event.title) : t.newEvent}
      form={form}
      write={useSaveLandingEvent()}
      vars={(values) => ({ id: event?.id, body: values })}
      onSaved={(saved) => {
        if (!event) reset(toInput(null));
        onDone(saved);
      }}
      submitLabel={event ? c.save : c.create}
      onCancel={event ? () => onDone() : undefined}
      layout="grid"
    >
      <TextField
        id="event-title"
        label={t.eventTitle}
        required
        maxLength={200}
        className="sm:col-span-2"
        {...field('title')}
      />
      <TextField
        id="event-tag"
        label={t.tag}
        hint={event?.locked ? t.tagLocked : t.tagHint}
        required
        readOnly={event?.locked}
        maxLength={80}
        autoCapitalize="none"
        spellCheck={false}
        {...field('tag')}
      />
      <SelectField
        id="event-type"
        label={t.type}
        required
        defaultValue={String(event?.type ?? 2)}
        {...field('type', { setValueAs: (v) => Number(v) })}
      >
        {Object.entries(t.types).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        id="event-starts-at"
        type="datetime-local"
        label={t.startsAt}
        hint={t.startsAtHint}
        {...field('starts_at')}
      />
      <SelectField
        id="event-time-zone"
        label={t.timeZone}
        hint={t.timeZoneHint}
        required
        {...field('time_zone')}
      >
        <optgroup label={t.siteCountries}>
          {zones.countries.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </optgroup>
        <optgroup label={t.allZones}>
          {zones.others.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <StoredAs local={startsAt} zone={zone} />
      <TextField
        id="event-url-room"
        type="url"
        inputMode="url"
        label={t.urlRoom}
        hint={t.urlRoomHint}
        maxLength={500}
        {...field('url_room')}
      />
      <TextField id="event-id-room" label={t.idRoom} maxLength={100} {...field('id_room')} />
      <TextField
        id="event-url-download"
        type="url"
        inputMode="url"
        label={t.urlDownload}
        hint={t.urlDownloadHint}
        maxLength={500}
        {...field('url_download')}
      />
      <TextField
        id="event-course"
        inputMode="numeric"
        label={t.course}
        hint={t.courseHint}
        maxLength={10}
        {...field('course_id', { setValueAs: (v) => (v === '' || v === null ? null : v) })}
      />
    </AdminForm>
  );
}
