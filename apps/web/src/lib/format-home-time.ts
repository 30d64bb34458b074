import { EVENT_HOME_TIME_ZONE } from '@campus/contract/events';

// Lesson releases are scheduled and announced in Ecuador's time, where the product is run. Shown in
// it (the zone named where there is an hour), a date reads the same from the server and in any
// browser, whatever their zones: a server-rendered page hydrates with the text it arrived with.
// A module of its own: the pages that show no release (the home) do not load the contract's zones.

let date: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

/** "4 de diciembre de 2026" in Ecuador. */
export function formatHomeDate(value: string | Date): string {
  date ??= new Intl.DateTimeFormat('es-EC', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: EVENT_HOME_TIME_ZONE,
  });
  return date.format(typeof value === 'string' ? new Date(value) : value);
}

/** "4 de diciembre de 2026 a las 7:00 p. m." in Ecuador. */
export function formatHomeDateTime(value: string | Date): string {
  dateTime ??= new Intl.DateTimeFormat('es-EC', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: EVENT_HOME_TIME_ZONE,
  });
  return dateTime.format(typeof value === 'string' ? new Date(value) : value);
}
