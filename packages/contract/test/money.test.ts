import { describe, expect, it } from 'vitest';
import { splitTax, toMoneyString } from '../src/index.ts';

describe('money', () => {
  it('formats amounts as decimal strings with two decimals', () => {
    expect(toMoneyString(247)).toBe('247.00');
    expect(toMoneyString('137.5')).toBe('137.50');
    expect(toMoneyString(0.1 + 0.2)).toBe('0.30');
  });

  it('splits a total into base (total / 1.12) and VAT (base × 0.12) that add up (spec §9)', () => {
    expect(splitTax(247)).toEqual({ base: '220.54', vat: '26.46', total: '247.00' });
    expect(splitTax('112.00')).toEqual({ base: '100.00', vat: '12.00', total: '112.00' });
    for (const total of [0.01, 19.99, 137, 384, 1000.01]) {
      const { base, vat } = splitTax(total);
      expect(Math.round((Number(base) + Number(vat)) * 100)).toBe(Math.round(total * 100));
    }
  });
});
