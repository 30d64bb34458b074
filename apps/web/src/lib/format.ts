import { HOME_TIME_ZONE } from '@campus/contract/constants';

const LOCALE = 'es-EC';
const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const LONG_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/**
 * Each formatter is made on its first use, then kept: making one loads the locale's data (a date
 * formatter's patterns above all), ~30 ms of a phone's CPU for the three, which ran when this module
 * loaded, on the way to a lesson that formats nothing (issue 12).
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const usd = once(
  () =>
    new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }),
);
const integer = once(() => new Intl.NumberFormat(LOCALE));
const longDate = once(() => new Intl.DateTimeFormat(LOCALE, LONG_DATE));
const longDateTime = once(() => new Intl.DateTimeFormat(LOCALE, LONG_DATE_TIME));
// Lesson releases are scheduled and announced in Ecuador's time, where the product is run. Shown in
// it (the zone named where there is an hour), a date reads the same from the server and in any
// browser, whatever their zones: a server-rendered page hydrates with the text it arrived with.
const homeDate = once(() => new Intl.DateTimeFormat(LOCALE, { ...LONG_DATE, timeZone: HOME_TIME_ZONE }));
const homeDateTime = once(
  () => new Intl.DateTimeFormat(LOCALE, { ...LONG_DATE_TIME, timeZone: HOME_TIME_ZONE }),
);
const homeYearOf = once(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: HOME_TIME_ZONE }),
);

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** "$247,00" style for es-EC; money arrives as a decimal string ("247.00"). */
export function formatPrice(amount: string | number): string {
  return usd().format(Number(amount));
}

export function formatCount(n: number): string {
  return integer().format(n);
}

export function formatDate(value: string | Date): string {
  return longDate().format(asDate(value));
}

/** "4 de diciembre de 2026" in Ecuador. */
export function formatHomeDate(value: string | Date): string {
  return homeDate().format(asDate(value));
}

/** "4 de diciembre de 2026 a las 7:00 p. m." in Ecuador. */
export function formatHomeDateTime(value: string | Date): string {
  return homeDateTime().format(asDate(value));
}

/** The year in Ecuador at `instant` (the footer's copyright). */
export function homeYear(instant: Date): number {
  return Number(homeYearOf().format(instant));
}

/** A rate as a percentage ("12 %" for 0.12, es-EC); built on call so pages that never show one do not carry it. */
export function formatPercent(rate: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}

/** Date and time ("23 de noviembre de 2026, 09:15"), for receipts. */
export function formatDateTime(value: string | Date): string {
  return longDateTime().format(asDate(value));
}
