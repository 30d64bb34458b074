// Mentoring rules (spec §7 "Mentoring"): only enrolled students see and book a course's sessions;
// capacity and one-booking-per-student are the database's job (see the repository); cancelling is
// allowed until the cut-off and frees the place; the confirmation e-mail (with its .ics) is queued
// in the booking's own transaction.
import {
  bookingRefusal,
  canCancelBooking,
  cancelDeadline,
  DEFAULT_MENTORING_TIME_ZONE,
  freePlaces,
  MENTORING_CANCEL_CUTOFF_HOURS,
  MENTORING_DEFAULT_MAX_BOOKINGS,
  MENTORING_ERROR_CODES,
  MENTORING_MESSAGES,
  type MentoryCourse,
  type MentorySlot,
  type MentoryUserRequest,
} from '@campus/contract';
import { absoluteUrl, studentMentoriesUrl } from '@campus/contract/pages';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { enqueueMail } from '../../integrations/mail/outbox.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { getCurrentUser } from '../accounts/accounts.service.ts';
import { requireEnrolment } from '../enrolments/enrolments.service.ts';
import { bookingMail, cancellationMail, type SessionDetails } from './mentoring.mail.ts';
import {
  countUpcoming,
  deleteBooking,
  deleteFutureBookings,
  findCourse,
  findSlot,
  insertBooking,
  listUpcomingSlots,
  lockAndCountUpcomingBookings,
  releasePlace,
  type SlotWithMine,
  takePlace,
} from './mentoring.repository.ts';

type Ctx = { db: Database; config: Config; now?: Date };

const REFUSALS = {
  full: () => new Conflict(MENTORING_MESSAGES.full, MENTORING_ERROR_CODES.full),
  past: () => new Conflict(MENTORING_MESSAGES.past, MENTORING_ERROR_CODES.past),
  alreadyBooked: () => new Conflict(MENTORING_MESSAGES.alreadyBooked, MENTORING_ERROR_CODES.alreadyBooked),
  notBooked: () => new NotFound(MENTORING_MESSAGES.notBooked, MENTORING_ERROR_CODES.notBooked),
  cutoff: () => new Conflict(MENTORING_MESSAGES.cutoff, MENTORING_ERROR_CODES.cutoff),
  limitReached: (max: number) =>
    new Conflict(MENTORING_MESSAGES.limitReached(max), MENTORING_ERROR_CODES.limitReached),
};

/** Thrown inside the booking transaction to roll it back when no place could be taken. */
class NoPlace extends Error {}

export function presentSlot(slot: SlotWithMine, now: Date): MentorySlot {
  const canCancel = slot.bookedByMe && canCancelBooking(slot.startsAt, now);
  return {
    id: slot.id,
    course_id: slot.courseId,
    title: slot.title,
    starts_at: slot.startsAt.toISOString(),
    ends_at: new Date(slot.startsAt.getTime() + slot.durationMinutes * 60_000).toISOString(),
    duration_minutes: slot.durationMinutes,
    capacity: slot.capacity,
    booked: slot.booked,
    available: freePlaces(slot.capacity, slot.booked),
    booked_by_me: slot.bookedByMe,
    can_cancel: canCancel,
    cancel_until: cancelDeadline(slot.startsAt).toISOString(),
    room_url: slot.bookedByMe ? slot.roomUrl : null,
  };
}

async function enrolledCourse(db: Database, userId: number, courseId: number) {
  const course = await findCourse(db, courseId);
  if (!course) throw new NotFound(MENTORING_MESSAGES.courseNotFound);
  await requireEnrolment(db, userId, courseId);
  return course;
}

/** GET /api/v2/mentory/courses/{id}. */
export async function getMentoryCourse(ctx: Ctx, userId: number, courseId: number): Promise<MentoryCourse> {
  const now = ctx.now ?? new Date();
  const course = await enrolledCourse(ctx.db, userId, courseId);
  const counts = await countUpcoming(ctx.db, courseId, userId, now);
  return {
    id: course.id,
    name: course.name,
    description: course.description,
    image: course.image,
    days: course.days,
    certificate: course.certificate,
    upcoming_mentories: counts.upcoming,
    my_bookings: counts.mine,
    max_bookings: course.maxBookings,
    cancel_cutoff_hours: MENTORING_CANCEL_CUTOFF_HOURS,
  };
}

/** GET /api/v2/mentory-available/{id}: upcoming sessions of course `id`. */
export async function listAvailable(ctx: Ctx, userId: number, courseId: number): Promise<MentorySlot[]> {
  const now = ctx.now ?? new Date();
  await enrolledCourse(ctx.db, userId, courseId);
  const slots = await listUpcomingSlots(ctx.db, courseId, userId, now);
  return slots.map((s) => presentSlot(s, now));
}

/** The slot, once the caller is known to be enrolled in its course (404 unknown, 403 not enrolled). */
async function enrolledSlot(db: Database, userId: number, slotId: number): Promise<SlotWithMine> {
  const slot = await findSlot(db, slotId, userId);
  if (!slot) throw new NotFound(MENTORING_MESSAGES.notFound);
  await requireEnrolment(db, userId, slot.courseId);
  return slot;
}

/** What the booking e-mails say about a session (its .ics included, with the booking's id). */
export async function invitation(
  ctx: { db: Executor; config: Config },
  slot: Pick<SlotWithMine, 'id' | 'courseId' | 'title' | 'startsAt' | 'durationMinutes' | 'roomUrl'>,
  userId: number,
): Promise<SessionDetails> {
  const course = await findCourse(ctx.db, slot.courseId);
  return {
    slotId: slot.id,
    userId,
    title: slot.title,
    courseName: course?.name ?? '',
    startsAt: slot.startsAt,
    durationMinutes: slot.durationMinutes,
    roomUrl: slot.roomUrl,
    pageUrl: absoluteUrl(ctx.config.publicUrl, studentMentoriesUrl({ id: slot.courseId })),
    publicUrl: ctx.config.publicUrl,
    organizerEmail: ctx.config.supportEmail,
  };
}

async function recipient(ctx: Ctx, userId: number, timeZone: string | undefined) {
  const user = await getCurrentUser(ctx.db, userId);
  return {
    email: user.email,
    firstName: user.person.people_first_name || user.email,
    timeZone: timeZone ?? DEFAULT_MENTORING_TIME_ZONE,
  };
}

/**
 * POST /api/v2/mentory-user: one transaction checks the student's upcoming bookings in the course
 * against the course's cap (under a per-student lock), inserts the (slot, student) row and takes a
 * place with the guarded update; the confirmation e-mail is queued in it.
 */
export async function book(ctx: Ctx, userId: number, input: MentoryUserRequest): Promise<MentorySlot> {
  const now = ctx.now ?? new Date();
  const slot = await enrolledSlot(ctx.db, userId, input.mentory_id);
  const early = bookingRefusal(
    { startsAt: slot.startsAt, capacity: slot.capacity, booked: slot.booked, bookedByMe: slot.bookedByMe },
    now,
  );
  if (early) throw REFUSALS[early]();
  const to = await recipient(ctx, userId, input.time_zone);
  const details = await invitation(ctx, slot, userId);
  const course = await findCourse(ctx.db, slot.courseId);
  const max = course?.maxBookings ?? MENTORING_DEFAULT_MAX_BOOKINGS;
  try {
    await ctx.db.transaction(async (tx) => {
      const held = await lockAndCountUpcomingBookings(tx, userId, slot.courseId, now);
      if (held >= max) throw REFUSALS.limitReached(max);
      const bookingId = await insertBooking(tx, slot.id, userId);
      if (bookingId === null) throw REFUSALS.alreadyBooked();
      if (!(await takePlace(tx, slot.id, now))) throw new NoPlace();
      await enqueueMail(tx, bookingMail(to, { ...details, bookingId }));
    });
  } catch (error) {
    if (!(error instanceof NoPlace)) throw error;
    throw slot.startsAt.getTime() <= now.getTime() ? REFUSALS.past() : REFUSALS.full();
  }
  const booked = await findSlot(ctx.db, slot.id, userId);
  return presentSlot(booked ?? slot, now);
}

/** POST /api/v2/mentory-user/cancel-mentory: until the cut-off; frees the place. */
export async function cancel(ctx: Ctx, userId: number, input: MentoryUserRequest): Promise<MentorySlot> {
  const now = ctx.now ?? new Date();
  const slot = await enrolledSlot(ctx.db, userId, input.mentory_id);
  if (!slot.bookedByMe) throw REFUSALS.notBooked();
  if (!canCancelBooking(slot.startsAt, now)) throw REFUSALS.cutoff();
  const to = await recipient(ctx, userId, input.time_zone);
  const details = await invitation(ctx, slot, userId);
  await ctx.db.transaction(async (tx) => {
    const bookingId = await deleteBooking(tx, slot.id, userId);
    if (bookingId === null) throw REFUSALS.notBooked();
    await releasePlace(tx, slot.id);
    await enqueueMail(tx, cancellationMail(to, { ...details, bookingId }));
  });
  const after = await findSlot(ctx.db, slot.id, userId);
  return presentSlot(after ?? slot, now);
}

/**
 * A student who lost a course (refund, chargeback, removed by the operator) loses their places in
 * its sessions still to come, inside the caller's transaction, so others can book them. Returns
 * the sessions freed. No e-mail: the student is told about the refund or removal itself.
 */
export async function releaseFutureBookings(
  tx: Executor,
  userId: number,
  courseId: number,
  now: Date = new Date(),
): Promise<number[]> {
  return deleteFutureBookings(tx, userId, courseId, now);
}
