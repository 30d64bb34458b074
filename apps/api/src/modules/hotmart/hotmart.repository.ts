// Hotmart's books on our side: which product grants which course, the event ids already handled
// and the latest verified state of each purchase. Every write takes the caller's transaction.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, hotmartEvents, hotmartProducts, hotmartPurchases } from '../../db/schema.ts';

export type HotmartPurchaseRow = typeof hotmartPurchases.$inferSelect;

/** Records an event id; false when it was already recorded (a replay). Waits for a concurrent twin. */
export async function insertEvent(
  db: Executor,
  values: { eventId: string; event: string; transaction: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(hotmartEvents)
    .values(values)
    .onConflictDoNothing({ target: hotmartEvents.eventId })
    .returning({ id: hotmartEvents.id });
  return rows.length > 0;
}

export async function findCourseForProduct(
  db: Executor,
  productId: string,
): Promise<{ courseId: number; name: string; price: string } | null> {
  const [row] = await db
    .select({ courseId: courses.id, name: courses.name, price: courses.price })
    .from(hotmartProducts)
    .innerJoin(courses, eq(courses.id, hotmartProducts.courseId))
    .where(eq(hotmartProducts.productId, productId))
    .limit(1);
  return row ?? null;
}

/** Maps a Hotmart product to a course (demo seed, operators); re-mapping replaces the course. */
export async function upsertProductMapping(db: Executor, productId: string, courseId: number): Promise<void> {
  await db
    .insert(hotmartProducts)
    .values({ productId, courseId })
    .onConflictDoUpdate({ target: hotmartProducts.productId, set: { courseId } });
}

/** The purchase row, new; null when the transaction already has one (then lock that one). */
export async function insertPurchase(
  db: Executor,
  values: typeof hotmartPurchases.$inferInsert,
): Promise<HotmartPurchaseRow | null> {
  const [row] = await db
    .insert(hotmartPurchases)
    .values(values)
    .onConflictDoNothing({ target: hotmartPurchases.transaction })
    .returning();
  return row ?? null;
}

export async function lockPurchase(db: Executor, transaction: string): Promise<HotmartPurchaseRow | null> {
  const [row] = await db
    .select()
    .from(hotmartPurchases)
    .where(eq(hotmartPurchases.transaction, transaction))
    .for('update');
  return row ?? null;
}

export async function findPurchase(db: Executor, transaction: string): Promise<HotmartPurchaseRow | null> {
  const [row] = await db
    .select()
    .from(hotmartPurchases)
    .where(eq(hotmartPurchases.transaction, transaction))
    .limit(1);
  return row ?? null;
}

export async function updatePurchase(
  db: Executor,
  id: number,
  values: Partial<typeof hotmartPurchases.$inferInsert>,
): Promise<void> {
  await db
    .update(hotmartPurchases)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(hotmartPurchases.id, id));
}

export async function findPurchaseByOrderReference(
  db: Executor,
  reference: string,
): Promise<HotmartPurchaseRow | null> {
  const [row] = await db
    .select()
    .from(hotmartPurchases)
    .where(eq(hotmartPurchases.orderReference, reference))
    .limit(1);
  return row ?? null;
}
