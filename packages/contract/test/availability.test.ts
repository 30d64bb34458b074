import { describe, expect, it } from 'vitest';
import { isLessonAvailable, timeUntil } from '../src/index.ts';

const now = new Date('2026-03-10T15:00:00Z');

describe('lesson availability (spec §4)', () => {
  it('is available without a start date or once the start has come', () => {
    expect(isLessonAvailable(null, now)).toBe(true);
    expect(isLessonAvailable(undefined, now)).toBe(true);
    expect(isLessonAvailable('2026-03-10T15:00:00Z', now)).toBe(true);
    expect(isLessonAvailable(new Date('2025-01-01T00:00:00Z'), now)).toBe(true);
  });
  it('is not available before its start, even later the same day', () => {
    expect(isLessonAvailable('2026-03-10T15:00:01Z', now)).toBe(false);
    expect(isLessonAvailable('2026-03-11T00:00:00Z', now)).toBe(false);
  });
  it('tells the time remaining in days, hours and minutes', () => {
    expect(timeUntil('2026-03-12T17:30:00Z', now)).toEqual({ days: 2, hours: 2, minutes: 30 });
    expect(timeUntil('2026-03-10T15:00:30Z', now)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(timeUntil('2026-03-01T00:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
