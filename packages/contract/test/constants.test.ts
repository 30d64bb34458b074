import { describe, expect, it } from 'vitest';
import { HOME_TIME_ZONE, HOME_UTC_OFFSET_MINUTES } from '../src/constants.ts';

/** The zone's own offset at `instant`, as the time-zone database gives it ("GMT-05:00" → -300). */
function zoneOffsetMinutes(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: HOME_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /^GMT([+-])(\d\d):(\d\d)$/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

describe('the home offset', () => {
  it('is the home zone’s offset in every month from 1994 to 2040', () => {
    for (let year = 1994; year <= 2040; year++) {
      for (let month = 0; month < 12; month++) {
        const instant = new Date(Date.UTC(year, month, 15, 12));
        expect(zoneOffsetMinutes(instant), instant.toISOString()).toBe(HOME_UTC_OFFSET_MINUTES);
      }
    }
  });
});
