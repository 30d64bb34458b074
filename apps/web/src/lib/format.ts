const LOCALE = 'es-EC';

const usd = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
});
const integer = new Intl.NumberFormat(LOCALE);
const longDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

/** "$247,00" style for es-EC; money arrives as a decimal string ("247.00"). */
export function formatPrice(amount: string | number): string {
  return usd.format(Number(amount));
}

export function formatCount(n: number): string {
  return integer.format(n);
}

export function formatDate(value: string | Date): string {
  return longDate.format(typeof value === 'string' ? new Date(value) : value);
}
