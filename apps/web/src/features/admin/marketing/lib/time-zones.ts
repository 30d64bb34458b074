import { canonicalTimeZone, toZonedLocal } from '@campus/contract/admin-marketing';
import { COUNTRY_TIME_ZONES } from '@campus/contract/events';

export type ZoneOption = { value: string; label: string };

/**
 * The choices of the time-zone select: the site's countries first ("Ecuador · America/Guayaquil"),
 * then every zone the browser knows, by name. Values are the runtime's own names (the API stores the
 * same: canonicalTimeZone), and the zone an event already has is always among them.
 */
export function timeZoneOptions(current?: string): { countries: ZoneOption[]; others: ZoneOption[] } {
  const seen = new Set<string>();
  const countries: ZoneOption[] = [];
  for (const { zone, name } of Object.values(COUNTRY_TIME_ZONES)) {
    const value = canonicalTimeZone(zone);
    if (!value || seen.has(value)) continue;
    seen.add(value);
    countries.push({ value, label: `${name} · ${value}` });
  }
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = new Set([...all, 'UTC', ...(current ? [current] : [])]);
  const others = [...names]
    .filter((zone) => !seen.has(zone))
    .sort((a, b) => a.localeCompare(b))
    .map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
  return { countries, others };
}

/** "2027-03-09 01:00": an instant as UTC wall-clock time. */
export function utcText(instant: Date): string {
  return toZonedLocal(instant, 'UTC').replace('T', ' ');
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();
/** "8 mar 2027, 20:00": an instant as the clock shows it in `timeZone`. */
export function zonedDateTime(iso: string, timeZone: string): string {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-EC', {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone,
    });
    zonedFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
