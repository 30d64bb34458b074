// Orders as the operator sees them. Refunds go through refundOrder's own path
// (refundOrderInTransaction), so access is revoked exactly as for a provider's refund.
import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_STUDENT_MESSAGES,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type AdminProviderRefund,
  ORDER_MESSAGES,
  PAYMENT_CURRENCY,
  type Paginated,
  PROJECT_ID,
  paginate,
} from '@campus/contract';
import type { Database, Executor } from '../../db/client.ts';
import { ProviderUnavailable } from '../../integrations/payments/provider.ts';
import type { PaymentRegistry } from '../../integrations/payments/registry.ts';
import { AppError, Conflict, NotFound } from '../../lib/errors.ts';
import { revokeCourseGrants } from '../enrolments/revocation.service.ts';
import {
  courseExists,
  listEnrolmentsOf,
  listOrdersOf,
  listOrdersPage,
  removeEnrolment,
} from './orders.admin.repository.ts';
import {
  findOrderById,
  insertEnrolments,
  insertOrder,
  listOrderItems,
  type OrderRow,
} from './orders.repository.ts';
import { newOrderReference, presentOrderDetail, refundOrderInTransaction } from './orders.service.ts';

const STATUSES = ['pending', 'success', 'approved', 'failure', 'refunded'] as const;
const asStatus = (status: string) =>
  (STATUSES as readonly string[]).includes(status) ? (status as AdminOrderSummary['status']) : 'pending';

function summary(order: OrderRow): AdminOrderSummary {
  return {
    id: order.id,
    reference: order.reference,
    user_id: order.userId,
    email: order.email,
    buyer_name: order.buyerName,
    status: asStatus(order.status),
    total: order.total,
    currency: order.currency,
    provider: order.provider,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}

/** One page of every order, newest first; `q` matches part of the e-mail or the reference. */
export async function listOrdersAdmin(
  db: Executor,
  query: AdminOrderListQuery & { page: number; per_page: number },
): Promise<Paginated<AdminOrderSummary>> {
  const { rows, total } = await listOrdersPage(
    db,
    { status: query.status, q: query.q || undefined },
    query.page,
    query.per_page,
  );
  return paginate(rows.map(summary), total, query.page, query.per_page);
}

/** Any order, with its items, VAT split and the provider's references; unknown id → 404. */
export async function orderDetailAdmin(
  db: Executor,
  orderId: number,
  defaultVatRate: number,
  payments: PaymentRegistry,
  now = new Date(),
): Promise<Omit<AdminOrderDetail, 'certificates'>> {
  const order = await findOrderById(db, orderId);
  if (!order) throw new NotFound(ORDER_MESSAGES.orderNotFound);
  const items = await listOrderItems(db, order.id);
  return {
    ...presentOrderDetail(order, items, defaultVatRate),
    reference: order.reference,
    user_id: order.userId,
    email: order.email,
    buyer_name: order.buyerName,
    provider_ref: order.providerRef,
    refunded_at: order.refundedAt?.toISOString() ?? null,
    failure_reason: order.failureReason,
    provider_refund: providerRefundOffer(order, payments, now),
  };
}

const PAID = ['success', 'approved'];
/** Orders no payment provider charged: refunded here only. */
const NOT_AT_PROVIDER = ['free', 'manual'];
/** What to do by hand when a provider's API cannot refund the payment now. */
const BY_HAND: Record<string, string> = {
  payphone: ADMIN_ORDER_MESSAGES.payphoneWindowClosed,
  hotmart: ADMIN_ORDER_MESSAGES.hotmartRefund,
};

/**
 * Whether the operator can give a paid order's money back at its provider from here now (PayPhone:
 * the same day before 20:00 in Ecuador), and otherwise what to do by hand. Not paid: nothing offered.
 */
export function providerRefundOffer(
  order: OrderRow,
  payments: PaymentRegistry,
  now: Date,
): AdminProviderRefund {
  if (!PAID.includes(order.status)) return { available: false, note: null };
  if (NOT_AT_PROVIDER.includes(order.provider))
    return { available: false, note: ADMIN_ORDER_MESSAGES.notAtProvider };
  const provider = payments.get(order.provider);
  if (provider?.refund && provider.canRefund?.(order.paidAt, now)) return { available: true, note: null };
  return { available: false, note: BY_HAND[order.provider] ?? ADMIN_ORDER_MESSAGES.providerCannotRefund };
}

/**
 * The operator's "refund at the provider": asks the provider to give the money back (outside any
 * transaction: a network call). Only then does the caller refund the order here, through the same
 * path as every refund. Not paid → 409; the provider cannot or will not → 409 saying what to do by
 * hand; the provider unreachable → 502. Nothing changes here when the provider did not refund.
 */
export async function refundAtProvider(
  db: Database,
  payments: PaymentRegistry,
  orderId: number,
  now = new Date(),
): Promise<void> {
  const order = await findOrderById(db, orderId);
  if (!order) throw new NotFound(ORDER_MESSAGES.orderNotFound);
  if (!PAID.includes(order.status)) throw new Conflict(ADMIN_ORDER_MESSAGES.notRefundable);
  const offer = providerRefundOffer(order, payments, now);
  const provider = payments.get(order.provider);
  if (!offer.available || !provider?.refund) {
    throw new Conflict(offer.note ?? ADMIN_ORDER_MESSAGES.providerCannotRefund);
  }
  let outcome: Awaited<ReturnType<NonNullable<typeof provider.refund>>>;
  try {
    outcome = await provider.refund({
      reference: order.reference ?? '',
      transactionId: order.transactionalId,
      providerRef: order.providerRef,
      paidAt: order.paidAt,
      now,
    });
  } catch (err) {
    if (!(err instanceof ProviderUnavailable)) throw err;
    const error = new AppError(502, ADMIN_ORDER_MESSAGES.providerUnavailable);
    error.cause = err;
    throw error;
  }
  if (!outcome.ok) {
    throw new Conflict(
      outcome.reason === 'window_closed'
        ? (BY_HAND[order.provider] ?? ADMIN_ORDER_MESSAGES.providerCannotRefund)
        : ADMIN_ORDER_MESSAGES.providerRefused,
    );
  }
}

/**
 * The operator refunds an order in the caller's transaction (audited there): the order becomes
 * refunded and its courses are revoked unless another paid order covers them. Not paid → `changed`
 * false and nothing happens.
 */
export async function refundOrderAdmin(tx: Executor, orderId: number) {
  const before = await findOrderById(tx, orderId);
  if (!before) throw new NotFound(ORDER_MESSAGES.orderNotFound);
  const result = await refundOrderInTransaction(tx, orderId);
  const after = result.changed ? await findOrderById(tx, orderId) : before;
  return { before, after, ...result };
}

// ── A student's enrolments and orders (operator's student page) ──────────────────────────────
export async function studentEnrolmentsAdmin(db: Executor, userId: number) {
  return listEnrolmentsOf(db, userId);
}

export async function studentOrdersAdmin(db: Executor, userId: number): Promise<AdminOrderSummary[]> {
  return (await listOrdersOf(db, userId)).map(summary);
}

/**
 * The operator enrols a student by hand, in the caller's transaction: a zero-total paid order of
 * provider 'manual' (like enrolFree) and its enrolment. Unknown course → 404; already enrolled → 409.
 */
export async function enrolByHand(
  tx: Executor,
  input: { userId: number; email: string; buyerName: string | null; courseId: number },
): Promise<OrderRow> {
  if (!(await courseExists(tx, input.courseId))) throw new NotFound(ADMIN_STUDENT_MESSAGES.courseNotFound);
  const order = await insertOrder(
    tx,
    {
      projectId: PROJECT_ID,
      userId: input.userId,
      email: input.email,
      buyerName: input.buyerName,
      status: 'success',
      total: '0.00',
      base: '0.00',
      vat: '0.00',
      vatRate: '0.0000',
      currency: PAYMENT_CURRENCY,
      provider: 'manual',
      reference: newOrderReference(),
      paidAt: new Date(),
    },
    [{ courseId: input.courseId, price: '0.00' }],
  );
  const granted = await insertEnrolments(tx, input.userId, [input.courseId], order.id);
  // Throwing rolls the new order back with the rest of the transaction.
  if (granted === 0) throw new Conflict(ADMIN_STUDENT_MESSAGES.alreadyEnrolled);
  return order;
}

/**
 * The operator removes a student's access to a course (orders stay as they are), with what it granted
 * (certificate, future bookings); absent → 404.
 */
export async function unenrolByHand(tx: Executor, userId: number, courseId: number): Promise<void> {
  if ((await removeEnrolment(tx, userId, courseId)) === 0)
    throw new NotFound(ADMIN_STUDENT_MESSAGES.notEnrolled);
  await revokeCourseGrants(tx, userId, courseId, 'unenrolled');
}
