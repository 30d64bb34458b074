import { MENTORING_TIME_ZONES, utcOffsetLabel } from '@campus/contract/mentoring';
import { useId } from 'react';
import { mentoringMessages as t } from '../../../messages/mentoring.ts';

/** The zone the sessions are shown in: the device's first when it is not one of the spec's countries. */
export function TimeZoneSelect({
  value,
  deviceZone,
  onChange,
}: {
  value: string;
  deviceZone: string;
  onChange: (zone: string) => void;
}) {
  const id = useId();
  const now = new Date();
  const known = MENTORING_TIME_ZONES.some((z) => z.timeZone === deviceZone);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t.zoneLabel}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:outline-2 focus:outline-brand-600"
      >
        {known ? null : (
          <option value={deviceZone}>
            {t.zoneBrowser(deviceZone)} · {utcOffsetLabel(deviceZone, now)}
          </option>
        )}
        {MENTORING_TIME_ZONES.map((z) => (
          <option key={z.timeZone} value={z.timeZone}>
            {z.label} · {utcOffsetLabel(z.timeZone, now)}
          </option>
        ))}
      </select>
    </div>
  );
}
