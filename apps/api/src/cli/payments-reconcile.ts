// Operator command: re-confirm with their provider the orders left pending, and finish them
// (the same work the server's reconciliation job does every PAYMENTS_RECONCILE_INTERVAL_SECONDS).
//
//   npm run payments:reconcile -- [--older-than MINUTES] [--limit N]
//
// Safe to run twice, or while the server runs on PostgreSQL: each order is confirmed under a row
// lock and granted at most once. With the embedded database (PGlite), stop the server first: PGlite
// admits one process. Prints a summary; exit code 1 when some order could not be confirmed.
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createPaymentRegistry } from '../integrations/payments/registry.ts';
import { PAYMENT_PROVIDERS } from '../modules/payments/providers.ts';
import { reconcilePendingOrders } from '../modules/payments/reconcile.ts';

async function main() {
  const { values } = parseArgs({
    options: { 'older-than': { type: 'string' }, limit: { type: 'string' } },
  });
  const config = loadConfig();
  const olderThan =
    values['older-than'] === undefined ? config.paymentsReconcileAfterMinutes : Number(values['older-than']);
  const limit = values.limit === undefined ? 1000 : Number(values.limit);
  if (!Number.isFinite(olderThan) || olderThan < 0 || !Number.isInteger(limit) || limit < 1) {
    console.error('Uso: npm run payments:reconcile -- [--older-than MINUTOS] [--limit N]');
    process.exit(2);
  }
  const database = await openDatabase(config.database);
  await database.migrate();
  const log = pino({ level: config.logLevel === 'silent' ? 'silent' : 'warn' });
  try {
    const registry = createPaymentRegistry(PAYMENT_PROVIDERS, {
      config,
      db: database.db,
      log,
      // No webhooks are sent from here: the sandbox posts them only from its page.
      deliver: () => {},
    });
    const s = await reconcilePendingOrders(database.db, registry, {
      publicUrl: config.publicUrl,
      olderThanMinutes: olderThan,
      expireAfterMinutes: config.paymentsPendingExpiryMinutes,
      limit,
      log,
    });
    console.log(
      `Órdenes pendientes revisadas: ${s.checked} · pagadas: ${s.paid} · rechazadas: ${s.failed} · siguen pendientes: ${s.stillPending} · vencidas: ${s.expired} · pagadas y luego anuladas en el proveedor: ${s.reversed} · errores: ${s.errors}`,
    );
    process.exitCode = s.errors > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error('No se pudo conciliar los pagos:', err instanceof Error ? err.message : err);
  process.exit(1);
});
