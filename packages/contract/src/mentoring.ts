// Mentoring (spec §2 /v2/mentories/:id, §3 "days", §7 "Mentoring"): live sessions of a course with a
// capacity. Times travel and are stored in UTC (ISO 8601 with Z); the web shows them in the
// student's zone. The rules here (cut-off, bookability, day grouping, zone labels) are pure and
// shared: the API decides with them, the web explains with them.
import * as z from 'zod';
import './zod-es.ts';
import { ERROR_CODES } from './errors.ts';
import { dateTimeFormat } from './intl.ts';
import { labelled, labelledId } from './questions.ts';

/** A booking can be cancelled until this many hours before the session starts. */
export const MENTORING_CANCEL_CUTOFF_HOURS = 24;
const CUTOFF_MS = MENTORING_CANCEL_CUTOFF_HOURS * 3_600_000;

/**
 * Upcoming bookings one student may hold in one course at a time, unless the operator sets another
 * number (between the bounds below): one student must not take every seat of every session.
 */
export const MENTORING_DEFAULT_MAX_BOOKINGS = 2;
export const MENTORING_MAX_BOOKINGS_MIN = 1;
export const MENTORING_MAX_BOOKINGS_MAX = 20;

/** The zone shown when the browser's is unknown: Ecuador (the product's home, UTC−5). */
export const DEFAULT_MENTORING_TIME_ZONE = 'America/Guayaquil';

/** Zones of the spec's countries (§5/§9 phone countries), for the selector; the browser's comes first when different. */
export const MENTORING_TIME_ZONES = [
  { country: 'EC', timeZone: 'America/Guayaquil', label: 'Ecuador' },
  { country: 'PE', timeZone: 'America/Lima', label: 'Perú' },
  { country: 'CO', timeZone: 'America/Bogota', label: 'Colombia' },
  { country: 'MX', timeZone: 'America/Mexico_City', label: 'México (Ciudad de México)' },
  { country: 'VE', timeZone: 'America/Caracas', label: 'Venezuela' },
  { country: 'CL', timeZone: 'America/Santiago', label: 'Chile' },
  { country: 'AR', timeZone: 'America/Argentina/Buenos_Aires', label: 'Argentina' },
  { country: 'BR', timeZone: 'America/Sao_Paulo', label: 'Brasil (São Paulo)' },
  { country: 'US', timeZone: 'America/New_York', label: 'Estados Unidos (Nueva York)' },
  { country: 'ES', timeZone: 'Europe/Madrid', label: 'España' },
  { country: 'PT', timeZone: 'Europe/Lisbon', label: 'Portugal' },
] as const;

export const MENTORING_MESSAGES = {
  booked: 'Mentoría reservada. Le enviamos la invitación por correo.',
  cancelled: 'Reserva cancelada. Su cupo quedó libre.',
  notFound: 'La mentoría no existe.',
  courseNotFound: 'El curso no existe.',
  full: 'No quedan cupos en esta mentoría.',
  alreadyBooked: 'Ya tiene una reserva en esta mentoría.',
  past: 'Esta mentoría ya comenzó o terminó; no se puede reservar.',
  notBooked: 'No tiene una reserva en esta mentoría.',
  cutoff: `Ya no se puede cancelar: las cancelaciones cierran ${MENTORING_CANCEL_CUTOFF_HOURS} horas antes de la mentoría.`,
  limitReached: (max: number) =>
    max === 1
      ? 'Ya tiene una mentoría reservada en este curso. Cancele esa reserva o espere a que pase para reservar otra.'
      : `Ya tiene ${max} mentorías reservadas en este curso, el máximo permitido. Cancele una reserva o espere a que pase para reservar otra.`,
} as const;

/** Stable codes of the mentoring errors (beside the Spanish message): clients branch on these. */
export const MENTORING_ERROR_CODES = {
  full: ERROR_CODES.mentoryFull,
  alreadyBooked: ERROR_CODES.mentoryAlreadyBooked,
  past: ERROR_CODES.mentoryPast,
  notBooked: ERROR_CODES.mentoryNotBooked,
  cutoff: ERROR_CODES.mentoryCancelClosed,
  limitReached: ERROR_CODES.mentoryLimitReached,
} as const;

// ── Pure rules ──────────────────────────────────────────────────────────────────────────────────
type Instant = string | Date;
const ms = (at: Instant) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/** Places left in a slot (never negative). */
export function freePlaces(capacity: number, booked: number): number {
  return Math.max(0, capacity - booked);
}

/** The last instant a booking of a session starting at `startsAt` may be cancelled. */
export function cancelDeadline(startsAt: Instant): Date {
  return new Date(ms(startsAt) - CUTOFF_MS);
}

/** Whether a booking may still be cancelled: up to and including the cut-off instant. */
export function canCancelBooking(startsAt: Instant, now: Date = new Date()): boolean {
  return now.getTime() <= ms(startsAt) - CUTOFF_MS;
}

export type BookingRefusal = 'past' | 'full' | 'alreadyBooked';

/** Why a student cannot book a slot now, or null when they can. Checked in this order. */
export function bookingRefusal(
  slot: { startsAt: Instant; capacity: number; booked: number; bookedByMe: boolean },
  now: Date = new Date(),
): BookingRefusal | null {
  if (slot.bookedByMe) return 'alreadyBooked';
  if (ms(slot.startsAt) <= now.getTime()) return 'past';
  if (freePlaces(slot.capacity, slot.booked) === 0) return 'full';
  return null;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The zone to show: the browser's when known, else Ecuador. */
export function resolveTimeZone(browserZone: string | null | undefined): string {
  return isKnownTimeZone(browserZone) ? browserZone : DEFAULT_MENTORING_TIME_ZONE;
}

/** Minutes east of UTC of `timeZone` at `at` (Ecuador −300, Mexico City −360). */
export function utcOffsetMinutes(timeZone: string, at: Instant): number {
  const date = new Date(ms(at));
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** "UTC−5", "UTC+1", "UTC−3:30": the offset of `timeZone` at `at`, with a real minus sign. */
export function utcOffsetLabel(timeZone: string, at: Instant): string {
  const offset = utcOffsetMinutes(timeZone, at);
  if (offset === 0) return 'UTC';
  const sign = offset < 0 ? '−' : '+';
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** The calendar day (YYYY-MM-DD) of an instant in `timeZone`: the key slots are grouped by. */
export function localDayKey(at: Instant, timeZone: string): string {
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(ms(at)));
}

/** Slots grouped by their local day in `timeZone`, days and slots in time order. */
export function groupSlotsByDay<T extends { starts_at: string }>(
  slots: readonly T[],
  timeZone: string,
): Array<{ day: string; slots: T[] }> {
  const sorted = [...slots].sort((a, b) => ms(a.starts_at) - ms(b.starts_at));
  const groups: Array<{ day: string; slots: T[] }> = [];
  for (const slot of sorted) {
    const day = localDayKey(slot.starts_at, timeZone);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.slots.push(slot);
    else groups.push({ day, slots: [slot] });
  }
  return groups;
}

// ── Schemas (spec §7 "Mentoring"; payloads not shown there, designed here) ──────────────────────
export const mentoryCourseParamsSchema = z.object({ id: labelledId('curso') });

/** GET /api/v2/mentory/courses/{id}: the course for the user, with `days` (spec §3). */
export const mentoryCourseResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** How many days the mentoring runs; null when the course does not say. */
  days: z.number().int().nullable(),
  certificate: z.boolean(),
  /** Upcoming sessions of the course and the caller's own upcoming bookings. */
  upcoming_mentories: z.number().int(),
  my_bookings: z.number().int(),
  /** Upcoming bookings the caller may hold in this course at a time (set by the operator). */
  max_bookings: z.number().int(),
  cancel_cutoff_hours: z.number().int(),
});
export type MentoryCourse = z.infer<typeof mentoryCourseResponseSchema>;

/** One session as the student sees it. `room_url` only reaches students who booked it. */
export const mentorySlotSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  /** UTC, ISO 8601 (`2026-12-01T01:00:00.000Z`). */
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  capacity: z.number().int(),
  booked: z.number().int(),
  /** Places left. */
  available: z.number().int(),
  booked_by_me: z.boolean(),
  /** Whether the caller's booking may still be cancelled (false when not booked). */
  can_cancel: z.boolean(),
  /** Last instant to cancel (UTC). */
  cancel_until: z.string(),
  room_url: z.string().nullable(),
});
export type MentorySlot = z.infer<typeof mentorySlotSchema>;

/** GET /api/v2/mentory-available/{id}: upcoming sessions of course `id`, soonest first. */
export const mentoryAvailableResponseSchema = z.object({ data: z.array(mentorySlotSchema) });
export type MentoryAvailableResponse = z.infer<typeof mentoryAvailableResponseSchema>;

/**
 * POST /api/v2/mentory-user and /api/v2/mentory-user/cancel-mentory: `{mentory_id}` (a slot id), and
 * optionally the student's `time_zone` (IANA name) for the e-mail's times (Ecuador when absent).
 */
export const mentoryUserRequestSchema = z.object({
  mentory_id: labelledId('mentoría'),
  time_zone: z
    .string(labelled('zona horaria'))
    .max(64)
    .refine(isKnownTimeZone, { message: 'La zona horaria no es válida.' })
    .optional(),
});
export type MentoryUserRequest = z.infer<typeof mentoryUserRequestSchema>;

export const mentoryUserResponseSchema = z.object({ message: z.string(), data: mentorySlotSchema });
export type MentoryUserResponse = z.infer<typeof mentoryUserResponseSchema>;

/** Operator input for a session (seed, admin): capacity 1–500, 15–480 minutes. */
export const mentorySlotInputSchema = z.object({
  title: z.string(labelled('título')).trim().max(200).default(''),
  starts_at: z.iso.datetime({ offset: true }),
  duration_minutes: z.number(labelled('duración')).int().min(15).max(480),
  capacity: z.number(labelled('cupos')).int().min(1).max(500),
  room_url: z.url().max(2000).nullable().default(null),
});
