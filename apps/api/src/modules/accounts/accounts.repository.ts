import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, enrolments, orderItems, orders, people } from '../../db/schema.ts';

export type PersonUpdate = Partial<{
  firstName: string;
  surnames: string;
  document: string;
  phone: string;
  mobile: string;
  birthday: string | null;
  sex: string;
}>;

/** Writes the user's personal data, creating their person row if they had none. */
export async function upsertPerson(db: Executor, userId: number, values: PersonUpdate): Promise<void> {
  await db
    .insert(people)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: people.userId, set: { ...values, updatedAt: new Date() } });
}

/** Sets the profile photo path; returns the previous one so its file can be removed. */
export async function replacePersonImage(
  db: Executor,
  userId: number,
  image: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ image: people.image })
      .from(people)
      .where(eq(people.userId, userId))
      .for('update');
    await tx
      .insert(people)
      .values({ userId, image })
      .onConflictDoUpdate({ target: people.userId, set: { image, updatedAt: new Date() } });
    return before?.image ?? null;
  });
}

// ── Orders ──────────────────────────────────────────────────────────────────────────────────
export async function countUserOrders(db: Executor, userId: number, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.projectId, projectId)));
  return row?.n ?? 0;
}

/** The user's orders, newest first, each with its courses. */
export async function listUserOrders(
  db: Executor,
  userId: number,
  projectId: number,
  page?: { limit: number; offset: number },
) {
  const base = db
    .select({
      id: orders.id,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
      base: orders.base,
      vat: orders.vat,
      vatRate: orders.vatRate,
      currency: orders.currency,
      provider: orders.provider,
      transactionalId: orders.transactionalId,
      authorizationCode: orders.authorizationCode,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.projectId, projectId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      courseId: orderItems.courseId,
      name: courses.name,
      price: orderItems.price,
    })
    .from(orderItems)
    .innerJoin(courses, eq(courses.id, orderItems.courseId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((order) => ({ ...order, items: items.filter((i) => i.orderId === order.id) }));
}

// ── Enrolled courses ────────────────────────────────────────────────────────────────────────
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function myCoursesWhere(userId: number, projectId: number, search?: string) {
  return and(
    eq(enrolments.userId, userId),
    eq(courses.projectId, projectId),
    search ? ilike(courses.name, `%${escapeLike(search)}%`) : undefined,
  );
}

export async function countMyCourses(db: Executor, userId: number, projectId: number, search?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(myCoursesWhere(userId, projectId, search));
  return row?.n ?? 0;
}

/** The courses the user is enrolled in, most recent enrolment first. */
export async function listMyCourses(
  db: Executor,
  userId: number,
  projectId: number,
  options: { search?: string; limit?: number; offset?: number } = {},
) {
  const query = db
    .select({
      id: courses.id,
      name: courses.name,
      description: courses.description,
      image: courses.image,
      enrolledAt: enrolments.createdAt,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(myCoursesWhere(userId, projectId, options.search))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
  return options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
}
