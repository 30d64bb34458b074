// Mentoring tables. Capacity is enforced here, in the database: a booking is one transaction that
// inserts the (slot, student) row (unique) and then takes a place with a guarded
// `UPDATE … SET booked = booked + 1 WHERE booked < capacity AND starts_at > now RETURNING`; if the
// update finds no row the transaction rolls back, so the booking row goes too. Concurrent bookings
// wait on the slot's row lock and re-check the guard, so `booked` never passes `capacity` (a CHECK
// constraint backs it up).
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { courses, mentoringBookings, mentoringSlots } from '../../db/schema.ts';

export type SlotRow = typeof mentoringSlots.$inferSelect;
export type SlotWithMine = SlotRow & { bookedByMe: boolean };

/** The course fields the mentoring page shows (read only; courses belong to the catalogue). */
export async function findCourse(db: Executor, courseId: number) {
  const [row] = await db
    .select({
      id: courses.id,
      name: courses.name,
      description: courses.description,
      image: courses.image,
      days: courses.days,
      certificate: courses.certificate,
      maxBookings: courses.mentoringMaxBookings,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row ?? null;
}

const bookedByMe = (userId: number) =>
  sql<boolean>`exists (select 1 from "mentoring_bookings" "mine" where "mine"."slot_id" = "mentoring_slots"."id" and "mine"."user_id" = ${userId})`;

/** Sessions of a course that have not started, soonest first, with whether `userId` booked each. */
export async function listUpcomingSlots(
  db: Executor,
  courseId: number,
  userId: number,
  now: Date,
): Promise<SlotWithMine[]> {
  return db
    .select({
      id: mentoringSlots.id,
      courseId: mentoringSlots.courseId,
      title: mentoringSlots.title,
      startsAt: mentoringSlots.startsAt,
      durationMinutes: mentoringSlots.durationMinutes,
      capacity: mentoringSlots.capacity,
      booked: mentoringSlots.booked,
      roomUrl: mentoringSlots.roomUrl,
      createdAt: mentoringSlots.createdAt,
      bookedByMe: bookedByMe(userId),
    })
    .from(mentoringSlots)
    .where(and(eq(mentoringSlots.courseId, courseId), gt(mentoringSlots.startsAt, now)))
    .orderBy(asc(mentoringSlots.startsAt), asc(mentoringSlots.id));
}

export async function findSlot(db: Executor, slotId: number, userId: number): Promise<SlotWithMine | null> {
  const [row] = await db
    .select({
      id: mentoringSlots.id,
      courseId: mentoringSlots.courseId,
      title: mentoringSlots.title,
      startsAt: mentoringSlots.startsAt,
      durationMinutes: mentoringSlots.durationMinutes,
      capacity: mentoringSlots.capacity,
      booked: mentoringSlots.booked,
      roomUrl: mentoringSlots.roomUrl,
      createdAt: mentoringSlots.createdAt,
      bookedByMe: bookedByMe(userId),
    })
    .from(mentoringSlots)
    .where(eq(mentoringSlots.id, slotId))
    .limit(1);
  return row ?? null;
}

/** How many sessions of a course are upcoming, and how many of those `userId` booked. */
export async function countUpcoming(db: Executor, courseId: number, userId: number, now: Date) {
  const [row] = await db
    .select({
      upcoming: count(),
      mine: sql<number>`count(*) filter (where ${bookedByMe(userId)})`.mapWith(Number),
    })
    .from(mentoringSlots)
    .where(and(eq(mentoringSlots.courseId, courseId), gt(mentoringSlots.startsAt, now)));
  return { upcoming: row?.upcoming ?? 0, mine: row?.mine ?? 0 };
}

/**
 * Takes this transaction's turn at `userId`'s bookings in `courseId` (a transaction-scoped advisory
 * lock, on any instance), then counts the student's bookings of sessions that have not started. Two
 * bookings in parallel on different sessions count one after the other, so the cap holds.
 */
export async function lockAndCountUpcomingBookings(
  tx: Transaction,
  userId: number,
  courseId: number,
  now: Date,
): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`mentoring-bookings:${userId}:${courseId}`}))`,
  );
  const [row] = await tx
    .select({ n: count() })
    .from(mentoringBookings)
    .innerJoin(mentoringSlots, eq(mentoringSlots.id, mentoringBookings.slotId))
    .where(
      and(
        eq(mentoringBookings.userId, userId),
        eq(mentoringSlots.courseId, courseId),
        gt(mentoringSlots.startsAt, now),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Inserts the (slot, student) row; false when the student already holds one (unique key). */
/** The new booking's id, or null when the student already holds this session. */
export async function insertBooking(tx: Transaction, slotId: number, userId: number): Promise<number | null> {
  const rows = await tx
    .insert(mentoringBookings)
    .values({ slotId, userId })
    .onConflictDoNothing({ target: [mentoringBookings.slotId, mentoringBookings.userId] })
    .returning({ id: mentoringBookings.id });
  return rows[0]?.id ?? null;
}

/** Takes one place if one is free and the session has not started; null otherwise. */
export async function takePlace(tx: Transaction, slotId: number, now: Date): Promise<SlotRow | null> {
  const [row] = await tx
    .update(mentoringSlots)
    .set({ booked: sql`${mentoringSlots.booked} + 1` })
    .where(
      and(
        eq(mentoringSlots.id, slotId),
        sql`${mentoringSlots.booked} < ${mentoringSlots.capacity}`,
        gt(mentoringSlots.startsAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Deletes the student's booking; false when there was none. */
/** The deleted booking's id, or null when the student held no place in the session. */
export async function deleteBooking(tx: Transaction, slotId: number, userId: number): Promise<number | null> {
  const rows = await tx
    .delete(mentoringBookings)
    .where(and(eq(mentoringBookings.slotId, slotId), eq(mentoringBookings.userId, userId)))
    .returning({ id: mentoringBookings.id });
  return rows[0]?.id ?? null;
}

/** Gives a place back (after deleting a booking in the same transaction). */
export async function releasePlace(tx: Executor, slotId: number): Promise<SlotRow | null> {
  const [row] = await tx
    .update(mentoringSlots)
    .set({ booked: sql`greatest(${mentoringSlots.booked} - 1, 0)` })
    .where(eq(mentoringSlots.id, slotId))
    .returning();
  return row ?? null;
}

/**
 * Deletes the student's bookings of a course's sessions that start after `now` and gives each of
 * those places back (a student holds at most one place per session: the unique key). Returns the
 * sessions freed. Past sessions keep their bookings: they happened.
 */
export async function deleteFutureBookings(
  tx: Executor,
  userId: number,
  courseId: number,
  now: Date,
): Promise<number[]> {
  const future = tx
    .select({ id: mentoringSlots.id })
    .from(mentoringSlots)
    .where(and(eq(mentoringSlots.courseId, courseId), gt(mentoringSlots.startsAt, now)));
  const rows = await tx
    .delete(mentoringBookings)
    .where(and(eq(mentoringBookings.userId, userId), inArray(mentoringBookings.slotId, future)))
    .returning({ slotId: mentoringBookings.slotId });
  const slotIds = rows.map((r) => r.slotId);
  if (slotIds.length > 0) {
    await tx
      .update(mentoringSlots)
      .set({ booked: sql`greatest(${mentoringSlots.booked} - 1, 0)` })
      .where(inArray(mentoringSlots.id, slotIds));
  }
  return slotIds;
}

export type NewSlot = typeof mentoringSlots.$inferInsert;

export async function insertSlots(db: Executor, slots: NewSlot[]): Promise<SlotRow[]> {
  if (slots.length === 0) return [];
  return db.insert(mentoringSlots).values(slots).returning();
}
