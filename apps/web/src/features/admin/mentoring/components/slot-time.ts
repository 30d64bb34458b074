import { dateTimeFormat } from '@campus/contract/intl';

/** "mar., 1 dic. 2026, 20:00": a session's start in `timeZone` (the API sends UTC). */
export function formatSlotTime(iso: string, timeZone: string): string {
  return dateTimeFormat('es-EC', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
