// Orders as the operator sees them (issue 13, part B). Refunds go through refundOrder's own path
// (refundOrderInTransaction), so access is revoked exactly as for a provider's refund.
import {
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  ORDER_MESSAGES,
  type Paginated,
  paginate,
} from '@campus/contract';
import type { Executor } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { listOrdersPage } from './orders.admin.repository.ts';
import { findOrderById, listOrderItems, type OrderRow } from './orders.repository.ts';
import { presentOrderDetail, refundOrderInTransaction } from './orders.service.ts';

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
): Promise<AdminOrderDetail> {
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
  };
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
