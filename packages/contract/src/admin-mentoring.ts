// Mentoring sessions in the operator area: per mentoring course (one with `days` or with
// sessions), the operator lists, creates, edits and deletes sessions, and sees and cancels bookings.
// The operator types a date and a time in a chosen zone; the session is stored as one UTC instant.
import * as z from 'zod';
// Spanish messages when a form imports this file by its subpath (not through the index).
import './zod-es.ts';
import { adminListQuerySchema } from './admin.ts';
import { paginatedSchema } from './common.ts';
import { zonedInstant } from './events.ts';
import { dateTimeFormat } from './intl.ts';
import {
  DEFAULT_MENTORING_TIME_ZONE,
  isKnownTimeZone,
  localDayKey,
  MENTORING_MAX_BOOKINGS_MAX,
  MENTORING_MAX_BOOKINGS_MIN,
} from './mentoring.ts';
import { labelled } from './questions.ts';

export const ADMIN_MENTORING_MESSAGES = {
  courseNotFound: 'El curso no existe.',
  slotNotFound: 'La mentoría no existe.',
  bookingNotFound: 'La reserva no existe.',
  dateRequired: 'El campo fecha es requerido (AAAA-MM-DD)',
  dateInvalid: 'El campo fecha no es una fecha válida',
  timeRequired: 'El campo hora es requerido (HH:MM, 24 horas)',
  timeZoneInvalid: 'La zona horaria no es válida.',
  timeSkipped: 'Esa hora no existe en la zona elegida (ese día se adelanta el reloj): elija otra.',
  urlInvalid: 'El campo enlace de la sala debe ser una dirección https://…',
  past: 'La fecha y hora ya pasaron: elija un momento futuro.',
  capacityBelowBookings: (booked: number) =>
    `El campo cupos no puede ser menor que las reservas actuales (${booked}). Cancele reservas antes de reducirlo.`,
  timeLockedByBookings:
    'La mentoría ya tiene reservas: no se puede cambiar su fecha, hora ni duración. Elimínela (avisamos por correo a los estudiantes) y cree otra.',
  created: 'Mentoría creada.',
  updated: 'Mentoría actualizada.',
  deleted: 'Mentoría eliminada.',
  deletedNotified: (n: number) =>
    `Mentoría eliminada. Avisamos por correo a ${n} ${n === 1 ? 'estudiante' : 'estudiantes'} con reserva.`,
  bookingCancelled: 'Reserva cancelada: el cupo quedó libre y avisamos al estudiante por correo.',
  bookingCancelledPast: 'Reserva cancelada: el cupo quedó libre.',
  settingsSaved: 'Límite de reservas guardado.',
  maxBookingsRange: `El campo reservas por estudiante debe ser un número entero entre ${MENTORING_MAX_BOOKINGS_MIN} y ${MENTORING_MAX_BOOKINGS_MAX}`,
} as const;

/** GET /api/admin/mentoring/courses: pages and `q` (course name). */
export const adminMentoringCourseListQuerySchema = adminListQuerySchema;
export type AdminMentoringCourseListQuery = z.input<typeof adminMentoringCourseListQuerySchema>;

export const adminMentoringCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many days the mentoring runs (spec §3), null when the course does not say. */
  days: z.number().int().nullable(),
  published: z.boolean(),
  upcoming_slots: z.number().int(),
  /** Places booked in upcoming sessions. */
  upcoming_bookings: z.number().int(),
  /** Upcoming bookings one student may hold in this course at a time. */
  max_bookings: z.number().int(),
});
export type AdminMentoringCourse = z.infer<typeof adminMentoringCourseSchema>;
export const adminMentoringCoursePageSchema = paginatedSchema(adminMentoringCourseSchema);

/** GET /api/admin/mentoring/courses/{id}/slots: upcoming sessions first (soonest first), then past ones. */
export const adminSlotListQuerySchema = adminListQuerySchema.omit({ q: true });
export type AdminSlotListQuery = z.input<typeof adminSlotListQuerySchema>;

export const adminSlotSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  /** UTC, ISO 8601. */
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  capacity: z.number().int(),
  booked: z.number().int(),
  room_url: z.string().nullable(),
  /** Whether it has started (past sessions are kept for the record). */
  past: z.boolean(),
  created_at: z.string(),
});
export type AdminSlot = z.infer<typeof adminSlotSchema>;
export const adminSlotPageSchema = paginatedSchema(adminSlotSchema).extend({
  course: adminMentoringCourseSchema,
});
export type AdminSlotPage = z.infer<typeof adminSlotPageSchema>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `YYYY-MM-DD` is a real calendar date (no 31 April, 29 February only in leap years). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && y <= 2100 && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}

/**
 * POST /api/admin/mentoring/courses/{id}/slots and PUT /api/admin/mentoring/slots/{id}: the date and
 * time as the operator reads them in `time_zone` (IANA name; Ecuador by default).
 */
export const adminSlotInputSchema = z
  .object({
    title: z.string(labelled('título')).trim().max(200).default(''),
    date: z
      .string(labelled('fecha'))
      .trim()
      .min(1, ADMIN_MENTORING_MESSAGES.dateRequired)
      .refine(isCalendarDate, ADMIN_MENTORING_MESSAGES.dateInvalid),
    time: z.string(labelled('hora')).trim().regex(TIME, ADMIN_MENTORING_MESSAGES.timeRequired),
    time_zone: z
      .string(labelled('zona horaria'))
      .max(64)
      .refine(isKnownTimeZone, ADMIN_MENTORING_MESSAGES.timeZoneInvalid)
      .default(DEFAULT_MENTORING_TIME_ZONE),
    duration_minutes: z.number(labelled('duración')).int().min(15).max(480),
    capacity: z.number(labelled('cupos')).int().min(1).max(500),
    room_url: z
      .union([
        z.literal(''),
        z.url({ protocol: /^https?$/, error: ADMIN_MENTORING_MESSAGES.urlInvalid }).max(2000),
      ])
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    // A wall-clock time a daylight-saving change skips (02:30 when clocks jump from 02:00 to 03:00)
    // has no instant: refused rather than silently moved.
    if (!isCalendarDate(v.date) || !TIME.test(v.time) || !isKnownTimeZone(v.time_zone)) return;
    const back = slotLocalParts(slotStartsAt(v), v.time_zone);
    if (back.date !== v.date || back.time !== v.time)
      ctx.addIssue({ code: 'custom', path: ['time'], message: ADMIN_MENTORING_MESSAGES.timeSkipped });
  });
export type AdminSlotInput = z.input<typeof adminSlotInputSchema>;
export type AdminSlotValues = z.output<typeof adminSlotInputSchema>;

/** The UTC instant of a session typed as a date and time in a zone (daylight saving included). */
export function slotStartsAt(input: { date: string; time: string; time_zone: string }): Date {
  const [y, mo, d] = input.date.split('-').map(Number) as [number, number, number];
  const [h, mi] = input.time.split(':').map(Number) as [number, number];
  return zonedInstant(y, mo, d, h, mi, input.time_zone);
}

/** The date and time (24 h) of an instant as read in `timeZone`: the edit form's starting values. */
export function slotLocalParts(startsAt: string | Date, timeZone: string): { date: string; time: string } {
  const at = typeof startsAt === 'string' ? new Date(startsAt) : startsAt;
  const time = dateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date: localDayKey(at, timeZone), time };
}

export const adminSlotResponseSchema = z.object({ message: z.string(), data: adminSlotSchema });
export type AdminSlotResponse = z.infer<typeof adminSlotResponseSchema>;

export const adminBookingSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** ISO 8601. */
  booked_at: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** GET /api/admin/mentoring/slots/{id}/bookings: the session and its bookings, oldest first. */
export const adminSlotBookingsSchema = z.object({
  slot: adminSlotSchema,
  course: z.object({ id: z.number().int(), name: z.string() }),
  data: z.array(adminBookingSchema),
});
export type AdminSlotBookings = z.infer<typeof adminSlotBookingsSchema>;

/** DELETE of a session or a booking: what happened and how many students were e-mailed. */
export const adminMentoringDeleteResponseSchema = z.object({
  message: z.string(),
  notified: z.number().int(),
});

/** PUT /api/admin/mentoring/courses/{id}/settings: the course's booking limit per student. */
export const adminMentoringSettingsInputSchema = z.object({
  max_bookings: z
    .number({ error: ADMIN_MENTORING_MESSAGES.maxBookingsRange })
    .int(ADMIN_MENTORING_MESSAGES.maxBookingsRange)
    .min(MENTORING_MAX_BOOKINGS_MIN, ADMIN_MENTORING_MESSAGES.maxBookingsRange)
    .max(MENTORING_MAX_BOOKINGS_MAX, ADMIN_MENTORING_MESSAGES.maxBookingsRange),
});
export type AdminMentoringSettingsInput = z.input<typeof adminMentoringSettingsInputSchema>;
export const adminMentoringSettingsResponseSchema = z.object({
  message: z.string(),
  data: adminMentoringCourseSchema,
});
export type AdminMentoringSettingsResponse = z.infer<typeof adminMentoringSettingsResponseSchema>;
