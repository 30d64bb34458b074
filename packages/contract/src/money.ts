import { TAX_RATE } from './constants.ts';

/** A decimal amount ("247.00", 247, "137.5") as integer cents. */
export function toCents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/** Integer cents as the API's money string ("247.00"). */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Money travels as a decimal string with two decimals ("247.00"). */
export function toMoneyString(amount: number | string): string {
  return centsToMoney(toCents(amount));
}

/** A VAT rate (0.12, 0.15) in basis points (1200, 1500), so the split is integer arithmetic. */
export function rateBasisPoints(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0 || rate >= 1) throw new RangeError(`tasa de IVA inválida: ${rate}`);
  return Math.round(rate * 10_000);
}

/**
 * Spec §9 in integer cents: the taxable base is the total divided by (1 + rate) and VAT is the base
 * times the rate, each rounded to the cent; any cent lost in rounding stays in the base, so
 * base + vat = total always.
 */
export function splitTaxCents(
  totalCents: number,
  rate: number = TAX_RATE,
): { baseCents: number; vatCents: number; totalCents: number } {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError(`total inválido: ${totalCents}`);
  const bp = rateBasisPoints(rate);
  const roughBase = Math.round((totalCents * 10_000) / (10_000 + bp));
  const vatCents = Math.round((roughBase * bp) / 10_000);
  return { baseCents: totalCents - vatCents, vatCents, totalCents };
}

/** The same split as money strings ("220.54", "26.46", "247.00"); the rate defaults to spec §9's 12 %. */
export function splitTax(
  total: number | string,
  rate: number = TAX_RATE,
): { base: string; vat: string; total: string } {
  const { baseCents, vatCents, totalCents } = splitTaxCents(toCents(total), rate);
  return { base: centsToMoney(baseCents), vat: centsToMoney(vatCents), total: centsToMoney(totalCents) };
}
