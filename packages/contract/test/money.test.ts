import { describe, expect, it } from 'vitest';
import { centsToMoney, splitTax, splitTaxCents, toCents, toMoneyString } from '../src/index.ts';

describe('money', () => {
  it('formats amounts as decimal strings with two decimals', () => {
    expect(toMoneyString(247)).toBe('247.00');
    expect(toMoneyString('137.5')).toBe('137.50');
    expect(toMoneyString(0.1 + 0.2)).toBe('0.30');
    expect(centsToMoney(5)).toBe('0.05');
    expect(centsToMoney(-1250)).toBe('-12.50');
    expect(toCents('19.99')).toBe(1999);
  });

  it('splits a total into base (total / 1.12) and VAT (base × 0.12) that add up (spec §9)', () => {
    expect(splitTax(247)).toEqual({ base: '220.54', vat: '26.46', total: '247.00' });
    expect(splitTax('112.00')).toEqual({ base: '100.00', vat: '12.00', total: '112.00' });
    for (const total of [0.01, 19.99, 137, 384, 1000.01]) {
      const { base, vat } = splitTax(total);
      expect(Math.round((Number(base) + Number(vat)) * 100)).toBe(Math.round(total * 100));
    }
  });

  it('takes the rate from configuration: Ecuador charges 15 % since 2024', () => {
    expect(splitTaxCents(11500, 0.15)).toEqual({ baseCents: 10000, vatCents: 1500, totalCents: 11500 });
    expect(splitTax(247, 0.15)).toEqual({ base: '214.78', vat: '32.22', total: '247.00' });
    expect(splitTaxCents(1000, 0)).toEqual({ baseCents: 1000, vatCents: 0, totalCents: 1000 });
  });

  it('keeps base + vat = total in integer cents for every total and rate', () => {
    for (const rate of [0.12, 0.15, 0.08, 0.005]) {
      for (let cents = 0; cents <= 50_000; cents += 37) {
        const { baseCents, vatCents } = splitTaxCents(cents, rate);
        expect(Number.isInteger(baseCents) && Number.isInteger(vatCents)).toBe(true);
        expect(baseCents + vatCents).toBe(cents);
        expect(vatCents).toBeGreaterThanOrEqual(0);
        // VAT is the base times the rate, within the cent of rounding.
        expect(Math.abs(vatCents - baseCents * rate)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses a negative or fractional total and an impossible rate', () => {
    expect(() => splitTaxCents(-1)).toThrow(RangeError);
    expect(() => splitTaxCents(1.5)).toThrow(RangeError);
    expect(() => splitTaxCents(100, 1.2)).toThrow(RangeError);
    expect(() => splitTaxCents(100, Number.NaN)).toThrow(RangeError);
  });
});
