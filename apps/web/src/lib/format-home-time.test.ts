import { describe, expect, it } from 'vitest';
import { formatHomeDate, formatHomeDateTime } from './format-home-time.ts';

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
