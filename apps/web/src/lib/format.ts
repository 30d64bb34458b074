import { HOME_TIME_ZONE, HOME_UTC_OFFSET_MINUTES } from '@campus/contract/constants';
import { dateTimeFormat, listFormat, numberFormat } from '@campus/contract/intl';

/*
 * Every number, date and list a person reads is written by `Intl` in es-EC (Spanish as Ecuador
 * writes it: "$1.247,50", "1.234", "12,5%", "4 de diciembre de 2026").
 *
 * Each formatter is made on its first use, then kept for the life of the page or the process
 * (`@campus/contract/intl`): making one loads the locale's data (~30 ms of a phone's CPU for the first of a page), and a
 * module that made them as it loaded would charge that to every page that imports it, a lesson
 * that formats nothing included. Formatting with a kept formatter costs microseconds.
 */

const LOCALE = 'es-EC';
const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const LONG_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

const DOLLARS: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
};
const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', timeZone: 'UTC' };
// Lesson releases are scheduled and announced in Ecuador's time, where the product is run. Shown in
// it, a date reads the same from the server and in any browser, whatever their zones: a
// server-rendered page hydrates with the text it arrived with.
const HOME_DATE: Intl.DateTimeFormatOptions = { ...LONG_DATE, timeZone: HOME_TIME_ZONE };
const HOME_DATE_TIME: Intl.DateTimeFormatOptions = { ...LONG_DATE_TIME, timeZone: HOME_TIME_ZONE };

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/*
 * Prices and percentages are written with no space at all ("$1.247,50", "15%"): the cards, the cart
 * and the receipts print them so. ICU versions differ on the spaces around a sign (a no-break or a
 * narrow no-break space, in es-EC's currency and percent patterns or not), and the server's Node and
 * a student's browser need not share one: without the spaces removed, a server-rendered price could
 * hydrate into a different text. `\s` covers U+00A0 and U+202F.
 */
const withoutSpaces = (text: string) => text.replace(/\s/g, '');

/** "$1.247,00", es-EC's US dollars; money arrives as a decimal string ("1247.00"). */
export function formatPrice(amount: string | number): string {
  // `+ 0` turns a negative zero into zero: "$0,00", never "$-0,00".
  return withoutSpaces(numberFormat(LOCALE, DOLLARS).format(Number(amount) + 0));
}

/** A whole number ("1.234" students), es-EC. */
export function formatCount(n: number): string {
  return numberFormat(LOCALE, WHOLE).format(Math.round(n) + 0);
}

/** A rate as es-EC writes its percentage: "15%" for 0.15, "12,5%" for 0.125. */
export function formatPercent(rate: number): string {
  return withoutSpaces(numberFormat(LOCALE, PERCENT).format(rate + 0));
}

/** Items joined as Spanish joins them: "Visa, Master Card y Diners", "Visa e Ibis". */
export function formatList(items: readonly string[]): string {
  return listFormat('es', { type: 'conjunction' }).format(items);
}

/** A month's name, "enero" for 1 to "diciembre" for 12. */
export function formatMonthName(month: number): string {
  return dateTimeFormat(LOCALE, MONTH).format(Date.UTC(2000, month - 1, 1));
}

export function formatDate(value: string | Date): string {
  return dateTimeFormat(LOCALE, LONG_DATE).format(asDate(value));
}

/** Date and time ("23 de noviembre de 2026, 09:15"), for receipts. */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat(LOCALE, LONG_DATE_TIME).format(asDate(value));
}

/** "4 de diciembre de 2026" in Ecuador, whatever the zone of the server or the browser. */
export function formatHomeDate(value: string | Date): string {
  return dateTimeFormat(LOCALE, HOME_DATE).format(asDate(value));
}

/** "4 de diciembre de 2026 a las 7:00 p. m." in Ecuador. */
export function formatHomeDateTime(value: string | Date): string {
  return dateTimeFormat(LOCALE, HOME_DATE_TIME).format(asDate(value));
}

/**
 * The year in Ecuador at `instant` (the footer's copyright, on every page). A number, not text, so
 * it is counted from Ecuador's fixed offset (`HOME_UTC_OFFSET_MINUTES`, held equal to the zone by a
 * contract test) rather than read from a time-zone formatter: the footer would otherwise make the
 * first `Intl` object of every page while it hydrates.
 */
export function homeYear(instant: Date): number {
  return new Date(instant.getTime() + HOME_UTC_OFFSET_MINUTES * 60_000).getUTCFullYear();
}
