// Event times (spec §9: "Monday 31 January 2022, 8 pm Ecuador/Peru, 7 pm Mexico"). An event is
// stored as one instant; every country's local time is derived from it with Intl, so the text
// never has to be typed twice and stays right across daylight-saving changes.
import { HOME_TIME_ZONE, type PhoneCountry } from './constants.ts';

const LOCALE = 'es-EC';

/** One representative time zone per allowed country (capital or most populated zone). */
export const COUNTRY_TIME_ZONES: Record<PhoneCountry, { zone: string; name: string }> = {
  EC: { zone: 'America/Guayaquil', name: 'Ecuador' },
  PE: { zone: 'America/Lima', name: 'Perú' },
  CO: { zone: 'America/Bogota', name: 'Colombia' },
  MX: { zone: 'America/Mexico_City', name: 'México' },
  VE: { zone: 'America/Caracas', name: 'Venezuela' },
  CL: { zone: 'America/Santiago', name: 'Chile' },
  AR: { zone: 'America/Argentina/Buenos_Aires', name: 'Argentina' },
  BR: { zone: 'America/Sao_Paulo', name: 'Brasil (Brasilia)' },
  US: { zone: 'America/New_York', name: 'EE. UU. (Este)' },
  ES: { zone: 'Europe/Madrid', name: 'España' },
  PT: { zone: 'Europe/Lisbon', name: 'Portugal' },
};

/** The countries of the short headline (spec §9's wording). */
export const HEADLINE_EVENT_COUNTRIES: readonly PhoneCountry[] = ['EC', 'PE', 'MX'];
/** Every country, for the full schedule table. */
export const ALL_EVENT_COUNTRIES = Object.keys(COUNTRY_TIME_ZONES) as PhoneCountry[];

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

const partFormatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(instant: Date, timeZone: string): Parts {
  let fmt = partFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, fmt);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(fmt.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** "8 pm", "7:30 am", "12 pm" (noon), "12 am" (midnight): how the spec writes times. */
export function clockTime(instant: Date, timeZone: string = HOME_TIME_ZONE): string {
  const { hour, minute } = partsIn(instant, timeZone);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? 'am' : 'pm';
  return minute === 0 ? `${h12} ${suffix}` : `${h12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** Days between the local calendar date in `timeZone` and the one in Ecuador (-1, 0 or +1). */
function dayOffset(instant: Date, timeZone: string): number {
  const a = partsIn(instant, timeZone);
  const b = partsIn(instant, HOME_TIME_ZONE);
  return Math.round(
    (Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day)) / 86_400_000,
  );
}

export type LocalTime = {
  country: PhoneCountry;
  name: string;
  /** "8 pm" */
  time: string;
  /** Calendar days after (or before, negative) the date in Ecuador. */
  dayOffset: number;
};

/** The event's local time in each country, in the given order. */
export function localTimes(
  instant: Date,
  countries: readonly PhoneCountry[] = ALL_EVENT_COUNTRIES,
): LocalTime[] {
  return countries.map((country) => {
    const { zone, name } = COUNTRY_TIME_ZONES[country];
    return { country, name, time: clockTime(instant, zone), dayOffset: dayOffset(instant, zone) };
  });
}

function dayNote(offset: number): string {
  if (offset === 0) return '';
  if (offset === 1) return ' (día siguiente)';
  if (offset === -1) return ' (día anterior)';
  return ` (${offset > 0 ? '+' : ''}${offset} días)`;
}

/**
 * Countries sharing a local time grouped together, in order of first appearance:
 * "8 pm Ecuador/Perú, 7 pm México".
 */
export function localTimesText(
  instant: Date,
  countries: readonly PhoneCountry[] = HEADLINE_EVENT_COUNTRIES,
): string {
  const groups = new Map<string, string[]>();
  for (const t of localTimes(instant, countries)) {
    const key = `${t.time}${dayNote(t.dayOffset)}`;
    groups.set(key, [...(groups.get(key) ?? []), t.name]);
  }
  return [...groups].map(([time, names]) => `${time} ${names.join('/')}`).join(', ');
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
/** "lunes 31 de enero de 2022": the event's date in Ecuador (or in `timeZone`). */
export function eventDateText(instant: Date, timeZone: string = HOME_TIME_ZONE): string {
  let fmt = dateFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    dateFormatters.set(timeZone, fmt);
  }
  return fmt.format(instant).replace(',', '');
}

/**
 * An instant from a wall-clock time in a zone: `zonedInstant(2022, 1, 31, 20, 0)` is Monday
 * 31 January 2022 at 8 pm in Ecuador. Works for zones with daylight saving too.
 */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute = 0,
  timeZone: string = HOME_TIME_ZONE,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall;
  // Two corrections settle any offset (the second only matters next to a DST change).
  for (let i = 0; i < 2; i++) {
    const p = partsIn(new Date(guess), timeZone);
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    guess += wall - seen;
  }
  return new Date(guess);
}
