import { TAX_RATE } from './constants.ts';

const toCents = (amount: number | string): number => Math.round(Number(amount) * 100);
const fromCents = (cents: number): string => (cents / 100).toFixed(2);

/** Money travels as a decimal string with two decimals ("247.00"). */
export function toMoneyString(amount: number | string): string {
  return fromCents(toCents(amount));
}

/**
 * Spec §9: the taxable base is the total divided by 1.12 and VAT is the base times 0.12.
 * Rounded to cents; any cent lost in rounding stays in the base so base + vat = total.
 */
export function splitTax(total: number | string): { base: string; vat: string; total: string } {
  const totalCents = toCents(total);
  const baseCents = Math.round(totalCents / (1 + TAX_RATE));
  const vatCents = Math.round(baseCents * TAX_RATE);
  return {
    base: fromCents(totalCents - vatCents),
    vat: fromCents(vatCents),
    total: fromCents(totalCents),
  };
}
