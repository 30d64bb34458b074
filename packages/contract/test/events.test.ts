import { describe, expect, it } from 'vitest';
import { clockTime, eventDateText, localTimes, localTimesText, zonedInstant } from '../src/events.ts';

// Spec §9: Monday 31 January 2022, 8 pm Ecuador/Peru, 7 pm Mexico.
const WEBINAR = new Date('2022-02-01T01:00:00Z');

describe('event times', () => {
  it('stores the webinar as one instant', () => {
    expect(zonedInstant(2022, 1, 31, 20, 0).toISOString()).toBe(WEBINAR.toISOString());
  });

  it("reproduces the spec's line from the instant", () => {
    expect(localTimesText(WEBINAR)).toBe('8 pm Ecuador/Perú, 7 pm México');
    expect(eventDateText(WEBINAR)).toBe('lunes 31 de enero de 2022');
  });

  it('gives every country its own local time and marks a change of day', () => {
    const byCountry = Object.fromEntries(localTimes(WEBINAR).map((t) => [t.country, t]));
    expect(byCountry.CO).toMatchObject({ time: '8 pm', dayOffset: 0 });
    expect(byCountry.VE).toMatchObject({ time: '9 pm', dayOffset: 0 });
    // Chile and Argentina in January (southern summer).
    expect(byCountry.CL).toMatchObject({ time: '10 pm', dayOffset: 0 });
    expect(byCountry.AR).toMatchObject({ time: '10 pm', dayOffset: 0 });
    expect(byCountry.US).toMatchObject({ time: '8 pm', dayOffset: 0 });
    expect(byCountry.ES).toMatchObject({ time: '2 am', dayOffset: 1 });
    expect(localTimesText(WEBINAR, ['EC', 'ES'])).toBe('8 pm Ecuador, 2 am (día siguiente) España');
  });

  it('follows daylight saving time where a country has it', () => {
    // 20:00 in Ecuador on 6 July 2026: Madrid is on summer time (UTC+2), Mexico keeps UTC−6 all year.
    const july = zonedInstant(2026, 7, 6, 20, 0);
    expect(july.toISOString()).toBe('2026-07-07T01:00:00.000Z');
    expect(localTimesText(july, ['EC', 'MX', 'ES'])).toBe(
      '8 pm Ecuador, 7 pm México, 3 am (día siguiente) España',
    );
    const madrid = zonedInstant(2026, 3, 29, 3, 30, 'Europe/Madrid');
    expect(madrid.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('writes minutes, noon and midnight the way people read them', () => {
    expect(clockTime(new Date('2022-02-01T00:30:00Z'))).toBe('7:30 pm');
    expect(clockTime(new Date('2022-01-31T17:00:00Z'))).toBe('12 pm');
    expect(clockTime(new Date('2022-01-31T05:00:00Z'))).toBe('12 am');
    expect(clockTime(new Date('2022-01-31T14:05:00Z'))).toBe('9:05 am');
  });
});
