import { describe, expect, it } from 'vitest';
import { formatHomeDate, formatHomeDateTime, homeYear } from './format.ts';

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
});
