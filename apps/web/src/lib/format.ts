const LOCALE = 'es-EC';

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
const longDate = once(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** "$247,00" style for es-EC; money arrives as a decimal string ("247.00"). */
export function formatPrice(amount: string | number): string {
  return usd().format(Number(amount));
}

export function formatCount(n: number): string {
  return integer().format(n);
}

export function formatDate(value: string | Date): string {
  return longDate().format(typeof value === 'string' ? new Date(value) : value);
}

/** A rate as a percentage ("12 %" for 0.12, es-EC); built on call so pages that never show one do not carry it. */
export function formatPercent(rate: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}

/** Date and time ("23 de noviembre de 2026, 09:15"), for receipts. */
export function formatDateTime(value: string | Date): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short' }).format(
    typeof value === 'string' ? new Date(value) : value,
  );
}
