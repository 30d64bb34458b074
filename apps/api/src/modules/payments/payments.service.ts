// The triggers of the money path: the buyer's return from the provider, the provider's webhook and
// the legacy §7 payment calls. None of them trusts what it is told; each asks the provider through
// the orders service's confirmOrder, which alone grants.
import {
  ORDER_MESSAGES,
  type OrderStatusValue,
  PAYMENT_RESULT_PATHS,
  type PaymentRecordResponse,
  paymentOutcomeMessage,
} from '@campus/contract';
import type { Database } from '../../db/client.ts';
import { ProviderUnavailable } from '../../integrations/payments/provider.ts';
import type { PaymentRegistry } from '../../integrations/payments/registry.ts';
import { AppError, NotFound, Unauthorized } from '../../lib/errors.ts';
import {
  type ConfirmResult,
  claimConfirmation,
  confirmOrder,
  orderByPaymentId,
  orderByReference,
  releaseConfirmation,
} from '../orders/orders.service.ts';
import { insertPaymentEvent, paymentEventExists } from './payments.repository.ts';

const resultPath = (status: OrderStatusValue, orderId: number | null): string => {
  const path =
    status === 'success'
      ? PAYMENT_RESULT_PATHS.success
      : status === 'pending'
        ? PAYMENT_RESULT_PATHS.pending
        : PAYMENT_RESULT_PATHS.failure;
  return orderId === null ? path : `${path}?order=${orderId}`;
};

/** Flattens a query string object (a repeated parameter keeps its first value). */
export function flatQuery(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query))
    if (v !== undefined) out[k] = Array.isArray(v) ? (v[0] ?? '') : v;
  return out;
}

/**
 * GET /api/v1/payments/return: the buyer comes back from the provider. The server confirms with
 * the provider and answers where to send the buyer (a result page of spec §2). A provider that does
 * not answer leaves the order pending (the reconciliation finishes it): the pending page.
 */
export async function handleReturn(
  db: Database,
  payments: PaymentRegistry,
  publicUrl: string,
  query: Record<string, string>,
): Promise<string> {
  const provider = payments.get(query.provider ?? payments.active.name);
  // A provider this server does not have (unknown, or not configured): nothing to confirm with.
  if (!provider) throw new NotFound(ORDER_MESSAGES.unknownProvider);
  const params = provider.readReturn(query);
  if (!params) return resultPath('failure', null);
  const order = await orderByReference(db, params.reference);
  if (!order || order.provider !== provider.name) return resultPath('failure', null);
  try {
    const result = await confirmOrder(db, provider, params.reference, {
      publicUrl,
      query,
      providerRef: params.providerRef,
    });
    return resultPath(result.status, order.id);
  } catch (err) {
    if (err instanceof ProviderUnavailable) return resultPath('pending', order.id);
    throw err;
  }
}

/** An unsigned notification makes us ask the provider about a reference at most this often. */
export const UNSIGNED_CONFIRM_EVERY_SECONDS = 5;

/**
 * POST /api/v1/payments/webhook/{provider}: a verified notification only triggers confirmOrder;
 * its body never says what the status is. Unknown provider (or one not configured here) → 404;
 * forged or stale → 401; provider unreachable → 503 so the provider retries.
 *
 * A signed notification (sandbox) is believed to come from the provider: a new event about a paid
 * order may report a refund, so the provider is asked again; unknown references → 404.
 * An unsigned one (PayPhone, which notifies approved payments only, never refunds) is a hint about
 * a PENDING order: any other reference is acknowledged without calling the provider, and one
 * reference is confirmed at most once every UNSIGNED_CONFIRM_EVERY_SECONDS across all instances,
 * so forged posts cannot spend the merchant's token.
 *
 * The event id is recorded in the transaction that applies the provider's verdict: a delivery
 * whose confirmation failed leaves no trace, and the provider's retry is processed in full.
 */
export async function handleWebhook(
  db: Database,
  payments: PaymentRegistry,
  publicUrl: string,
  providerName: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<{ received: true; status: string }> {
  const provider = payments.get(providerName);
  if (!provider) throw new NotFound(ORDER_MESSAGES.unknownProvider);
  const parsed = await provider.parseNotification(headers, rawBody);
  if (!parsed.ok) throw new AppError(parsed.status, ORDER_MESSAGES.webhookRefused);
  const order = await orderByReference(db, parsed.reference);
  if (!parsed.signed) {
    if (!order || order.provider !== provider.name || order.status !== 'pending') {
      return { received: true, status: 'ignored' };
    }
    if (!(await claimConfirmation(db, parsed.reference, UNSIGNED_CONFIRM_EVERY_SECONDS))) {
      return { received: true, status: 'pending' };
    }
  } else if (!order || order.provider !== provider.name) {
    throw new NotFound(ORDER_MESSAGES.orderNotFound);
  }
  const seen = await paymentEventExists(db, provider.name, parsed.eventId);
  if (seen && order.status !== 'pending') return { received: true, status: order.status };
  try {
    // A new signed event about a paid order may be a refund: the provider is asked again.
    const result = await confirmOrder(db, provider, parsed.reference, {
      publicUrl,
      recheckFinal: parsed.signed && !seen,
      onApplied: (tx) => insertPaymentEvent(tx, provider.name, parsed.eventId, parsed.reference),
    });
    return { received: true, status: result.status };
  } catch (err) {
    // Nothing was decided: the provider's retry must be able to ask again at once.
    if (!parsed.signed) await releaseConfirmation(db, parsed.reference);
    if (err instanceof ProviderUnavailable) throw new AppError(503, ORDER_MESSAGES.providerUnavailable);
    throw err;
  }
}

export type LegacyKind = 'success' | 'failure' | 'pending';

/**
 * The §7 payment calls old clients make after the provider's modal (orderConsult/*,
 * insertUserCourses*). `transactional_id` names the order (ours or the provider's id); the server
 * asks the provider and answers the order's real status. 'success' calls answer 401 when the
 * provider does not confirm an approved payment for the order's amount and currency: a forged
 * success grants nothing. Orders of other users (or other e-mails) are treated as unknown.
 */
export async function recordLegacyPayment(
  db: Database,
  payments: PaymentRegistry,
  publicUrl: string,
  kind: LegacyKind,
  input: { userId: number | null; transactionalId: string; email?: string | undefined },
): Promise<PaymentRecordResponse> {
  const refuse = () =>
    kind === 'success'
      ? new Unauthorized(ORDER_MESSAGES.notConfirmed)
      : new NotFound(ORDER_MESSAGES.orderNotFound);
  const order = await orderByPaymentId(db, input.transactionalId);
  if (!order?.reference) throw refuse();
  if (input.userId !== null && order.userId !== input.userId) throw refuse();
  // Public calls (client token): an e-mail, when sent, must be the buyer's. Our reference is a
  // random secret, but a provider's transaction id is guessable: by that id the e-mail is required,
  // or a stranger would learn an order's status.
  if (input.userId === null && order.email) {
    const email = input.email?.trim().toLowerCase();
    const byReference = order.reference === input.transactionalId;
    if ((email !== undefined || !byReference) && email !== order.email.toLowerCase()) throw refuse();
  }
  const provider = payments.get(order.provider);
  if (!provider) throw refuse();

  let result: Pick<ConfirmResult, 'status'> = { status: order.status as OrderStatusValue };
  try {
    result = await confirmOrder(db, provider, order.reference, {
      publicUrl,
      query: { id: input.transactionalId, clientTransactionId: order.reference },
    });
  } catch (err) {
    if (!(err instanceof ProviderUnavailable)) throw err;
  }
  const status = result.status === ('approved' as OrderStatusValue) ? 'success' : result.status;
  if (kind === 'success' && status !== 'success') throw new Unauthorized(ORDER_MESSAGES.notConfirmed);
  return { message: paymentOutcomeMessage(status), status, order_id: order.id };
}
