/**
 * Lesson availability (spec §4): a lesson is available when its start date is not after now; a
 * lesson with no start date is available. The server uses the same rule to decide whether a
 * resource's video may leave it, so the comparison is to the instant, not to the calendar day.
 */
export function isLessonAvailable(
  startsAt: string | Date | null | undefined,
  now: Date = new Date(),
): boolean {
  if (startsAt == null) return true;
  const at = typeof startsAt === 'string' ? new Date(startsAt) : startsAt;
  if (Number.isNaN(at.getTime())) return true;
  return at.getTime() <= now.getTime();
}

export type TimeRemaining = { days: number; hours: number; minutes: number };

/** Whole days, hours and minutes until `startsAt` (zeros once it has passed). */
export function timeUntil(startsAt: string | Date, now: Date = new Date()): TimeRemaining {
  const at = typeof startsAt === 'string' ? new Date(startsAt) : startsAt;
  const totalMinutes = Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 60_000));
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}
