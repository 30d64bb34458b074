// Reconciliation: orders left pending (the server killed mid-payment, a lost webhook, a buyer who
// closed the tab after paying) are confirmed again with their provider and finished. Safe to run
// twice, or on two servers at once: confirmOrder is idempotent and locks the order row.
import { ORDER_PENDING_EXPIRY_HOURS } from '@campus/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentRegistry } from '../../integrations/payments/registry.ts';
import { confirmOrder, expireOrder, stalePendingOrders } from '../orders/orders.service.ts';

export type ReconcileSummary = {
  checked: number;
  paid: number;
  failed: number;
  stillPending: number;
  expired: number;
  errors: number;
};

export async function reconcilePendingOrders(
  db: Database,
  registry: PaymentRegistry,
  options: {
    publicUrl: string;
    olderThanMinutes: number;
    limit?: number;
    now?: Date;
    log?: FastifyBaseLogger;
  },
): Promise<ReconcileSummary> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - options.olderThanMinutes * 60_000);
  const expiry = new Date(now.getTime() - ORDER_PENDING_EXPIRY_HOURS * 3_600_000);
  const summary: ReconcileSummary = {
    checked: 0,
    paid: 0,
    failed: 0,
    stillPending: 0,
    expired: 0,
    errors: 0,
  };
  for (const order of await stalePendingOrders(db, before, options.limit ?? 200)) {
    summary.checked++;
    const provider = registry.get(order.provider);
    try {
      if (!provider || !order.reference) throw new Error(`proveedor no disponible: ${order.provider}`);
      const result = await confirmOrder(db, provider, order.reference, { publicUrl: options.publicUrl });
      if (result.status === 'success') summary.paid++;
      else if (result.status === 'failure') summary.failed++;
      else if (order.createdAt < expiry && (await expireOrder(db, order.id))) summary.expired++;
      else summary.stillPending++;
    } catch (err) {
      summary.errors++;
      options.log?.warn({ err, orderId: order.id }, 'conciliación: no se pudo confirmar la orden');
      if (order.createdAt < expiry && (await expireOrder(db, order.id).catch(() => false))) summary.expired++;
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
