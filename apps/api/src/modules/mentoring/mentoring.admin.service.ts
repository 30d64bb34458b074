// Mentoring sessions as the operator manages them. Decisions:
// - A session is typed as a date and time in a chosen zone and stored as one UTC instant; a new
//   session (or a moved one) must start in the future (422 on `date`).
// - Capacity never drops below the places already booked (409, the row is locked first so a booking
//   in flight waits); the date, time and duration of a session with bookings are fixed (409): the
//   students were sent an invitation for that time, so the operator deletes it (they are told) and
//   creates another.
// - Deleting a session with bookings, or cancelling one booking, e-mails each affected student
//   through the outbox in the same transaction (with a METHOD:CANCEL .ics that removes it from
//   their calendar); nobody is e-mailed about a session that already started.
import {
  ADMIN_MENTORING_MESSAGES,
  type AdminBooking,
  type AdminMentoringCourse,
  type AdminSlot,
  type AdminSlotBookings,
  type AdminSlotPage,
  type AdminSlotValues,
  DEFAULT_MENTORING_TIME_ZONE,
  type Paginated,
  PROJECT_ID,
  paginate,
  slotStartsAt,
} from '@campus/contract';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { enqueueMail } from '../../integrations/mail/outbox.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import {
  type BookingRow,
  deleteBookingById,
  deleteSlot,
  findBookingAdmin,
  findMentoringCourse,
  findSlotAdmin,
  insertSlot,
  listBookings,
  listMentoringCoursesPage,
  listSlotsPage,
  type MentoringCourseRow,
  updateMaxBookings,
  updateSlot,
} from './mentoring.admin.repository.ts';
import { operatorCancellationMail } from './mentoring.mail.ts';
import { releasePlace, type SlotRow } from './mentoring.repository.ts';
import { invitation } from './mentoring.service.ts';

type Ctx = { db: Executor; config: Config; now?: Date };

function presentCourse(row: MentoringCourseRow): AdminMentoringCourse {
  return {
    id: row.id,
    name: row.name,
    days: row.days,
    published: row.publishedAt !== null,
    upcoming_slots: row.upcomingSlots,
    upcoming_bookings: row.upcomingBookings,
    max_bookings: row.maxBookings,
  };
}

export function presentAdminSlot(row: SlotRow, now: Date): AdminSlot {
  return {
    id: row.id,
    course_id: row.courseId,
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    ends_at: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    duration_minutes: row.durationMinutes,
    capacity: row.capacity,
    booked: row.booked,
    room_url: row.roomUrl,
    past: row.startsAt.getTime() <= now.getTime(),
    created_at: row.createdAt.toISOString(),
  };
}

function presentBooking(row: BookingRow): AdminBooking {
  return {
    id: row.id,
    user_id: row.userId,
    name: `${row.firstName ?? ''} ${row.surnames ?? ''}`.trim(),
    email: row.email,
    booked_at: row.createdAt.toISOString(),
  };
}

export async function listMentoringCoursesAdmin(
  db: Executor,
  query: { page: number; per_page: number; q?: string },
  now = new Date(),
): Promise<Paginated<AdminMentoringCourse>> {
  const { rows, total } = await listMentoringCoursesPage(
    db,
    { projectId: PROJECT_ID, q: query.q || undefined, now },
    query.page,
    query.per_page,
  );
  return paginate(rows.map(presentCourse), total, query.page, query.per_page);
}

async function requireCourse(db: Executor, courseId: number, now: Date): Promise<MentoringCourseRow> {
  const course = await findMentoringCourse(db, { projectId: PROJECT_ID, courseId, now });
  if (!course) throw new NotFound(ADMIN_MENTORING_MESSAGES.courseNotFound);
  return course;
}

async function requireSlot(db: Executor, id: number, lock = false): Promise<SlotRow> {
  const slot = await findSlotAdmin(db, id, lock);
  if (!slot) throw new NotFound(ADMIN_MENTORING_MESSAGES.slotNotFound);
  return slot;
}

/** A course's sessions, upcoming first; the course (with its figures) comes along for the page title. */
export async function listSlotsAdmin(
  db: Executor,
  courseId: number,
  query: { page: number; per_page: number },
  now = new Date(),
): Promise<AdminSlotPage> {
  const course = await requireCourse(db, courseId, now);
  const { rows, total } = await listSlotsPage(db, courseId, now, query.page, query.per_page);
  return {
    ...paginate(
      rows.map((r) => presentAdminSlot(r, now)),
      total,
      query.page,
      query.per_page,
    ),
    course: presentCourse(course),
  };
}

/**
 * Sets how many upcoming bookings one student may hold in the course. Lowering it cancels nobody's
 * booking: it applies to the next ones.
 */
export async function saveMentoringSettingsAdmin(
  tx: Executor,
  courseId: number,
  input: { max_bookings: number },
  now = new Date(),
): Promise<{ before: AdminMentoringCourse; after: AdminMentoringCourse }> {
  const before = presentCourse(await requireCourse(tx, courseId, now));
  if (!(await updateMaxBookings(tx, { projectId: PROJECT_ID, courseId }, input.max_bookings)))
    throw new NotFound(ADMIN_MENTORING_MESSAGES.courseNotFound);
  const after = presentCourse(await requireCourse(tx, courseId, now));
  return { before, after };
}

function slotValues(input: AdminSlotValues) {
  return {
    title: input.title,
    startsAt: slotStartsAt(input),
    durationMinutes: input.duration_minutes,
    capacity: input.capacity,
    roomUrl: input.room_url ?? null,
  };
}

function refusePast(startsAt: Date, now: Date): void {
  if (startsAt.getTime() <= now.getTime())
    throw ValidationFailed.field('date', ADMIN_MENTORING_MESSAGES.past);
}

export async function createSlotAdmin(
  tx: Executor,
  courseId: number,
  input: AdminSlotValues,
  now = new Date(),
): Promise<AdminSlot> {
  await requireCourse(tx, courseId, now);
  const values = slotValues(input);
  refusePast(values.startsAt, now);
  return presentAdminSlot(await insertSlot(tx, { courseId, ...values }), now);
}

export async function updateSlotAdmin(
  tx: Executor,
  slotId: number,
  input: AdminSlotValues,
  now = new Date(),
): Promise<{ before: AdminSlot; after: AdminSlot }> {
  const slot = await requireSlot(tx, slotId, true);
  const values = slotValues(input);
  const moved =
    values.startsAt.getTime() !== slot.startsAt.getTime() || values.durationMinutes !== slot.durationMinutes;
  if (moved && slot.booked > 0) throw new Conflict(ADMIN_MENTORING_MESSAGES.timeLockedByBookings);
  if (values.startsAt.getTime() !== slot.startsAt.getTime()) refusePast(values.startsAt, now);
  if (values.capacity < slot.booked)
    throw ValidationFailed.field('capacity', ADMIN_MENTORING_MESSAGES.capacityBelowBookings(slot.booked));
  const updated = await updateSlot(tx, slotId, values);
  if (!updated)
    throw ValidationFailed.field('capacity', ADMIN_MENTORING_MESSAGES.capacityBelowBookings(slot.booked));
  return { before: presentAdminSlot(slot, now), after: presentAdminSlot(updated, now) };
}

/** Queues the operator's cancellation e-mail to one booked student (not for a session already started). */
async function notify(ctx: Ctx, slot: SlotRow, booking: BookingRow, what: 'session' | 'booking', now: Date) {
  if (slot.startsAt.getTime() <= now.getTime()) return false;
  const details = await invitation(ctx, slot, booking.userId);
  const to = {
    email: booking.email,
    firstName: booking.firstName || booking.email,
    timeZone: DEFAULT_MENTORING_TIME_ZONE,
  };
  await enqueueMail(ctx.db, operatorCancellationMail(to, { ...details, bookingId: booking.id }, what));
  return true;
}

/** Deletes a session (its bookings go with it) and tells each booked student, in one transaction. */
export async function deleteSlotAdmin(
  ctx: Ctx,
  slotId: number,
): Promise<{ before: AdminSlot & { bookings: AdminBooking[] }; notified: number }> {
  const now = ctx.now ?? new Date();
  const slot = await requireSlot(ctx.db, slotId, true);
  const bookings = await listBookings(ctx.db, slotId);
  let notified = 0;
  for (const booking of bookings) if (await notify(ctx, slot, booking, 'session', now)) notified++;
  if (!(await deleteSlot(ctx.db, slotId))) throw new NotFound(ADMIN_MENTORING_MESSAGES.slotNotFound);
  return { before: { ...presentAdminSlot(slot, now), bookings: bookings.map(presentBooking) }, notified };
}

export async function slotBookingsAdmin(
  db: Executor,
  slotId: number,
  now = new Date(),
): Promise<AdminSlotBookings> {
  const slot = await requireSlot(db, slotId);
  const course = await requireCourse(db, slot.courseId, now);
  const bookings = await listBookings(db, slotId);
  return {
    slot: presentAdminSlot(slot, now),
    course: { id: course.id, name: course.name },
    data: bookings.map(presentBooking),
  };
}

/**
 * Cancels one booking at any time (the 24-hour cut-off binds students, not the operator): deletes
 * it and frees the place in one transaction, the session's row locked first; e-mails the student.
 */
export async function cancelBookingAdmin(
  ctx: Ctx,
  bookingId: number,
): Promise<{ before: AdminBooking & { slot_id: number }; notified: boolean; slot: AdminSlot }> {
  const now = ctx.now ?? new Date();
  const found = await findBookingAdmin(ctx.db, bookingId);
  if (!found) throw new NotFound(ADMIN_MENTORING_MESSAGES.bookingNotFound);
  const slot = await requireSlot(ctx.db, found.slotId, true);
  if (!(await deleteBookingById(ctx.db, bookingId)))
    throw new NotFound(ADMIN_MENTORING_MESSAGES.bookingNotFound);
  const after = await releasePlace(ctx.db, slot.id);
  const notified = await notify(ctx, slot, found, 'booking', now);
  return {
    before: { ...presentBooking(found), slot_id: slot.id },
    notified,
    slot: presentAdminSlot(after ?? slot, now),
  };
}
