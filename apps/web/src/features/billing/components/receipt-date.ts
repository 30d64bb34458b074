import { formatDateTime } from '../../../lib/format.ts';

/** "7:16 p. m." in any of the spacings ICU writes it (plain, no-break or narrow no-break spaces). */
const CLOCK = /(\d{1,2}:\d{2})[\s\u202f]*([ap])\.[\s\u202f]*m\./g;

/**
 * A receipt's date and time ("23 de noviembre de 2026, 7:16 p. m."), the time held on one line
 * with no-break spaces: a narrow column must not print "7:16 a." on one line and "m." on the next.
 * The date itself may still wrap between its words.
 */
export function formatReceiptDateTime(value: string | Date): string {
  return formatDateTime(value).replace(CLOCK, '$1\u00a0$2.\u00a0m.');
}
