// Reconciliation: orders left pending (the server killed mid-payment, a lost webhook, a buyer who
// closed the tab after paying) are confirmed again with their provider and finished. Safe to run
// twice, or on two servers at once: confirmOrder is idempotent and locks the order row.
//
// Fair to every order: each run takes a bounded batch, first the orders opened in the last
// RECENT_MINUTES (newest first: PayPhone reverses an approved payment nobody confirmed within
// 5 minutes), then round robin by `last_checked_at` (never-checked first). Every order taken is
// stamped checked, even when its provider failed, so a crowd of abandoned checkouts of one account
// cannot keep a paid order waiting. A checkout still pending PAYMENTS_PENDING_EXPIRY_MINUTES after
// it was opened ends as failure (`expired`), but only once its provider has just answered that it
// is not paid: an order whose provider cannot be asked is never expired.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentRegistry } from '../../integrations/payments/registry.ts';
import {
  confirmOrder,
  expireOrder,
  markReconciled,
  paidToRecheck,
  reconcileBatch,
} from '../orders/orders.service.ts';

/**
 * Paid orders of a provider that can reverse payments (PayPhone annuls the same day, from its panel
 * too) are asked about again for this long after payment, at most every RECHECK_PAID_EVERY_MINUTES
 * and RECHECK_PAID_LIMIT per run: a reversal revokes the access like a refund.
 */
export const RECHECK_PAID_WITHIN_HOURS = 24;
export const RECHECK_PAID_EVERY_MINUTES = 30;
export const RECHECK_PAID_LIMIT = 50;

/** Orders opened this recently are taken first, newest first. */
export const RECENT_MINUTES = 10;
export const DEFAULT_BATCH = 200;
/** PAYMENTS_PENDING_EXPIRY_MINUTES by default: PayPhone's ~10-minute link plus two hours. */
export const DEFAULT_EXPIRY_MINUTES = 130;

export type ReconcileSummary = {
  checked: number;
  paid: number;
  failed: number;
  stillPending: number;
  expired: number;
  /** Paid orders found reversed at their provider (now refunded, access revoked). */
  reversed: number;
  errors: number;
};

export async function reconcilePendingOrders(
  db: Database,
  registry: PaymentRegistry,
  options: {
    publicUrl: string;
    olderThanMinutes: number;
    /** A pending order this old, that its provider says is not paid, ends as failure (expired). */
    expireAfterMinutes?: number;
    limit?: number;
    now?: Date;
    log?: FastifyBaseLogger;
  },
): Promise<ReconcileSummary> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - options.olderThanMinutes * 60_000);
  const expiry = new Date(now.getTime() - (options.expireAfterMinutes ?? DEFAULT_EXPIRY_MINUTES) * 60_000);
  const limit = options.limit ?? DEFAULT_BATCH;
  const summary: ReconcileSummary = {
    checked: 0,
    paid: 0,
    failed: 0,
    stillPending: 0,
    expired: 0,
    reversed: 0,
    errors: 0,
  };
  const batch = await reconcileBatch(db, {
    before,
    recentSince: new Date(now.getTime() - RECENT_MINUTES * 60_000),
    recentLimit: Math.ceil(limit / 2),
    limit,
  });
  // Stamped before asking: a provider that hangs or fails does not keep these at the head.
  await markReconciled(
    db,
    batch.map((o) => o.id),
    now,
  );
  for (const order of batch) {
    summary.checked++;
    const provider = registry.get(order.provider);
    try {
      if (!provider || !order.reference) throw new Error(`proveedor no disponible: ${order.provider}`);
      const result = await confirmOrder(db, provider, order.reference, { publicUrl: options.publicUrl });
      if (result.status === 'success') summary.paid++;
      else if (result.status === 'failure') summary.failed++;
      else if (result.status === 'pending' && order.createdAt < expiry && (await expireOrder(db, order.id)))
        summary.expired++;
      else summary.stillPending++;
    } catch (err) {
      // Not expired: the provider did not say it is unpaid.
      summary.errors++;
      options.log?.warn({ err, orderId: order.id }, 'conciliación: no se pudo confirmar la orden');
    }
  }

  const paid = await paidToRecheck(db, {
    paidSince: new Date(now.getTime() - RECHECK_PAID_WITHIN_HOURS * 3_600_000),
    checkedBefore: new Date(now.getTime() - RECHECK_PAID_EVERY_MINUTES * 60_000),
    limit: RECHECK_PAID_LIMIT,
  });
  await markReconciled(
    db,
    paid.map((o) => o.id),
    now,
  );
  for (const order of paid) {
    const provider = registry.get(order.provider);
    // Only a provider that can give money back can have reversed a payment.
    if (!provider?.refund || !order.reference) continue;
    try {
      const result = await confirmOrder(db, provider, order.reference, {
        publicUrl: options.publicUrl,
        recheckFinal: true,
      });
      if (result.status === 'refunded') summary.reversed++;
    } catch (err) {
      summary.errors++;
      options.log?.warn({ err, orderId: order.id }, 'conciliación: no se pudo revisar la orden pagada');
    }
  }
  return summary;
}

/** The server's job: once shortly after start, then every PAYMENTS_RECONCILE_INTERVAL_SECONDS. */
export function startReconciliationJob(
  db: Database,
  registry: PaymentRegistry,
  config: Config,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = reconcilePendingOrders(db, registry, {
      publicUrl: config.publicUrl,
      olderThanMinutes: config.paymentsReconcileAfterMinutes,
      expireAfterMinutes: config.paymentsPendingExpiryMinutes,
      log,
    })
      .then((s) => {
        if (s.checked > 0) log.info({ conciliacion: s }, 'conciliación de pagos pendientes');
      })
      .catch((err) => log.error({ err }, 'conciliación de pagos falló'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 1000);
  const timer = setInterval(run, config.paymentsReconcileIntervalSeconds * 1000);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
