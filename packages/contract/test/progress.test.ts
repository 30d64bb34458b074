import { describe, expect, it } from 'vitest';
import {
  boundDuration,
  coursePercent,
  creditAllowance,
  formatClockDuration,
  isVideoComplete,
  MAX_PLAYBACK_RATE,
  normaliseRanges,
  PROGRESS_SLACK_SECONDS,
  parseClockDuration,
  progressEntryValue,
  rangesLength,
  requiredSeconds,
  resumePosition,
  sumProgress,
  watchedPercent,
} from '../src/progress.ts';

describe('sumProgress (spec §3: entries summed, capped at 100)', () => {
  it('sums the values and caps the total at 100', () => {
    expect(sumProgress([{ value: 30 }, { value: 25.5 }])).toBe(56);
    expect(sumProgress([{ value: 60 }, { value: 60 }])).toBe(100);
    expect(sumProgress([])).toBe(0);
  });
  it('ignores values that are not numbers and never goes below 0', () => {
    expect(sumProgress([{ value: Number.NaN }, { value: 10 }])).toBe(10);
    expect(sumProgress([{ value: -50 }])).toBe(0);
  });
  it('entries of one course sum to exactly 100 when all its resources are completed', () => {
    const value = progressEntryValue(7);
    expect(sumProgress(Array.from({ length: 7 }, () => ({ value })))).toBe(100);
    expect(progressEntryValue(0)).toBe(0);
  });
});

describe('coursePercent', () => {
  it('floors, so the 75 % certificate rule is exact', () => {
    expect(coursePercent(3, 4)).toBe(75);
    expect(coursePercent(74, 99)).toBe(74); // 74.7 %
    expect(coursePercent(0, 10)).toBe(0);
    expect(coursePercent(5, 0)).toBe(0);
    expect(coursePercent(12, 10)).toBe(100);
  });
});

describe('normaliseRanges', () => {
  it('rounds outward to whole seconds, clamps to the video, sorts and merges', () => {
    expect(
      normaliseRanges(
        [
          [4.2, 6.1],
          [0, 2.5],
          [2.5, 3],
        ],
        100,
      ),
    ).toEqual([
      [0, 3],
      [4, 7],
    ]);
    expect(normaliseRanges([[95, 130]], 100)).toEqual([[95, 100]]);
  });
  it('drops empty, inverted and non-finite spans', () => {
    expect(
      normaliseRanges(
        [
          [5, 5],
          [8, 2],
          [Number.NaN, 3],
          [1, Number.POSITIVE_INFINITY],
        ],
        10,
      ),
    ).toEqual([]);
  });
  it('counts each second once however often it is reported', () => {
    const r = normaliseRanges(
      [
        [0, 10],
        [0, 10],
        [5, 10],
      ],
      60,
    );
    expect(rangesLength(r)).toBe(10);
  });
});

describe('completion at 90 % of distinct seconds (spec §9)', () => {
  it('needs 90 % of the length, rounded up', () => {
    expect(requiredSeconds(100)).toBe(90);
    expect(requiredSeconds(6)).toBe(6);
    expect(requiredSeconds(61)).toBe(55);
    expect(isVideoComplete(89, 100)).toBe(false);
    expect(isVideoComplete(90, 100)).toBe(true);
    expect(isVideoComplete(10, 0)).toBe(false);
  });
  it('reports whole percent seen, floored', () => {
    expect(watchedPercent(82, 100)).toBe(82);
    expect(watchedPercent(899, 1000)).toBe(89);
    expect(watchedPercent(5, 0)).toBe(0);
    expect(watchedPercent(200, 100)).toBe(100);
  });
});

describe('creditAllowance (wall clock × top speed)', () => {
  it('allows twice the elapsed time plus slack', () => {
    expect(creditAllowance(10)).toBe(10 * MAX_PLAYBACK_RATE + PROGRESS_SLACK_SECONDS);
    // A clock ahead of now (credit just taken) leaves less than the slack, down to nothing.
    expect(creditAllowance(-1)).toBe(PROGRESS_SLACK_SECONDS - MAX_PLAYBACK_RATE);
    expect(creditAllowance(-5)).toBe(0);
  });
  it('allows only the slack before the clock has started', () => {
    expect(creditAllowance(null)).toBe(PROGRESS_SLACK_SECONDS);
  });
});

describe('boundDuration and resumePosition', () => {
  it('keeps plausible lengths only', () => {
    expect(boundDuration(61.4)).toBe(61);
    expect(boundDuration(0)).toBeNull();
    expect(boundDuration(Number.POSITIVE_INFINITY)).toBeNull();
    expect(boundDuration(10 * 3600)).toBeNull();
    expect(boundDuration(undefined)).toBeNull();
  });
  it('resumes where the student left off, from 0 once completed or at the end', () => {
    expect(resumePosition(42.7, false, 100)).toBe(42);
    expect(resumePosition(42, true, 100)).toBe(0);
    expect(resumePosition(99.5, false, 100)).toBe(0);
    expect(resumePosition(30, false, null)).toBe(30);
  });
});

describe("parseClockDuration and formatClockDuration (the operator types a player's clock)", () => {
  it('reads h:mm:ss, mm:ss and plain seconds', () => {
    expect(parseClockDuration('1:02:03')).toBe(3723);
    expect(parseClockDuration('12:34')).toBe(754);
    expect(parseClockDuration(' 90 ')).toBe(90);
    expect(parseClockDuration('75:00')).toBe(4500);
  });
  it('refuses what is not a length, or not a plausible one', () => {
    for (const bad of ['', 'abc', '1:60', '1:61:00', '0', '0:00', '7:00:00', '-5', '1.5', '12:3a']) {
      expect(parseClockDuration(bad), bad).toBeNull();
    }
  });
  it('writes seconds back as the player shows them', () => {
    expect(formatClockDuration(3723)).toBe('1:02:03');
    expect(formatClockDuration(754)).toBe('12:34');
    expect(formatClockDuration(6)).toBe('0:06');
    expect(parseClockDuration(formatClockDuration(5025))).toBe(5025);
  });
});
