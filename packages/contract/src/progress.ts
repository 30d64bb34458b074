// Progress rules (spec §3 "Progress", §4 "Resource completion", §9): pure, shared by the API, which
// decides, and the web, which explains. A video counts completed at 90 % of its DISTINCT seconds
// really played; links and files on opening; a course's progress is its completed resources.
import { PROGRESS_CAP, RESOURCE_COMPLETION_RATIO } from './constants.ts';

/** The fastest playback speed the player offers; credit faster than wall-clock × this is refused. */
export const MAX_PLAYBACK_RATE = 2;
/** Seconds of tolerance on the wall-clock cap (network jitter between two reports). */
export const PROGRESS_SLACK_SECONDS = 3;
/** How often the player reports the ranges it played while a video plays. */
export const HEARTBEAT_SECONDS = 10;
/** Bounds of a video length the server accepts (probed from a file or entered by the operator). */
export const MIN_VIDEO_SECONDS = 1;
export const MAX_VIDEO_SECONDS = 6 * 3600;
/** At most this many ranges in one report (a real player sends a handful). */
export const MAX_RANGES_PER_REPORT = 200;

/** A played span `[start, end)` in seconds, as the player measures it. */
export type PlayedRange = readonly [number, number];
/** A span in whole seconds, `[start, end)`, `start < end`. */
export type SecondsRange = [number, number];

/** Spec §7 getUserProgress: entries with a value, summed and capped at 100 in the mini view. */
export function sumProgress(entries: ReadonlyArray<{ value: number }>): number {
  const total = entries.reduce((sum, e) => sum + (Number.isFinite(e.value) ? e.value : 0), 0);
  return Math.max(0, Math.min(PROGRESS_CAP, Math.round(total)));
}

/** The value one completed resource adds when a course has `total` resources. */
export function progressEntryValue(total: number): number {
  return total > 0 ? PROGRESS_CAP / total : 0;
}

/**
 * Whole percent of a course completed: floor, so 74.9 % is 74 and the certificate's 75 % rule
 * (`percent >= 75`) is exact; capped at 100; 0 for a course without resources.
 */
export function coursePercent(completed: number, total: number): number {
  if (total <= 0 || completed <= 0) return 0;
  return Math.min(PROGRESS_CAP, Math.floor((Math.min(completed, total) * PROGRESS_CAP) / total));
}

/**
 * Played spans → whole seconds within `[0, duration)`, sorted and merged. A span counts every
 * second it touches (start rounded down, end up): the wall-clock cap, not the rounding, is what
 * keeps credit honest. Empty, inverted and non-finite spans are dropped.
 */
export function normaliseRanges(ranges: ReadonlyArray<PlayedRange>, duration: number): SecondsRange[] {
  const spans: SecondsRange[] = [];
  for (const [a, b] of ranges) {
    if (!Number.isFinite(a) || !Number.isFinite(b) || b <= a) continue;
    const start = Math.max(0, Math.floor(a));
    const end = Math.min(duration, Math.ceil(b));
    if (end > start) spans.push([start, end]);
  }
  spans.sort((x, y) => x[0] - y[0]);
  const merged: SecondsRange[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

export function rangesLength(ranges: ReadonlyArray<SecondsRange>): number {
  return ranges.reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** Distinct seconds a video of `duration` seconds needs to count as completed (90 %). */
export function requiredSeconds(duration: number): number {
  return Math.ceil(duration * RESOURCE_COMPLETION_RATIO - 1e-9);
}

export function isVideoComplete(watchedSeconds: number, duration: number): boolean {
  return duration > 0 && watchedSeconds >= requiredSeconds(duration);
}

/** Whole percent of a video seen (floor, so "89 %" never reads as done). */
export function watchedPercent(watchedSeconds: number, duration: number): number {
  if (duration <= 0) return 0;
  return Math.min(100, Math.floor((Math.max(0, watchedSeconds) * 100) / duration));
}

/**
 * New distinct seconds a report may add, from how far the student's one playback clock lags behind
 * now (`elapsedSeconds`; each credited second moves the clock on by 1 ÷ the top speed): that lag
 * times the top speed, plus a little slack. A clock ahead of now (credit just taken) shrinks the
 * slack, so many small reports cannot each take it. A clock started now (first report) gets the slack.
 */
export function creditAllowance(elapsedSeconds: number | null): number {
  if (elapsedSeconds === null || !Number.isFinite(elapsedSeconds)) return PROGRESS_SLACK_SECONDS;
  return Math.max(0, elapsedSeconds * MAX_PLAYBACK_RATE + PROGRESS_SLACK_SECONDS);
}

/** A length reported by a player, kept only when it is plausible; otherwise null. */
export function boundDuration(reported: number | null | undefined): number | null {
  if (reported == null || !Number.isFinite(reported)) return null;
  const seconds = Math.round(reported);
  return seconds >= MIN_VIDEO_SECONDS && seconds <= MAX_VIDEO_SECONDS ? seconds : null;
}

/** Where the player starts: the stored position, from 0 once the video is completed or near its end. */
export function resumePosition(position: number, completed: boolean, duration: number | null): number {
  if (completed || position <= 0) return 0;
  if (duration !== null && position >= duration - 1) return 0;
  return Math.floor(position);
}

/**
 * A length typed by the operator as `h:mm:ss`, `mm:ss` or plain seconds → seconds; null when it is
 * not one of those or falls outside a plausible video length.
 */
export function parseClockDuration(text: string): number | null {
  const match = /^\s*(?:(?:(\d{1,2}):)?(\d{1,3}):)?(\d{1,5})\s*$/.exec(text);
  if (!match) return null;
  const [h, m, s] = [match[1], match[2], match[3]].map((x) => (x === undefined ? 0 : Number(x))) as [
    number,
    number,
    number,
  ];
  if (match[2] !== undefined && s >= 60) return null;
  if (match[1] !== undefined && m >= 60) return null;
  const total = h * 3600 + m * 60 + s;
  return total >= MIN_VIDEO_SECONDS && total <= MAX_VIDEO_SECONDS ? total : null;
}

/** Seconds → `h:mm:ss` (or `m:ss` under an hour), as the operator reads a player's clock. */
export function formatClockDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}
