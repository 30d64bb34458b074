// The operator's reads of orders: one page with a status filter and a search.
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { courses, enrolments, orders } from '../../db/schema.ts';
import type { OrderRow } from './orders.repository.ts';

export async function listOrdersPage(
  db: Executor,
  filter: { status?: string; q?: string },
  page: number,
  perPage: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.q
      ? or(ilike(orders.email, containing(filter.q)), ilike(orders.reference, containing(filter.q)))
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

// ── A student's enrolments and orders, and the operator's unenrol ─────────────────────────────
export async function listEnrolmentsOf(db: Executor, userId: number) {
  return db
    .select({
      courseId: enrolments.courseId,
      name: courses.name,
      orderId: enrolments.orderId,
      createdAt: enrolments.createdAt,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
}

export async function listOrdersOf(db: Executor, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function courseExists(db: Executor, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return row !== undefined;
}

/** Removes one enrolment whatever order granted it; the number of rows removed (0 or 1). */
export async function removeEnrolment(db: Executor, userId: number, courseId: number): Promise<number> {
  const removed = await db
    .delete(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .returning({ id: enrolments.id });
  return removed.length;
}
