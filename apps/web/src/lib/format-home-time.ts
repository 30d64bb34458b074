import { HOME_TIME_ZONE } from '@campus/contract/constants';

// Lesson releases are scheduled and announced in Ecuador's time, where the product is run. Shown in
// it (the zone named where there is an hour), a date reads the same from the server and in any
// browser, whatever their zones: a server-rendered page hydrates with the text it arrived with.

let date: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;
let year: Intl.DateTimeFormat | undefined;

/** "4 de diciembre de 2026" in Ecuador. */
export function formatHomeDate(value: string | Date): string {
  date ??= new Intl.DateTimeFormat('es-EC', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: HOME_TIME_ZONE,
  });
  return date.format(typeof value === 'string' ? new Date(value) : value);
}

/** "4 de diciembre de 2026 a las 7:00 p. m." in Ecuador. */
export function formatHomeDateTime(value: string | Date): string {
  dateTime ??= new Intl.DateTimeFormat('es-EC', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: HOME_TIME_ZONE,
  });
  return dateTime.format(typeof value === 'string' ? new Date(value) : value);
}

/** The year in Ecuador at `instant` (the footer's copyright). */
export function homeYear(instant: Date): number {
  year ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: HOME_TIME_ZONE });
  return Number(year.format(instant));
}
