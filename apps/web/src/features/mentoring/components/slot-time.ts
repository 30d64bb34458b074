// Times of a session in the zone the student chose (Intl, es-EC); the API sends UTC.
import { dateTimeFormat } from '@campus/contract/intl';

const LOCALE = 'es-EC';

export function formatDayHeading(iso: string, timeZone: string): string {
  const text = dateTimeFormat(LOCALE, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(iso));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function formatClock(iso: string, timeZone: string): string {
  return dateTimeFormat(LOCALE, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** "martes, 1 de diciembre, 20:00": for button labels and confirmations. */
export function formatWhen(iso: string, timeZone: string): string {
  return dateTimeFormat(LOCALE, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
