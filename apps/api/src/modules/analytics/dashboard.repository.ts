// The operator dashboard's queries. Each one reads a period [from, before) through an
// index on its date column (leads_project_created_idx, users_role_created_idx, orders_paid_idx,
// enrolments_created_idx, resource_progress_completed_idx) and groups by ISO week in Ecuador time.
import { HOME_TIME_ZONE, PROJECT_ID, ROLE } from '@campus/contract';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, enrolments, leads, orderItems, orders, users } from '../../db/schema.ts';

export type Period = { from: Date; before: Date };

/** The Monday (AAAA-MM-DD) of the Ecuador week of a timestamptz column. */
const weekOf = (column: SQL | SQL.Aliased | unknown) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone ${sql.raw(`'${HOME_TIME_ZONE}'`)}), 'YYYY-MM-DD')`;

const within = (column: Parameters<typeof gte>[0], p: Period) =>
  and(gte(column, p.from), lt(column, p.before));

/** Paid: the statuses of orders_paid_idx, written as the index's predicate so the planner uses it. */
const paid = sql`${orders.status} in ('success', 'approved')`;

export async function leadsPerWeek(db: Executor, p: Period) {
  const week = weekOf(leads.createdAt);
  return db
    .select({ week, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(eq(leads.projectId, PROJECT_ID), within(leads.createdAt, p)))
    .groupBy(week);
}

export async function registrationsPerWeek(db: Executor, p: Period) {
  const week = weekOf(users.createdAt);
  return db
    .select({ week, n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, ROLE.student), eq(users.projectId, PROJECT_ID), within(users.createdAt, p)))
    .groupBy(week);
}

/** Paid orders with a total (free and by-hand zero orders left out) per week and currency. */
export async function ordersPerWeek(db: Executor, p: Period) {
  const week = weekOf(orders.paidAt);
  return db
    .select({
      week,
      currency: orders.currency,
      n: sql<number>`count(*)::int`,
      cents: sql<string>`sum(round(${orders.total} * 100))::bigint`,
    })
    .from(orders)
    .where(and(paid, within(orders.paidAt, p), sql`${orders.total} > 0`, eq(orders.projectId, PROJECT_ID)))
    .groupBy(week, orders.currency);
}

/**
 * Sales per course and currency: paid orders holding the course at a price, and that price; per week
 * too for one course (the whole shop's weeks come from ordersPerWeek, so they are not grouped here).
 */
export async function courseSalesPerWeek(db: Executor, p: Period, courseId?: number) {
  const week = courseId === undefined ? sql<string>`''` : weekOf(orders.paidAt);
  return db
    .select({
      week,
      courseId: orderItems.courseId,
      currency: orders.currency,
      n: sql<number>`count(*)::int`,
      cents: sql<string>`sum(round(${orderItems.price} * 100))::bigint`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        paid,
        within(orders.paidAt, p),
        sql`${orderItems.price} > 0`,
        eq(orders.projectId, PROJECT_ID),
        courseId === undefined ? undefined : eq(orderItems.courseId, courseId),
      ),
    )
    .groupBy(...(courseId === undefined ? [] : [week]), orderItems.courseId, orders.currency);
}

export async function enrolmentsPerWeek(db: Executor, p: Period, courseId?: number) {
  const week = weekOf(enrolments.createdAt);
  return db
    .select({ week, courseId: enrolments.courseId, n: sql<number>`count(*)::int` })
    .from(enrolments)
    .where(
      and(
        within(enrolments.createdAt, p),
        courseId === undefined ? undefined : eq(enrolments.courseId, courseId),
      ),
    )
    .groupBy(week, enrolments.courseId);
}

/**
 * Course completions: an enrolled student who has completed every resource of a course, dated by
 * the last one completed. Only students with a completion in the period can have finished a course
 * in it, so the work starts from them (resource_progress_completed_idx); each (student, course)
 * whose last completion falls in the period is then compared with the course's size, looked up per
 * pair through the syllabus indexes (a lateral lookup: no plan can turn it into a cross product).
 */
export async function completionsPerWeek(db: Executor, p: Period, courseId?: number) {
  const tz = sql.raw(`'${HOME_TIME_ZONE}'`);
  const [from, before] = [p.from.toISOString(), p.before.toISOString()];
  const onlyCourse = courseId === undefined ? sql`` : sql`and m.course_id = ${courseId}`;
  const result = await db.execute<{ week: string; course_id: number; n: number }>(sql`
    select to_char(date_trunc('week', d.last_at at time zone ${tz}), 'YYYY-MM-DD') as week,
           d.course_id, count(*)::int as n
    from (
      select rp.user_id, m.course_id, count(*)::int as n, max(rp.completed_at) as last_at
      from resource_progress rp
      join resources r on r.id = rp.resource_id
      join lessons l on l.id = r.lesson_id
      join modules m on m.id = l.module_id
      where rp.completed_at is not null ${onlyCourse}
        and rp.user_id in (
          select user_id from resource_progress
          where completed_at >= ${from}::timestamptz and completed_at < ${before}::timestamptz
        )
      group by rp.user_id, m.course_id
      having max(rp.completed_at) >= ${from}::timestamptz and max(rp.completed_at) < ${before}::timestamptz
    ) d
    join lateral (
      select count(*)::int as n
      from modules m
      join lessons l on l.module_id = m.id
      join resources r on r.lesson_id = l.id
      where m.course_id = d.course_id
    ) size on size.n = d.n
    where exists (select 1 from enrolments e where e.user_id = d.user_id and e.course_id = d.course_id)
    group by 1, 2`);
  return result.rows.map((r) => ({ week: r.week, courseId: Number(r.course_id), n: Number(r.n) }));
}

/** Names of courses, by id: one array parameter, however many (10,000 courses is one value, not 10,000). */
export async function courseNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(and(sql`${courses.id} = any(${`{${ids.join(',')}}`}::int[])`, eq(courses.projectId, PROJECT_ID)));
}

export async function findCourseName(db: Executor, id: number) {
  const [row] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.projectId, PROJECT_ID)));
  return row ?? null;
}
