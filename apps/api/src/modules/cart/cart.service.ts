// The cart of spec §7 and the checkout that turns it into an order. Prices always come from the
// courses table; nothing the browser sends about amounts is read.
import {
  type AddCourseShoppingCardResponse,
  CART_CODE,
  CART_DESCRIPTION_MAX,
  CART_MESSAGES,
  type CartItem,
  type CartResponse,
  type CheckoutResponse,
  centsToMoney,
  ORDER_MESSAGES,
  PAYMENT_RESULT_PATHS,
  PROJECT_ID,
  splitTaxCents,
  toCents,
  truncate,
} from '@campus/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentRegistry } from '../../integrations/payments/registry.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { getCurrentUser } from '../accounts/accounts.service.ts';
import { isEnrolled } from '../enrolments/enrolments.service.ts';
import { createPendingOrder, enrolFree, findReusableOrder, openCheckout } from '../orders/orders.service.ts';
import {
  type CartLine,
  deleteCart,
  deleteCartItemByCourse,
  deleteCartItemById,
  deleteOwnedCartItems,
  findSellableCourse,
  insertCartItem,
  listCartLines,
} from './cart.repository.ts';

/** Only project 4 sells here: another proyect_id names nothing. */
function assertProject(projectId: number): void {
  if (projectId !== PROJECT_ID) throw new NotFound(CART_MESSAGES.courseNotFound);
}

function presentLine(line: CartLine): CartItem {
  return {
    id: line.id,
    mounted_courses: {
      id: line.courseId,
      courses: {
        name: line.name,
        // Spec §9: 80 characters in the cart, cut at a word with "…" (never inside a character).
        description: truncate(line.description, CART_DESCRIPTION_MAX),
        data: { imageUrl: line.image },
      },
      data: { price: centsToMoney(toCents(line.price)) },
    },
  };
}

export async function getCart(db: Database, userId: number, vatRate: number): Promise<CartResponse> {
  // Courses bought (or enrolled) since they were added leave the cart for good.
  await deleteOwnedCartItems(db, userId);
  const lines = await listCartLines(db, userId, PROJECT_ID);
  const totalCents = lines.reduce((sum, l) => sum + toCents(l.price), 0);
  const { baseCents, vatCents } = splitTaxCents(totalCents, vatRate);
  return {
    data: lines.map(presentLine),
    summary: {
      total: centsToMoney(totalCents),
      base: centsToMoney(baseCents),
      vat: centsToMoney(vatCents),
      vat_rate: vatRate,
    },
  };
}

async function buyer(db: Database, userId: number) {
  const user = await getCurrentUser(db, userId);
  const name = `${user.person.people_first_name} ${user.person.people_surnames}`.trim();
  return { email: user.email, buyerName: name || null };
}

/** POST /api/v1/addCourseShoppingCard: codes 0 added, 21 already in the cart, 22 owned, 1 free. */
export async function addCourse(
  db: Database,
  userId: number,
  courseId: number,
  projectId: number,
  vatRate: number,
): Promise<AddCourseShoppingCardResponse> {
  assertProject(projectId);
  const course = await findSellableCourse(db, courseId, PROJECT_ID);
  if (!course) throw new NotFound(CART_MESSAGES.courseNotFound);
  if (await isEnrolled(db, userId, courseId)) {
    return { code: CART_CODE.alreadyOwned, message: CART_MESSAGES.alreadyOwned };
  }
  if (course.free || toCents(course.price) === 0) {
    await enrolFree(db, { userId, courseId, ...(await buyer(db, userId)) });
    await deleteCartItemByCourse(db, userId, courseId);
    return { code: CART_CODE.freeEnrolled, message: CART_MESSAGES.freeEnrolled, course_id: courseId };
  }
  const added = await insertCartItem(db, userId, courseId);
  const cart = await getCart(db, userId, vatRate);
  return added
    ? { code: CART_CODE.added, message: CART_MESSAGES.added, ...cart }
    : { code: CART_CODE.alreadyInCart, message: CART_MESSAGES.alreadyInCart, ...cart };
}

/** Legacy POST /api/v1/addShoppingCar: 'exist' when the course is in the cart or owned, else the cart. */
export async function addCourseLegacy(
  db: Database,
  userId: number,
  courseId: number,
  vatRate: number,
): Promise<'exist' | CartResponse> {
  const result = await addCourse(db, userId, courseId, PROJECT_ID, vatRate);
  if (result.code === CART_CODE.alreadyInCart || result.code === CART_CODE.alreadyOwned) return 'exist';
  return getCart(db, userId, vatRate);
}

/** Removes a course from the cart (idempotent: a course not in it is simply not there). */
export async function removeCourse(
  db: Database,
  userId: number,
  courseId: number,
  projectId: number,
  vatRate: number,
) {
  assertProject(projectId);
  await deleteCartItemByCourse(db, userId, courseId);
  return { message: CART_MESSAGES.removed, ...(await getCart(db, userId, vatRate)) };
}

/** Legacy delete by cart row id: a row that is not the caller's is 404 (as if absent). */
export async function removeRow(db: Database, userId: number, rowId: number, vatRate: number) {
  if ((await deleteCartItemById(db, userId, rowId)) === 0) throw new NotFound();
  return { message: CART_MESSAGES.removed, ...(await getCart(db, userId, vatRate)) };
}

export async function clearCart(db: Database, userId: number, projectId: number, vatRate: number) {
  assertProject(projectId);
  await deleteCart(db, userId);
  return { message: CART_MESSAGES.cleared, ...(await getCart(db, userId, vatRate)) };
}

/**
 * POST /api/v1/checkout: an order from the server cart and the server's prices, then the
 * provider's hosted checkout. Owned courses are dropped; free ones are enrolled at once; an empty
 * cart is 422. A repeated click within 30 minutes on the same cart reuses the same order.
 */
export async function checkout(
  db: Database,
  payments: PaymentRegistry,
  config: Config,
  userId: number,
  projectId: number,
): Promise<CheckoutResponse> {
  assertProject(projectId);
  await deleteOwnedCartItems(db, userId);
  const lines = await listCartLines(db, userId, PROJECT_ID);
  if (lines.length === 0) throw ValidationFailed.field('cart', ORDER_MESSAGES.emptyCart);

  const who = await buyer(db, userId);
  const paid = lines.filter((l) => !l.free && toCents(l.price) > 0);
  let freeOrderId: number | null = null;
  for (const line of lines.filter((l) => !paid.includes(l))) {
    freeOrderId = (await enrolFree(db, { userId, courseId: line.courseId, ...who })).orderId;
    await deleteCartItemByCourse(db, userId, line.courseId);
  }
  if (paid.length === 0 && freeOrderId !== null) {
    return {
      order_id: freeOrderId,
      status: 'success',
      redirect_url: `${config.publicUrl}${PAYMENT_RESULT_PATHS.success}?order=${freeOrderId}`,
    };
  }

  const provider = payments.active;
  const items = paid.map((l) => ({ courseId: l.courseId, priceCents: toCents(l.price) }));
  const reusable = await findReusableOrder(db, userId, provider.name, items);
  if (reusable?.checkoutUrl) {
    return { order_id: reusable.id, status: 'pending', redirect_url: reusable.checkoutUrl };
  }
  const order = await createPendingOrder(db, {
    userId,
    ...who,
    provider: provider.name,
    vatRate: config.vatRate,
    items,
  });
  const redirectUrl = await openCheckout(db, provider, order, config.publicUrl);
  return { order_id: order.id, status: 'pending', redirect_url: redirectUrl };
}
