// Hotmart postbacks → access. A verified postback (hottok checked by the route) is handled in one
// transaction: its event id is recorded with the purchase's new state (a replay changes no state),
// the buyer's account is found or created (with a mailed set-password link); then the orders
// service confirms the purchase's order with the Hotmart adapter, which reads that state. If that
// confirmation fails the answer is 503, and Hotmart's redelivery (a replay) confirms again. The
// orders service alone grants or revokes, so replays, races and out-of-order events are harmless:
//   PURCHASE_APPROVED / PURCHASE_COMPLETE → an order with provider 'hotmart' is opened and paid;
//   PURCHASE_REFUNDED / PURCHASE_CHARGEBACK / PURCHASE_CANCELED → the order is refunded and the
//   course revoked, unless another paid order of the buyer covers it.
// An event older (Hotmart's creation_date) than the one that set a purchase's state is ignored.
import {
  HOTMART_GRANT_EVENTS,
  HOTMART_REVOKE_EVENTS,
  type HotmartPostback,
  type HotmartWebhookResponse,
  ORDER_MESSAGES,
  PROJECT_ID,
  toCents,
} from '@campus/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  createHotmartProvider,
  HOTMART_PROVIDER_NAME,
  type HotmartPurchaseState,
} from '../../integrations/payments/hotmart.ts';
import type { PaymentProvider } from '../../integrations/payments/provider.ts';
import { AppError } from '../../lib/errors.ts';
import { ensureBuyerAccount } from '../auth/buyer-account.service.ts';
import { confirmOrder, createPendingOrder } from '../orders/orders.service.ts';
import {
  findCourseForProduct,
  findPurchase,
  findPurchaseByOrderReference,
  type HotmartPurchaseRow,
  insertEvent,
  insertPurchase,
  lockPurchase,
  updatePurchase,
  upsertProductMapping,
} from './hotmart.repository.ts';

const GRANT = new Set<string>(HOTMART_GRANT_EVENTS);
const REVOKE = new Set<string>(HOTMART_REVOKE_EVENTS);

/** The state a revocation event leaves a purchase in. */
const REVOKED_STATUS: Record<string, string> = {
  PURCHASE_REFUNDED: 'refunded',
  PURCHASE_CHARGEBACK: 'chargeback',
  PURCHASE_CANCELED: 'canceled',
};

export async function hotmartPurchaseState(
  db: Database,
  reference: string,
): Promise<HotmartPurchaseState | null> {
  const row = await findPurchaseByOrderReference(db, reference);
  if (!row) return null;
  return {
    transaction: row.transaction,
    status: row.status,
    wasApproved: row.approvedAt !== null,
    amountCents: row.amountCents,
    hotmartPrice: row.hotmartPrice,
    hotmartCurrency: row.hotmartCurrency,
    productId: row.productId,
  };
}

/** The Hotmart adapter over this database (also what the payments registry builds for reconciliation). */
export function hotmartProvider(db: Database): PaymentProvider {
  return createHotmartProvider((reference) => hotmartPurchaseState(db, reference));
}

/** Operators and the demo seed: which course a Hotmart product id grants. */
export async function mapHotmartProduct(db: Database, productId: string, courseId: number): Promise<void> {
  await upsertProductMapping(db, productId, courseId);
}

function buyerNames(buyer: HotmartPostback['data']['buyer']): { firstName: string; lastName: string } {
  if (buyer.first_name || buyer.last_name) {
    return { firstName: buyer.first_name ?? '', lastName: buyer.last_name ?? '' };
  }
  const parts = (buyer.name ?? '').split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/**
 * The USD amount our order records: Hotmart's price when Hotmart charged in USD, else the course's
 * own price (Hotmart's local-currency charge stays on the purchase row).
 */
function orderAmountCents(postback: HotmartPostback, coursePrice: string): number {
  const price = postback.data.purchase.price;
  const currency = price?.currency_value ?? price?.currency_code;
  if (price && currency === 'USD') return Math.round(price.value * 100);
  return toCents(coursePrice);
}

type Decision =
  | { action: 'ignored' | 'stale' }
  /** A redelivery: its purchase's order is confirmed again (a failed confirmation is retried). */
  | { action: 'duplicate'; reference: string | null }
  | { action: 'confirm'; reference: string; intent: 'grant' | 'revoke' };

export async function handleHotmartPostback(
  db: Database,
  config: Config,
  postback: HotmartPostback,
  log?: FastifyBaseLogger,
): Promise<HotmartWebhookResponse> {
  const intent = GRANT.has(postback.event) ? 'grant' : REVOKE.has(postback.event) ? 'revoke' : null;
  // Other events (PURCHASE_DELAYED, SUBSCRIPTION_CANCELLATION…) change no access: acknowledged only.
  if (!intent) return { received: true, status: 'ignored' };

  const productId = postback.data.product.id;
  const course = await findCourseForProduct(db, productId);
  if (!course) {
    // Not recorded: once an operator maps the product, Hotmart's resend of this event grants it.
    log?.warn({ productId, event: postback.event }, 'Hotmart: producto sin curso asociado');
    return { received: true, status: 'unknown_product' };
  }

  const transaction = postback.data.purchase.transaction;
  const eventAt = new Date(postback.creation_date);
  const email = postback.data.buyer.email;
  const price = postback.data.purchase.price;

  const decision = await db.transaction(async (tx): Promise<Decision> => {
    if (!(await insertEvent(tx, { eventId: postback.id, event: postback.event, transaction }))) {
      return {
        action: 'duplicate',
        reference: (await findPurchase(tx, transaction))?.orderReference ?? null,
      };
    }
    const amountCents = orderAmountCents(postback, course.price);
    const common = {
      transaction,
      productId,
      email,
      eventAt,
      amountCents,
      hotmartPrice: price ? price.value.toFixed(2) : null,
      hotmartCurrency: price?.currency_value ?? price?.currency_code ?? null,
    };

    const openOrder = async (purchase: HotmartPurchaseRow): Promise<string> => {
      const names = buyerNames(postback.data.buyer);
      const account = await ensureBuyerAccount(tx, config, {
        projectId: PROJECT_ID,
        email,
        ...names,
        courseName: course.name,
      });
      const order = await createPendingOrder(tx, {
        userId: account.userId,
        email,
        buyerName: `${names.firstName} ${names.lastName}`.trim() || null,
        provider: HOTMART_PROVIDER_NAME,
        vatRate: config.vatRate,
        items: [{ courseId: course.courseId, priceCents: purchase.amountCents }],
      });
      await updatePurchase(tx, purchase.id, { orderId: order.id, orderReference: order.reference });
      return order.reference!;
    };

    if (intent === 'grant') {
      const created = await insertPurchase(tx, { ...common, status: 'approved', approvedAt: new Date() });
      if (created) return { action: 'confirm', reference: await openOrder(created), intent };
      const existing = (await lockPurchase(tx, transaction))!;
      if (existing.eventAt > eventAt && existing.status !== 'approved') return { action: 'stale' };
      if (existing.status !== 'approved') {
        // Approved again after a revocation that was older (e.g. a chargeback the producer won).
        await updatePurchase(tx, existing.id, {
          status: 'approved',
          eventAt,
          approvedAt: existing.approvedAt ?? new Date(),
        });
      }
      if (existing.orderReference) return { action: 'confirm', reference: existing.orderReference, intent };
      return { action: 'confirm', reference: await openOrder({ ...existing, status: 'approved' }), intent };
    }

    const status = REVOKED_STATUS[postback.event]!;
    const created = await insertPurchase(tx, { ...common, status, approvedAt: null });
    // Revoked before any approval arrived: remembered, so a late (older) approval grants nothing.
    if (created) return { action: 'ignored' };
    const existing = (await lockPurchase(tx, transaction))!;
    if (existing.eventAt > eventAt) return { action: 'stale' };
    await updatePurchase(tx, existing.id, { status, eventAt });
    if (!existing.orderReference) return { action: 'ignored' };
    return { action: 'confirm', reference: existing.orderReference, intent };
  });

  if (decision.action === 'duplicate') {
    // The event is recorded with the purchase state it set; applying that state to the order is
    // idempotent, so a redelivery after a failed confirmation finishes it (and a failure → 503).
    if (decision.reference) await confirmPurchase(db, config, decision.reference, postback, log);
    return { received: true, status: 'duplicate' };
  }
  if (decision.action !== 'confirm') return { received: true, status: decision.action };
  const result = await confirmPurchase(db, config, decision.reference, postback, log);
  if (result.status === 'success') return { received: true, status: 'granted' };
  if (result.status === 'refunded') return { received: true, status: 'revoked' };
  return { received: true, status: decision.intent === 'revoke' ? 'revoked' : result.status };
}

/**
 * Applies the purchase's recorded state to its order through the orders service. A failure answers
 * 503, so Hotmart delivers the event again and the redelivery finishes it.
 */
async function confirmPurchase(
  db: Database,
  config: Config,
  reference: string,
  postback: HotmartPostback,
  log?: FastifyBaseLogger,
) {
  try {
    // A revocation must reach a paid order: confirmOrder asks again only when given the event's
    // parameters (without them it keeps a final order as it is).
    return await confirmOrder(db, hotmartProvider(db), reference, {
      publicUrl: config.publicUrl,
      query: { event: postback.event, transaction: postback.data.purchase.transaction },
    });
  } catch (err) {
    log?.warn({ err }, 'Hotmart: confirmación fallida; Hotmart reintentará');
    throw new AppError(503, ORDER_MESSAGES.providerUnavailable);
  }
}
