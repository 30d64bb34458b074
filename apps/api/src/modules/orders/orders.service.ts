// The only place that grants or revokes access to a course. A grant happens in ONE transaction
// that locks the order, records the provider's transaction (unique per provider), checks the amount
// and currency the provider charged against the order, marks the order paid, inserts the
// enrolments (ON CONFLICT DO NOTHING) and queues the receipt. Every trigger (return page, webhook,
// legacy call, reconciliation) runs the same path, so replays and races are harmless.
import { randomBytes } from 'node:crypto';
import {
  centsToMoney,
  ORDER_MESSAGES,
  type OrderDetail,
  type OrderStatusValue,
  PAYMENT_CURRENCY,
  PAYMENT_METHOD,
  PROJECT_ID,
  splitTaxCents,
  toCents,
} from '@campus/contract';
import type { Database, Executor } from '../../db/client.ts';
import { enqueueMail } from '../../integrations/mail/outbox.ts';
import type { PaymentProvider, ProviderVerdict } from '../../integrations/payments/provider.ts';
import { AppError, NotFound } from '../../lib/errors.ts';
import { revokeCourseGrants } from '../enrolments/revocation.service.ts';
import { receiptMail } from './orders.mail.ts';
import {
  claimConfirmRequest,
  deleteEnrolment,
  findOrderById,
  findOrderByPaymentId,
  findOrderByReference,
  findOrderWithItemsByReference,
  findOtherPaidOrderFor,
  grantPaidOrder,
  insertEnrolments,
  insertOrder,
  listOrderItems,
  listPaidToRecheck,
  listRecentPendingOrders,
  listReconcileBatch,
  lockOrder,
  markOrdersChecked,
  type OrderRow,
  reassignEnrolment,
  recordTransaction,
  releaseConfirmRequest,
  updateOrder,
} from './orders.repository.ts';

export type { OrderRow };

/** Our reference of a payment attempt: unique, ≤ 50 characters, safe in any URL. */
export function newOrderReference(): string {
  return `cs-${randomBytes(12).toString('hex')}`;
}

const PAID = new Set(['success', 'approved']);
const isPaid = (status: string) => PAID.has(status);

export type NewOrderInput = {
  userId: number | null;
  email: string | null;
  buyerName: string | null;
  provider: string;
  vatRate: number;
  items: Array<{ courseId: number; priceCents: number }>;
};

/** A pending order priced by the caller from the SERVER's prices, with its VAT split. */
export async function createPendingOrder(db: Executor, input: NewOrderInput): Promise<OrderRow> {
  const totalCents = input.items.reduce((sum, i) => sum + i.priceCents, 0);
  const { baseCents, vatCents } = splitTaxCents(totalCents, input.vatRate);
  return insertOrder(
    db,
    {
      projectId: PROJECT_ID,
      userId: input.userId,
      email: input.email,
      buyerName: input.buyerName,
      status: 'pending',
      total: centsToMoney(totalCents),
      base: centsToMoney(baseCents),
      vat: centsToMoney(vatCents),
      vatRate: input.vatRate.toFixed(4),
      currency: PAYMENT_CURRENCY,
      provider: input.provider,
      reference: newOrderReference(),
    },
    input.items.map((i) => ({ courseId: i.courseId, price: centsToMoney(i.priceCents) })),
  );
}

/**
 * A pending order of this user, with this provider, opened in the last 30 minutes for exactly these
 * courses and this total: a double click on "Pagar" reuses it instead of opening a second payment.
 */
export async function findReusableOrder(
  db: Database,
  userId: number,
  provider: string,
  items: Array<{ courseId: number; priceCents: number }>,
): Promise<OrderRow | null> {
  const since = new Date(Date.now() - 30 * 60_000);
  const wanted = items
    .map((i) => `${i.courseId}:${i.priceCents}`)
    .sort()
    .join(',');
  for (const order of await listRecentPendingOrders(db, userId, provider, since)) {
    if (!order.checkoutUrl) continue;
    const have = (await listOrderItems(db, order.id))
      .map((i) => `${i.courseId}:${toCents(i.price)}`)
      .sort()
      .join(',');
    if (have === wanted) return order;
  }
  return null;
}

/**
 * Opens the provider's hosted checkout for a pending order and remembers where it is. When the
 * provider fails, the order ends as failure (nothing was charged) and the buyer sees 502.
 */
export async function openCheckout(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
  publicUrl: string,
  /** Where the provider sends the buyer back (the book pre-sale returns to its own page). */
  returnUrl = `${publicUrl}/api/v1/payments/return?provider=${encodeURIComponent(provider.name)}`,
): Promise<string> {
  const items = await listOrderItems(db, order.id);
  const totalCents = toCents(order.total);
  const rate = Number(order.vatRate ?? 0);
  const split = splitTaxCents(totalCents, rate);
  try {
    const created = await provider.createCheckout({
      id: order.id,
      reference: order.reference!,
      totalCents,
      baseCents: split.baseCents,
      vatCents: split.vatCents,
      vatRate: rate,
      currency: order.currency,
      description: items
        .map((i) => i.name)
        .join(', ')
        .slice(0, 200),
      email: order.email,
      buyerName: order.buyerName,
      items: items.map((i) => ({ courseId: i.courseId, name: i.name, priceCents: toCents(i.price) })),
      returnUrl,
      webhookUrl: `${publicUrl}/api/v1/payments/webhook/${encodeURIComponent(provider.name)}`,
    });
    await updateOrder(db, order.id, { providerRef: created.providerRef, checkoutUrl: created.redirectUrl });
    return created.redirectUrl;
  } catch (err) {
    await updateOrder(db, order.id, { status: 'failure', failureReason: 'provider_error' });
    const error = new AppError(502, ORDER_MESSAGES.providerUnavailable);
    error.cause = err;
    throw error;
  }
}

/** A free course: a zero-total paid order and its enrolment, at once (no provider involved). */
export async function enrolFree(
  db: Database,
  input: { userId: number; email: string | null; buyerName: string | null; courseId: number },
): Promise<{ orderId: number; granted: boolean }> {
  return db.transaction(async (tx) => {
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
        provider: 'free',
        reference: newOrderReference(),
        paidAt: new Date(),
      },
      [{ courseId: input.courseId, price: '0.00' }],
    );
    const granted = await insertEnrolments(tx, input.userId, [input.courseId], order.id);
    return { orderId: order.id, granted: granted > 0 };
  });
}

export type ConfirmContext = {
  publicUrl: string;
  /** The parameters the provider put on the return URL, if this confirmation comes from it. */
  query?: Record<string, string>;
  providerRef?: string | null;
  /**
   * Ask the provider even if the order is already paid or refunded (a new notification may report
   * a refund). Without it (reconciliation, replays) a finished order is answered from the database.
   */
  recheckFinal?: boolean;
  /**
   * Runs inside the transaction that applies the provider's verdict (a webhook records its event
   * id there), so a delivery whose confirmation failed leaves no trace and its retry is processed.
   */
  onApplied?: (tx: Executor) => Promise<unknown>;
};

export type ConfirmResult = {
  orderId: number;
  userId: number | null;
  status: OrderStatusValue;
  /** The provider's verdict this time (null when the order was already final and not asked). */
  providerStatus: ProviderVerdict['status'] | null;
  /** Enrolments this call created. */
  granted: number;
};

const asStatus = (s: string): OrderStatusValue =>
  s === 'approved'
    ? 'success'
    : ((['pending', 'success', 'failure', 'refunded'].includes(s) ? s : 'pending') as OrderStatusValue);

/**
 * Asks the order's provider what happened and acts on the answer in one transaction. Idempotent:
 * any number of calls, concurrent or not, grant at most once. Unknown reference → 404.
 */
export async function confirmOrder(
  db: Database,
  provider: PaymentProvider,
  reference: string,
  ctx: ConfirmContext,
): Promise<ConfirmResult> {
  const found = await findOrderWithItemsByReference(db, reference);
  const before = found?.order;
  if (!found || !before || before.provider !== provider.name)
    throw new NotFound(ORDER_MESSAGES.orderNotFound);
  if (isPaid(before.status) || before.status === 'refunded') {
    // Already final: only a refund could change it, and only the provider can say so.
    if (!ctx.recheckFinal && (!ctx.query || Object.keys(ctx.query).length === 0)) {
      if (ctx.onApplied) await db.transaction(ctx.onApplied);
      return {
        orderId: before.id,
        userId: before.userId,
        status: asStatus(before.status),
        providerStatus: null,
        granted: 0,
      };
    }
  }

  // Network call outside the transaction: no row is locked while the provider answers.
  const verdict = await provider.confirm({
    reference,
    providerRef: ctx.providerRef ?? before.providerRef,
    query: ctx.query ?? {},
  });
  return applyVerdict(db, provider.name, before.id, verdict, ctx.publicUrl, found, ctx.onApplied);
}

/** The transactional half of confirmOrder (exported for tests and the benchmark). */
export async function applyVerdict(
  db: Database,
  providerName: string,
  orderId: number,
  verdict: ProviderVerdict,
  publicUrl: string,
  /** The order and its items as read just before asking the provider (total, currency and items never change). */
  known?: { order: OrderRow; items: Awaited<ReturnType<typeof listOrderItems>> },
  onApplied?: (tx: Executor) => Promise<unknown>,
): Promise<ConfirmResult> {
  // Read before any lock is taken.
  const items = known?.items ?? (await listOrderItems(db, orderId));
  const seen = known?.order ?? (await findOrderById(db, orderId));
  if (!seen) throw new NotFound(ORDER_MESSAGES.orderNotFound);

  // The common case, an approval for the order's exact amount and currency, in one statement.
  if (
    verdict.status === 'approved' &&
    verdict.transactionId &&
    verdict.amountCents === toCents(seen.total) &&
    (verdict.currency ?? '').toUpperCase() === seen.currency.toUpperCase() &&
    (seen.status === 'pending' || seen.status === 'failure')
  ) {
    const paidAt = new Date();
    const { transactionId, amountCents } = verdict;
    const grant = (executor: Executor) =>
      grantPaidOrder(executor, {
        orderId,
        provider: providerName,
        transactionId,
        authorizationCode: verdict.authorizationCode,
        amountCents,
        currency: verdict.currency ?? seen.currency,
        raw: verdict.raw,
        paidAt,
        paymentMethodId: PAYMENT_METHOD.card,
        mail: seen.email ? { to: seen.email, ...receiptFor(seen, items, verdict, paidAt, publicUrl) } : null,
      });
    const fast = onApplied
      ? await db.transaction(async (tx) => {
          const done = await grant(tx);
          // Not paid here: the slow path below decides, and records the event with its own effect.
          if (done.paid) await onApplied(tx);
          return done;
        })
      : await grant(db);
    if (fast.paid) {
      return {
        orderId,
        userId: seen.userId,
        status: 'success',
        providerStatus: 'approved',
        granted: fast.granted,
      };
    }
    // Not paid by this call: already paid by a concurrent one, or a transaction of another order.
  }

  // Amount and currency of an order never change: checked against the order as read.
  const matched =
    verdict.amountCents !== null &&
    verdict.amountCents === toCents(seen.total) &&
    (verdict.currency ?? '').toUpperCase() === seen.currency.toUpperCase();
  return db.transaction(async (tx) => {
    const applied = await applyInTransaction(tx);
    await onApplied?.(tx);
    return applied;
  });

  async function applyInTransaction(tx: Executor): Promise<ConfirmResult> {
    // Locks in the same order as grantPaidOrder (the transaction row, then the order row), so a
    // fast and a slow confirmation of one order can never deadlock.
    let ownTransaction = true;
    if (verdict.transactionId) {
      ownTransaction = await recordTransaction(tx, {
        provider: providerName,
        transactionId: verdict.transactionId,
        orderId,
        status: verdict.status,
        amountCents: verdict.amountCents,
        currency: verdict.currency,
        authorizationCode: verdict.authorizationCode,
        matched,
        raw: verdict.raw as object,
      });
    }
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFound(ORDER_MESSAGES.orderNotFound);
    const result = (status: string, granted = 0): ConfirmResult => ({
      orderId: order.id,
      userId: order.userId,
      status: asStatus(status),
      providerStatus: verdict.status,
      granted,
    });

    switch (verdict.status) {
      case 'approved': {
        if (isPaid(order.status) || order.status === 'refunded') return result(order.status);
        if (!verdict.transactionId || !ownTransaction || !matched) {
          // Approved, but not for this order's amount and currency (or a transaction that paid
          // another order): nothing is granted; the operator sees why.
          await updateOrder(tx, order.id, {
            status: 'failure',
            failureReason: !ownTransaction ? 'transaction_reused' : 'amount_mismatch',
          });
          return result('failure');
        }
        const paidAt = new Date();
        await updateOrder(tx, order.id, {
          status: 'success',
          transactionalId: verdict.transactionId,
          authorizationCode: verdict.authorizationCode,
          paymentMethodId: PAYMENT_METHOD.card,
          paidAt,
          failureReason: null,
        });
        const granted =
          order.userId === null
            ? 0
            : await insertEnrolments(
                tx,
                order.userId,
                items.map((i) => i.courseId),
                order.id,
              );
        if (order.email) {
          await enqueueMail(tx, { to: order.email, ...receiptFor(order, items, verdict, paidAt, publicUrl) });
        }
        return result('success', granted);
      }
      case 'rejected': {
        if (order.status === 'pending') {
          await updateOrder(tx, order.id, { status: 'failure', failureReason: 'rejected' });
          return result('failure');
        }
        // The provider now calls cancelled the very transaction that paid this order (PayPhone's
        // reversal or annulment): the money went back, so the access goes too, like a refund.
        if (
          isPaid(order.status) &&
          ownTransaction &&
          verdict.transactionId !== null &&
          verdict.transactionId === order.transactionalId
        ) {
          await revokeInTransaction(tx, order);
          return result('refunded');
        }
        return result(order.status);
      }
      case 'refunded': {
        if (isPaid(order.status) && ownTransaction) {
          await revokeInTransaction(tx, order);
          return result('refunded');
        }
        return result(order.status);
      }
      default: {
        if (order.status === 'pending')
          await updateOrder(tx, order.id, { paymentMethodId: PAYMENT_METHOD.pending });
        return result(order.status);
      }
    }
  }
}

/** The receipt e-mail of a paid order (Spanish, with its VAT breakdown). */
function receiptFor(
  order: OrderRow,
  items: Array<{ name: string; price: string }>,
  verdict: ProviderVerdict,
  paidAt: Date,
  publicUrl: string,
) {
  const rate = Number(order.vatRate ?? 0);
  const split = splitTaxCents(toCents(order.total), rate);
  return receiptMail({
    orderId: order.id,
    buyerName: order.buyerName,
    items: items.map((i) => ({ name: i.name, price: i.price })),
    total: order.total,
    base: order.base ?? centsToMoney(split.baseCents),
    vat: order.vat ?? centsToMoney(split.vatCents),
    vatRate: rate,
    currency: order.currency,
    transactionId: verdict.transactionId,
    authorizationCode: verdict.authorizationCode,
    paidAt,
    publicUrl,
  });
}

async function revokeInTransaction(tx: Executor, order: OrderRow): Promise<number> {
  await updateOrder(tx, order.id, { status: 'refunded', refundedAt: new Date() });
  if (order.userId === null) return 0;
  let revoked = 0;
  for (const item of await listOrderItems(tx, order.id)) {
    const other = await findOtherPaidOrderFor(tx, order.userId, item.courseId, order.id);
    if (other !== null) await reassignEnrolment(tx, order.userId, item.courseId, order.id, other);
    else {
      const removed = await deleteEnrolment(tx, order.userId, item.courseId, order.id);
      if (removed > 0) await revokeCourseGrants(tx, order.userId, item.courseId, 'refund');
      revoked += removed;
    }
  }
  return revoked;
}

/**
 * A refund (operator or provider): the order becomes refunded and its courses are revoked, unless
 * another paid order of the same user covers a course. Idempotent; unknown order → 404.
 */
export async function refundOrder(
  db: Database,
  orderId: number,
): Promise<{ status: OrderStatusValue; revoked: number; changed: boolean }> {
  return db.transaction((tx) => refundOrderInTransaction(tx, orderId));
}

/** refundOrder inside the caller's transaction (the operator area audits it in the same one). */
export async function refundOrderInTransaction(
  tx: Executor,
  orderId: number,
): Promise<{ status: OrderStatusValue; revoked: number; changed: boolean }> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new NotFound(ORDER_MESSAGES.orderNotFound);
  if (!isPaid(order.status)) return { status: asStatus(order.status), revoked: 0, changed: false };
  const revoked = await revokeInTransaction(tx, order);
  return { status: 'refunded', revoked, changed: true };
}

/** A pending order nobody paid: it ends as failure (reason 'expired'). Paid ones are untouched. */
export async function expireOrder(db: Database, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'pending') return false;
    await updateOrder(tx, order.id, { status: 'failure', failureReason: 'expired' });
    return true;
  });
}

/** The reconciliation's fair work list (see listReconcileBatch). */
export async function reconcileBatch(
  db: Database,
  input: { before: Date; recentSince: Date; recentLimit: number; limit: number },
) {
  return listReconcileBatch(db, input);
}

/** Recently paid orders the reconciliation asks about again (see listPaidToRecheck). */
export async function paidToRecheck(
  db: Database,
  input: { paidSince: Date; checkedBefore: Date; limit: number },
) {
  return listPaidToRecheck(db, input);
}

export async function markReconciled(db: Database, orderIds: number[], at: Date): Promise<void> {
  await markOrdersChecked(db, orderIds, at);
}

/** True when this caller may ask the provider about the pending order now (see claimConfirmRequest). */
export async function claimConfirmation(db: Database, reference: string, seconds: number): Promise<boolean> {
  return claimConfirmRequest(db, reference, seconds);
}

/** Gives the claim back (the provider could not be asked): the next notification asks at once. */
export async function releaseConfirmation(db: Database, reference: string): Promise<void> {
  await releaseConfirmRequest(db, reference);
}

export async function orderByReference(db: Database, reference: string) {
  return findOrderByReference(db, reference);
}

export async function orderById(db: Database, id: number) {
  return findOrderById(db, id);
}

/** The order a legacy §7 payment call names by `transactional_id` (ours or the provider's). */
export async function orderByPaymentId(db: Database, id: string) {
  return findOrderByPaymentId(db, id);
}

/** GET /api/v1/orders/{id}: the caller's own order only (another user's → 404, as if absent). */
export async function getOrderDetail(
  db: Database,
  userId: number,
  orderId: number,
  defaultVatRate: number,
): Promise<OrderDetail> {
  const order = await findOrderById(db, orderId);
  if (!order || order.userId !== userId) throw new NotFound(ORDER_MESSAGES.orderNotFound);
  const items = await listOrderItems(db, order.id);
  return presentOrderDetail(order, items, defaultVatRate);
}

export function presentOrderDetail(
  order: OrderRow,
  items: Array<{ courseId: number; name: string; price: string; image: string }>,
  defaultVatRate: number,
): OrderDetail {
  const rate = order.vatRate === null ? defaultVatRate : Number(order.vatRate);
  const split = splitTaxCents(toCents(order.total), rate);
  return {
    id: order.id,
    status: (['pending', 'success', 'approved', 'failure', 'refunded'].includes(order.status)
      ? order.status
      : 'pending') as OrderDetail['status'],
    total: centsToMoney(toCents(order.total)),
    base: order.base === null ? centsToMoney(split.baseCents) : centsToMoney(toCents(order.base)),
    vat: order.vat === null ? centsToMoney(split.vatCents) : centsToMoney(toCents(order.vat)),
    vat_rate: rate,
    currency: order.currency,
    provider: order.provider,
    transactional_id: order.transactionalId,
    authorization_code: order.authorizationCode,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    items: items.map((i) => ({
      course_id: i.courseId,
      name: i.name,
      price: centsToMoney(toCents(i.price)),
      image: i.image,
    })),
  };
}
