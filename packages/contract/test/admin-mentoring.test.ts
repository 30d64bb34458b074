import { describe, expect, it } from 'vitest';
import {
  adminSlotInputSchema,
  isCalendarDate,
  slotLocalParts,
  slotStartsAt,
} from '../src/admin-mentoring.ts';

const base = { duration_minutes: 45, capacity: 2 };

describe('operator mentoring sessions: date and time in a zone', () => {
  it('turns a wall-clock time in a zone into UTC, daylight saving included, and back', () => {
    expect(
      slotStartsAt({ date: '2027-01-15', time: '20:00', time_zone: 'America/Guayaquil' }).toISOString(),
    ).toBe('2027-01-16T01:00:00.000Z');
    expect(
      slotStartsAt({ date: '2027-07-01', time: '18:30', time_zone: 'Europe/Madrid' }).toISOString(),
    ).toBe('2027-07-01T16:30:00.000Z');
    expect(
      slotStartsAt({ date: '2027-01-01', time: '18:30', time_zone: 'Europe/Madrid' }).toISOString(),
    ).toBe('2027-01-01T17:30:00.000Z');
    expect(slotLocalParts('2027-01-16T01:00:00.000Z', 'America/Guayaquil')).toEqual({
      date: '2027-01-15',
      time: '20:00',
    });
    expect(slotLocalParts('2027-01-16T01:00:00.000Z', 'America/Mexico_City')).toEqual({
      date: '2027-01-15',
      time: '19:00',
    });
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-04-31')).toBe(false);
    expect(isCalendarDate('2027-4-3')).toBe(false);
  });

  it('refuses in Spanish a time the clock skips, a bad zone and a bad date; defaults the zone to Ecuador', () => {
    const skipped = adminSlotInputSchema.safeParse({
      ...base,
      date: '2027-03-14',
      time: '02:30',
      time_zone: 'America/New_York',
    });
    expect(skipped.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['time', 'Esa hora no existe en la zona elegida (ese día se adelanta el reloj): elija otra.'],
    ]);
    const bad = adminSlotInputSchema.safeParse({
      ...base,
      date: '2027-02-30',
      time: '7:00',
      time_zone: 'Luna',
    });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['date', 'time', 'time_zone']);
    const ok = adminSlotInputSchema.parse({ ...base, date: '2027-03-14', time: '02:30', room_url: '' });
    expect(ok).toMatchObject({ time_zone: 'America/Guayaquil', room_url: null, title: '' });
  });
});
