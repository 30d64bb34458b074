// The operator's reads and writes of mentoring sessions and bookings. A session's row is
// locked (FOR UPDATE) before the operator changes its capacity or cancels a booking, so a student's
// booking in flight (whose guarded UPDATE needs the same row) waits and then re-checks; the CHECK
// `booked <= capacity` backs it up.
import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { courses, mentoringBookings, mentoringSlots, people, users } from '../../db/schema.ts';
import type { NewSlot, SlotRow } from './mentoring.repository.ts';

/** A Date as a query parameter (raw SQL gets no column mapping, so the driver would guess). */
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

const hasSlots = sql<boolean>`exists (select 1 from "mentoring_slots" "s" where "s"."course_id" = "courses"."id")`;

// Written out in full: in the select list of a one-table query Drizzle leaves column names
// unqualified, which would bind "course_id" = "id" to the sessions table inside the subquery.
const upcoming = (now: Date) =>
  sql`from "mentoring_slots" "s" where "s"."course_id" = "courses"."id" and "s"."starts_at" > ${instant(now)}`;

function courseColumns(now: Date) {
  return {
    id: courses.id,
    name: courses.name,
    days: courses.days,
    publishedAt: courses.publishedAt,
    maxBookings: courses.mentoringMaxBookings,
    upcomingSlots: sql<number>`(select count(*) ${upcoming(now)})`.mapWith(Number),
    upcomingBookings: sql<number>`(select coalesce(sum("s"."booked"), 0) ${upcoming(now)})`.mapWith(Number),
  };
}
export type MentoringCourseRow = {
  id: number;
  name: string;
  days: number | null;
  publishedAt: Date | null;
  maxBookings: number;
  upcomingSlots: number;
  upcomingBookings: number;
};

/** Mentoring courses (with `days`, or with sessions), by name. */
export async function listMentoringCoursesPage(
  db: Executor,
  filter: { projectId: number; q?: string; now: Date },
  page: number,
  perPage: number,
): Promise<{ rows: MentoringCourseRow[]; total: number }> {
  const where = and(
    eq(courses.projectId, filter.projectId),
    or(isNotNull(courses.days), hasSlots),
    filter.q ? ilike(courses.name, containing(filter.q)) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(courseColumns(filter.now))
      .from(courses)
      .where(where)
      .orderBy(asc(courses.name), asc(courses.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findMentoringCourse(
  db: Executor,
  filter: { projectId: number; courseId: number; now: Date },
): Promise<MentoringCourseRow | null> {
  const [row] = await db
    .select(courseColumns(filter.now))
    .from(courses)
    .where(and(eq(courses.projectId, filter.projectId), eq(courses.id, filter.courseId)))
    .limit(1);
  return row ?? null;
}

/** Sets a course's cap of upcoming bookings per student; false when the course is not in the project. */
export async function updateMaxBookings(
  db: Executor,
  filter: { projectId: number; courseId: number },
  maxBookings: number,
): Promise<boolean> {
  const rows = await db
    .update(courses)
    .set({ mentoringMaxBookings: maxBookings })
    .where(and(eq(courses.projectId, filter.projectId), eq(courses.id, filter.courseId)))
    .returning({ id: courses.id });
  return rows.length > 0;
}

/** A course's sessions: upcoming ones first (soonest first), then past ones (latest first). */
export async function listSlotsPage(
  db: Executor,
  courseId: number,
  now: Date,
  page: number,
  perPage: number,
): Promise<{ rows: SlotRow[]; total: number }> {
  const where = eq(mentoringSlots.courseId, courseId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(mentoringSlots)
      .where(where)
      .orderBy(
        sql`${mentoringSlots.startsAt} <= ${instant(now)}`,
        sql`case when ${mentoringSlots.startsAt} > ${instant(now)} then ${mentoringSlots.startsAt} end asc`,
        desc(mentoringSlots.startsAt),
        asc(mentoringSlots.id),
      )
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(mentoringSlots).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** The session, its row locked until the transaction ends when `lock` is set. */
export async function findSlotAdmin(db: Executor, id: number, lock = false): Promise<SlotRow | null> {
  const query = db.select().from(mentoringSlots).where(eq(mentoringSlots.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertSlot(db: Executor, values: NewSlot): Promise<SlotRow> {
  const [row] = await db.insert(mentoringSlots).values(values).returning();
  return row!;
}

export async function updateSlot(
  db: Executor,
  id: number,
  values: Pick<NewSlot, 'title' | 'startsAt' | 'durationMinutes' | 'capacity' | 'roomUrl'>,
): Promise<SlotRow | null> {
  const [row] = await db
    .update(mentoringSlots)
    .set(values)
    .where(and(eq(mentoringSlots.id, id), sql`${mentoringSlots.booked} <= ${values.capacity}`))
    .returning();
  return row ?? null;
}

export async function deleteSlot(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(mentoringSlots)
    .where(eq(mentoringSlots.id, id))
    .returning({ id: mentoringSlots.id });
  return rows.length > 0;
}

export type BookingRow = {
  id: number;
  slotId: number;
  userId: number;
  email: string;
  firstName: string | null;
  surnames: string | null;
  createdAt: Date;
};
const bookingColumns = {
  id: mentoringBookings.id,
  slotId: mentoringBookings.slotId,
  userId: mentoringBookings.userId,
  email: users.email,
  firstName: people.firstName,
  surnames: people.surnames,
  createdAt: mentoringBookings.createdAt,
};

function bookingsWhere(db: Executor, where: SQL) {
  return db
    .select(bookingColumns)
    .from(mentoringBookings)
    .innerJoin(users, eq(users.id, mentoringBookings.userId))
    .leftJoin(people, eq(people.userId, mentoringBookings.userId))
    .where(where);
}

/** A session's bookings, oldest first, with the students' names and e-mails. */
export async function listBookings(db: Executor, slotId: number): Promise<BookingRow[]> {
  return bookingsWhere(db, eq(mentoringBookings.slotId, slotId)).orderBy(
    asc(mentoringBookings.createdAt),
    asc(mentoringBookings.id),
  );
}

export async function findBookingAdmin(db: Executor, id: number): Promise<BookingRow | null> {
  const [row] = await bookingsWhere(db, eq(mentoringBookings.id, id)).limit(1);
  return row ?? null;
}

export async function deleteBookingById(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(mentoringBookings)
    .where(eq(mentoringBookings.id, id))
    .returning({ id: mentoringBookings.id });
  return rows.length > 0;
}
