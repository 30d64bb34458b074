// Book pre-sale offers and who bought them.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookOffers, bookPurchases, orders } from '../../db/schema.ts';

export type BookOfferRow = typeof bookOffers.$inferSelect;

export async function findOfferByToken(
  db: Executor,
  projectId: number,
  token: string,
): Promise<BookOfferRow | null> {
  const [row] = await db
    .select()
    .from(bookOffers)
    .where(and(eq(bookOffers.projectId, projectId), eq(bookOffers.token, token)))
    .limit(1);
  return row ?? null;
}

export async function findOfferById(db: Executor, id: number): Promise<BookOfferRow | null> {
  const [row] = await db.select().from(bookOffers).where(eq(bookOffers.id, id)).limit(1);
  return row ?? null;
}

/** Creates or updates an offer by its token (demo seed, operators). */
export async function upsertOffer(
  db: Executor,
  values: typeof bookOffers.$inferInsert,
): Promise<BookOfferRow> {
  const [row] = await db
    .insert(bookOffers)
    .values(values)
    .onConflictDoUpdate({
      target: [bookOffers.projectId, bookOffers.token],
      set: {
        title: values.title,
        description: values.description,
        price: values.price,
        currency: values.currency,
        terms: values.terms,
        courseId: values.courseId,
        active: values.active,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function insertPurchase(db: Executor, values: typeof bookPurchases.$inferInsert): Promise<void> {
  await db.insert(bookPurchases).values(values);
}

/** A purchase by its order's reference, with the offer it bought. */
export async function findPurchaseByReference(db: Executor, reference: string) {
  const [row] = await db
    .select({ purchase: bookPurchases, offer: bookOffers, orderId: orders.id })
    .from(bookPurchases)
    .innerJoin(orders, eq(orders.id, bookPurchases.orderId))
    .innerJoin(bookOffers, eq(bookOffers.id, bookPurchases.offerId))
    .where(eq(orders.reference, reference))
    .limit(1);
  return row ?? null;
}
