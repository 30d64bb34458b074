import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../src/intl.ts';

describe('kept Intl formatters', () => {
  it('returns the same formatter for the same locale and options, another for other options', () => {
    const quito = dateTimeFormat('es-EC', { timeZone: 'America/Guayaquil', dateStyle: 'long' });
    expect(dateTimeFormat('es-EC', { timeZone: 'America/Guayaquil', dateStyle: 'long' })).toBe(quito);
    expect(dateTimeFormat('es-EC', { timeZone: 'America/Mexico_City', dateStyle: 'long' })).not.toBe(quito);
    expect(quito.format(new Date('2026-12-05T00:00:00.000Z'))).toBe('4 de diciembre de 2026');
    const usd = numberFormat('es-EC', { style: 'currency', currency: 'USD' });
    expect(numberFormat('es-EC', { style: 'currency', currency: 'USD' })).toBe(usd);
    expect(usd.format(1247.5)).toBe('$1.247,50');
  });

  it('throws on an unknown zone, as the constructor does, every time', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
