import { HOME_TIME_ZONE, HOME_UTC_OFFSET_MINUTES } from '@campus/contract/constants';

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

const longDate = once(() => new Intl.DateTimeFormat(LOCALE, LONG_DATE));
const longDateTime = once(() => new Intl.DateTimeFormat(LOCALE, LONG_DATE_TIME));
// Lesson releases are scheduled and announced in Ecuador's time, where the product is run. Shown in
// it (the zone named where there is an hour), a date reads the same from the server and in any
// browser, whatever their zones: a server-rendered page hydrates with the text it arrived with.
const homeDateTime = once(
  () => new Intl.DateTimeFormat(LOCALE, { ...LONG_DATE_TIME, timeZone: HOME_TIME_ZONE }),
);

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** Digits grouped by thousands with points, as es-EC writes them ("1.234.567"). */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/*
 * Prices and counts are on every card of the public pages, so they are written here rather than
 * with Intl.NumberFormat: the first Intl formatter a page makes costs ~30 ms of a phone's CPU (the
 * engine resolves the locale), the longest task of the home page's hydration after the footer's
 * year (issue 12). Written by hand, they also read the same from the server's ICU and the browser's,
 * whatever their versions, so a hydrated card never differs from its HTML. format.test.ts holds them
 * equal to Intl's es-EC output.
 */

/** "$1.247,00", es-EC's US dollars; money arrives as a decimal string ("1247.00"). */
export function formatPrice(amount: string | number): string {
  const value = Number(amount);
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  return `$${value < 0 ? '-' : ''}${groupThousands(whole)},${cents}`;
}

/** A whole number ("1.234" students), es-EC. */
export function formatCount(n: number): string {
  return `${n < 0 ? '-' : ''}${groupThousands(String(Math.abs(Math.round(n))))}`;
}

export function formatDate(value: string | Date): string {
  return longDate().format(asDate(value));
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * The instant moved by Ecuador's offset: its UTC fields are the day and year Ecuador's calendar
 * shows. The home calendar's dates are counted so rather than with a time-zone formatter: making
 * one costs ~30 ms of a phone's CPU, and a public page (a course's publication date, the footer's
 * year) would pay it while hydrating (issue 12).
 */
const onHomeCalendar = (value: string | Date) =>
  new Date(asDate(value).getTime() + HOME_UTC_OFFSET_MINUTES * 60_000);

/** "4 de diciembre de 2026" in Ecuador, whatever the zone of the server or the browser. */
export function formatHomeDate(value: string | Date): string {
  const day = onHomeCalendar(value);
  return `${day.getUTCDate()} de ${MONTHS[day.getUTCMonth()]} de ${day.getUTCFullYear()}`;
}

/** "4 de diciembre de 2026 a las 7:00 p. m." in Ecuador. */
export function formatHomeDateTime(value: string | Date): string {
  return homeDateTime().format(asDate(value));
}

/** The year in Ecuador at `instant` (the footer's copyright, on every page). */
export function homeYear(instant: Date): number {
  return onHomeCalendar(instant).getUTCFullYear();
}

/*
 * The VAT rate and the accepted cards are on the cart and the payment information page: written by
 * hand too, since `Intl.ListFormat` and a percent `Intl.NumberFormat` there were the first Intl
 * objects of those pages' hydration, one render of 30-45 ms on a phone (issue 12).
 */

/** A rate as es-EC writes its percentage: "15%" for 0.15, "12,5%" for 0.125. Rates have at most four decimals. */
export function formatPercent(rate: number): string {
  const basisPoints = Math.round(Math.abs(rate) * 10_000);
  const hundredths = basisPoints % 100;
  const fraction = hundredths === 0 ? '' : `,${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
  const sign = rate < 0 && basisPoints > 0 ? '-' : '';
  return `${sign}${groupThousands(String(Math.floor(basisPoints / 100)))}${fraction}%`;
}

/**
 * Items joined as Spanish joins them, as `Intl.ListFormat('es')` does: "Visa, Master Card y Diners",
 * with "e" for "y" before the sound "i" ("Visa e Ibis", but "y hielo").
 */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1]!;
  const and = /^(i|hi(?![ae]))/i.test(last) ? 'e' : 'y';
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

/** Date and time ("23 de noviembre de 2026, 09:15"), for receipts. */
export function formatDateTime(value: string | Date): string {
  return longDateTime().format(asDate(value));
}
