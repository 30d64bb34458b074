// The server cart: one row per (user, course). Courses the user already owns never show (and are
// removed when the cart is read), so a paid order empties its courses from the cart.
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems, courses, enrolments } from '../../db/schema.ts';

export type CartLine = {
  id: number;
  courseId: number;
  name: string;
  description: string;
  image: string;
  price: string;
  free: boolean;
};

const published = (projectId: number, now: Date) =>
  and(eq(courses.projectId, projectId), isNotNull(courses.publishedAt), lte(courses.publishedAt, now));

/** The cart's lines, oldest first: published courses of the project that the user does not own. */
export async function listCartLines(db: Executor, userId: number, projectId: number, now = new Date()) {
  const rows: CartLine[] = await db
    .select({
      id: cartItems.id,
      courseId: courses.id,
      name: courses.name,
      description: courses.description,
      image: courses.image,
      price: courses.price,
      free: courses.free,
    })
    .from(cartItems)
    .innerJoin(courses, eq(courses.id, cartItems.courseId))
    .leftJoin(
      enrolments,
      and(eq(enrolments.userId, cartItems.userId), eq(enrolments.courseId, cartItems.courseId)),
    )
    .where(and(eq(cartItems.userId, userId), published(projectId, now), isNull(enrolments.id)))
    .orderBy(asc(cartItems.id));
  return rows;
}

/** Removes from the cart the courses the user owns (bought or enrolled since they were added). */
export async function deleteOwnedCartItems(db: Executor, userId: number): Promise<void> {
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        inArray(
          cartItems.courseId,
          db.select({ id: enrolments.courseId }).from(enrolments).where(eq(enrolments.userId, userId)),
        ),
      ),
    );
}

/** A course that can be sold now (published in the project), or null. */
export async function findSellableCourse(
  db: Executor,
  courseId: number,
  projectId: number,
  now = new Date(),
) {
  const [row] = await db
    .select({ id: courses.id, name: courses.name, price: courses.price, free: courses.free })
    .from(courses)
    .where(and(eq(courses.id, courseId), published(projectId, now)))
    .limit(1);
  return row ?? null;
}

/** Adds a course; false when it was already in the cart. */
export async function insertCartItem(db: Executor, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .insert(cartItems)
    .values({ userId, courseId })
    .onConflictDoNothing({ target: [cartItems.userId, cartItems.courseId] })
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteCartItemByCourse(
  db: Executor,
  userId: number,
  courseId: number,
): Promise<number> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)))
    .returning({ id: cartItems.id });
  return rows.length;
}

/** Deletes a cart row by its id, only if it is the user's; returns how many rows went. */
export async function deleteCartItemById(db: Executor, userId: number, id: number): Promise<number> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)))
    .returning({ id: cartItems.id });
  return rows.length;
}

export async function deleteCart(db: Executor, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
