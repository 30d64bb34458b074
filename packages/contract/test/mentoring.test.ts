import { describe, expect, it } from 'vitest';
import {
  bookingRefusal,
  canCancelBooking,
  cancelDeadline,
  DEFAULT_MENTORING_TIME_ZONE,
  freePlaces,
  groupSlotsByDay,
  localDayKey,
  MENTORING_CANCEL_CUTOFF_HOURS,
  MENTORING_TIME_ZONES,
  mentoryUserRequestSchema,
  resolveTimeZone,
  utcOffsetLabel,
  utcOffsetMinutes,
} from '../src/mentoring.ts';

const now = new Date('2026-03-10T15:00:00Z');
const slot = (
  over: Partial<{ startsAt: string; capacity: number; booked: number; bookedByMe: boolean }> = {},
) => ({
  startsAt: '2026-03-12T01:00:00Z',
  capacity: 3,
  booked: 0,
  bookedByMe: false,
  ...over,
});

describe('capacity', () => {
  it('counts free places and never goes negative', () => {
    expect(freePlaces(3, 0)).toBe(3);
    expect(freePlaces(3, 3)).toBe(0);
    expect(freePlaces(3, 5)).toBe(0);
  });

  it('refuses a full slot, a past one and a second booking, in that priority', () => {
    expect(bookingRefusal(slot(), now)).toBeNull();
    expect(bookingRefusal(slot({ booked: 2 }), now)).toBeNull();
    expect(bookingRefusal(slot({ booked: 3 }), now)).toBe('full');
    expect(bookingRefusal(slot({ startsAt: '2026-03-10T15:00:00Z' }), now)).toBe('past');
    expect(bookingRefusal(slot({ startsAt: '2026-03-01T00:00:00Z', booked: 3 }), now)).toBe('past');
    expect(bookingRefusal(slot({ bookedByMe: true, booked: 3 }), now)).toBe('alreadyBooked');
  });
});

describe('cancel cut-off', () => {
  it('is 24 hours before the start, inclusive', () => {
    expect(MENTORING_CANCEL_CUTOFF_HOURS).toBe(24);
    const start = '2026-03-11T15:00:00Z';
    expect(cancelDeadline(start).toISOString()).toBe('2026-03-10T15:00:00.000Z');
    expect(canCancelBooking(start, now)).toBe(true);
    expect(canCancelBooking(start, new Date(now.getTime() + 1))).toBe(false);
    expect(canCancelBooking('2026-03-11T14:59:59Z', now)).toBe(false);
    expect(canCancelBooking('2026-03-20T00:00:00Z', now)).toBe(true);
  });
});

describe('time zones (Intl)', () => {
  it('Ecuador is UTC−5 and Mexico City UTC−6 all year (no daylight saving since 2022)', () => {
    for (const at of [
      '2026-01-15T12:00:00Z',
      '2026-04-15T12:00:00Z',
      '2026-07-15T12:00:00Z',
      '2026-10-30T12:00:00Z',
    ]) {
      expect(utcOffsetMinutes('America/Guayaquil', at)).toBe(-300);
      expect(utcOffsetMinutes('America/Mexico_City', at)).toBe(-360);
      expect(utcOffsetLabel('America/Guayaquil', at)).toBe('UTC−5');
      expect(utcOffsetLabel('America/Mexico_City', at)).toBe('UTC−6');
    }
  });

  it('follows daylight saving where a zone has it', () => {
    expect(utcOffsetLabel('Europe/Madrid', '2026-01-15T12:00:00Z')).toBe('UTC+1');
    expect(utcOffsetLabel('Europe/Madrid', '2026-07-15T12:00:00Z')).toBe('UTC+2');
    expect(utcOffsetLabel('Europe/Lisbon', '2026-01-15T12:00:00Z')).toBe('UTC');
    expect(utcOffsetLabel('Asia/Kolkata', '2026-01-15T12:00:00Z')).toBe('UTC+5:30');
  });

  it('a session at 01:00 UTC falls on the previous evening in Ecuador and Mexico', () => {
    const at = '2026-03-12T01:00:00Z';
    expect(localDayKey(at, 'UTC')).toBe('2026-03-12');
    expect(localDayKey(at, 'America/Guayaquil')).toBe('2026-03-11');
    expect(localDayKey(at, 'America/Mexico_City')).toBe('2026-03-11');
    expect(localDayKey(at, 'Europe/Madrid')).toBe('2026-03-12');
  });

  it('groups slots by local day in time order', () => {
    const slots = [
      { id: 3, starts_at: '2026-03-13T15:00:00Z' },
      { id: 1, starts_at: '2026-03-12T01:00:00Z' },
      { id: 2, starts_at: '2026-03-11T20:00:00Z' },
    ];
    expect(groupSlotsByDay(slots, 'America/Guayaquil')).toEqual([
      { day: '2026-03-11', slots: [slots[2], slots[1]] },
      { day: '2026-03-13', slots: [slots[0]] },
    ]);
    expect(groupSlotsByDay(slots, 'UTC').map((g) => g.day)).toEqual([
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
  });

  it('uses the browser zone when known, else Ecuador; every selector zone is known', () => {
    expect(resolveTimeZone('America/Lima')).toBe('America/Lima');
    expect(resolveTimeZone('Marte/Olimpo')).toBe(DEFAULT_MENTORING_TIME_ZONE);
    expect(resolveTimeZone(undefined)).toBe('America/Guayaquil');
    for (const z of MENTORING_TIME_ZONES) expect(resolveTimeZone(z.timeZone)).toBe(z.timeZone);
    expect(new Set(MENTORING_TIME_ZONES.map((z) => z.country)).size).toBe(MENTORING_TIME_ZONES.length);
  });
});

describe('request schema', () => {
  it('takes a numeric id or digits, and refuses anything else in Spanish', () => {
    expect(mentoryUserRequestSchema.parse({ mentory_id: '7' })).toEqual({ mentory_id: 7 });
    for (const bad of [
      {},
      { mentory_id: 'x' },
      { mentory_id: -1 },
      { mentory_id: 1.5 },
      { mentory_id: true },
    ]) {
      const r = mentoryUserRequestSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/mentoría/);
    }
  });
});
