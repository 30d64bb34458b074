import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatHomeDate,
  formatHomeDateTime,
  formatList,
  formatMonthName,
  formatPercent,
  formatPrice,
  homeYear,
} from './format.ts';

// A lesson that opens at 19:00 in Ecuador (00:00 UTC the next day), as the demo seed's do.
const OPENS = '2026-12-05T00:00:00.000Z';

describe('release dates in Ecuador’s time, whatever the zone', () => {
  it('reads the same under any process time zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Tokyo', 'America/Mexico_City', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(formatHomeDateTime(OPENS), tz).toBe('4 de diciembre de 2026 a las 7:00 p. m.');
        expect(formatHomeDate(OPENS), tz).toBe('4 de diciembre de 2026');
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('the copyright year', () => {
  it('turns at midnight in Ecuador, not at the machine’s midnight', () => {
    // 03:00 UTC on 1 January is still 22:00 of 31 December in Ecuador.
    expect(homeYear(new Date('2027-01-01T03:00:00.000Z'))).toBe(2026);
    expect(homeYear(new Date('2027-01-01T05:00:00.000Z'))).toBe(2027);
  });

  it('is, counted without a time-zone formatter, the year Ecuador’s calendar shows, hour by hour around each new year', () => {
    const inEcuador = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/Guayaquil' });
    for (let year = 2025; year <= 2032; year++) {
      for (let hour = -12; hour <= 12; hour++) {
        const instant = new Date(Date.UTC(year, 0, 1, hour, 30));
        expect(homeYear(instant), instant.toISOString()).toBe(Number(inEcuador.format(instant)));
      }
    }
  });
});

describe('prices and counts, as es-EC writes them', () => {
  const usd = new Intl.NumberFormat('es-EC', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  });
  const integer = new Intl.NumberFormat('es-EC');

  it('groups thousands with points and cents with a comma', () => {
    expect(formatPrice('247.00')).toBe('$247,00');
    expect(formatPrice('1247.5')).toBe('$1.247,50');
    expect(formatPrice(0)).toBe('$0,00');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(999)).toBe('999');
  });

  it('matches Intl on every price and count of a wide sweep', () => {
    for (let cents = 0; cents <= 5_000_000; cents += 997) {
      const amount = (cents / 100).toFixed(2);
      expect(formatPrice(amount), amount).toBe(usd.format(Number(amount)));
    }
    for (const amount of ['0.01', '0.99', '999.99', '1000.00', '99999.99', '1000000.00']) {
      expect(formatPrice(amount), amount).toBe(usd.format(Number(amount)));
    }
    for (let n = 0; n <= 20_000_000; n = n < 20_000 ? n + 1 : n + 7919) {
      expect(formatCount(n), String(n)).toBe(integer.format(n));
    }
  });
});

describe('rates and lists, as Spanish writes them', () => {
  const percent = new Intl.NumberFormat('es-EC', { style: 'percent', maximumFractionDigits: 2 });
  const conjunction = new Intl.ListFormat('es', { type: 'conjunction' });

  it('writes a rate as a percentage with a decimal comma, and joins cards with "y"', () => {
    expect(formatPercent(0.15)).toBe('15%');
    expect(formatPercent(0.125)).toBe('12,5%');
    expect(formatList(['Visa', 'Master Card'])).toBe('Visa y Master Card');
    expect(formatList(['Visa', 'Master Card', 'Ibis'])).toBe('Visa, Master Card e Ibis');
  });

  it('matches Intl on every rate of four decimals up to 150 %, and a few beyond', () => {
    for (let basisPoints = -100; basisPoints <= 15_000; basisPoints++) {
      const rate = basisPoints / 10_000;
      expect(formatPercent(rate), String(rate)).toBe(percent.format(rate));
    }
    for (const rate of [12.5, 123.456, 1000, -0.5])
      expect(formatPercent(rate), String(rate)).toBe(percent.format(rate));
  });

  it('matches Intl on lists of any length, "e" before the sound "i" included', () => {
    const words = [
      'Visa',
      'Master Card',
      'Ibis',
      'IVA',
      'hielo',
      'hiato',
      'Hinojo',
      'hi',
      'hio',
      'Ícaro',
      'Yate',
      'H',
      '',
    ];
    expect(formatList([])).toBe(conjunction.format([]));
    for (const last of words) {
      for (const list of [[last], ['Visa', last], ['Visa', 'Diners', last]]) {
        expect(formatList(list), JSON.stringify(list)).toBe(conjunction.format(list));
      }
    }
  });
});

describe('dates on Ecuador’s calendar', () => {
  it('match Intl’s es-EC long date in America/Guayaquil, every day of several years, evening included', () => {
    const intl = new Intl.DateTimeFormat('es-EC', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Guayaquil',
    });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      // 04:59 UTC is still the evening before in Ecuador; 05:00, the day itself.
      for (const minutes of [0, 299, 300, 1439]) {
        const instant = new Date(day + minutes * 60_000);
        expect(formatHomeDate(instant), instant.toISOString()).toBe(intl.format(instant));
      }
    }
  });
});

describe('month names', () => {
  it('names the twelve months in Spanish, whatever the process time zone', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      expect(Array.from({ length: 12 }, (_, i) => formatMonthName(i + 1))).toEqual([
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
      ]);
    } finally {
      process.env.TZ = zone;
    }
  });
});
