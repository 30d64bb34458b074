// `npm run bench:payments`: the confirm + enrol transaction (orders service confirmOrder: lock the
// order, record the provider transaction, check amount and currency, mark paid, insert the
// enrolments, queue the receipt) under 20 concurrent buyers, on PostgreSQL (BENCH_DATABASE_URL) or
// the embedded PGlite (BENCH_DB=pglite). The provider answers at once (an in-process adapter), so
// the figure is our transaction, not the provider's network. Target: p99 < 50 ms. See BENCHMARKS.md.
import { PROJECT_ID } from '@campus/contract';
import { loadConfig } from '../apps/api/src/config.ts';
import { bootstrap } from '../apps/api/src/db/bootstrap.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { courses, enrolments, outbox, users } from '../apps/api/src/db/schema.ts';
import type { PaymentProvider } from '../apps/api/src/integrations/payments/provider.ts';
import { confirmOrder, createPendingOrder } from '../apps/api/src/modules/orders/orders.service.ts';
import { recreateDatabase } from './database.ts';
import { median, percentile } from './server.ts';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/campus_bench_payments';
const USE_PGLITE = process.env.BENCH_DB === 'pglite';
const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const ORDERS_PER_BUYER = Number(process.env.BENCH_ORDERS_PER_BUYER ?? 50);
/** Enough courses that no buyer buys one twice: every order enrols all its courses. */
const COURSES = 3 * ORDERS_PER_BUYER;

async function main() {
  if (!USE_PGLITE) await recreateDatabase(DATABASE_URL);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: USE_PGLITE ? 'memory://' : DATABASE_URL });
  const database = await openDatabase(config.database);
  await database.migrate();
  await bootstrap(database.db, config);
  const db = database.db;

  const courseRows = await db
    .insert(courses)
    .values(
      Array.from({ length: COURSES }, (_, i) => ({
        projectId: PROJECT_ID,
        name: `Curso ${i + 1}`,
        price: `${49 + i}.00`,
        publishedAt: new Date(),
      })),
    )
    .returning({ id: courses.id, price: courses.price });
  const buyerRows = await db
    .insert(users)
    .values(
      Array.from({ length: BUYERS }, (_, i) => ({
        projectId: PROJECT_ID,
        email: `comprador${i + 1}@ejemplo.com`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id, email: users.email });

  // Each buyer's pending orders (1–3 courses each, no course twice for a buyer).
  const work: Array<Array<{ reference: string; totalCents: number }>> = [];
  for (const [b, buyer] of buyerRows.entries()) {
    const list = [];
    for (let o = 0; o < ORDERS_PER_BUYER; o++) {
      const size = 1 + ((b + o) % 3);
      const unique = Array.from({ length: size }, (_, k) => courseRows[(o * 3 + k) % COURSES]!);
      const order = await createPendingOrder(db, {
        userId: buyer.id,
        email: buyer.email,
        buyerName: `Comprador ${b + 1}`,
        provider: 'bench',
        vatRate: 0.15,
        items: unique.map((c) => ({ courseId: c.id, priceCents: Math.round(Number(c.price) * 100) })),
      });
      list.push({ reference: order.reference!, totalCents: Math.round(Number(order.total) * 100) });
    }
    work.push(list);
  }
  const expectedEnrolments = buyerRows.reduce(
    (sum, _b, b) =>
      sum + Array.from({ length: ORDERS_PER_BUYER }, (_, o) => 1 + ((b + o) % 3)).reduce((x, y) => x + y, 0),
    0,
  );
  const totals = new Map(work.flat().map((w) => [w.reference, w.totalCents]));

  // A provider that approves at once, for the exact amount: the transaction is all that is timed.
  let tx = 0;
  const provider: PaymentProvider = {
    name: 'bench',
    createCheckout: async () => ({ redirectUrl: '', providerRef: '' }),
    readReturn: () => null,
    parseNotification: () => ({ ok: false, status: 401, reason: 'bench' }),
    confirm: async ({ reference }) => ({
      status: 'approved',
      transactionId: `bench-${++tx}`,
      authorizationCode: 'BENCH1',
      amountCents: totals.get(reference)!,
      currency: 'USD',
      raw: {},
    }),
  };

  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    work.map(async (orders) => {
      for (const order of orders) {
        const t0 = performance.now();
        const result = await confirmOrder(db, provider, order.reference, {
          publicUrl: 'http://localhost:3000',
        });
        latencies.push(performance.now() - t0);
        if (result.status !== 'success') throw new Error(`order not paid: ${order.reference}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const enrolled = await db.$count(enrolments);
  const receipts = await db.$count(outbox);
  await database.close();

  const f = (n: number) => n.toFixed(1);
  console.log(
    `\nconfirm + enrol (${USE_PGLITE ? 'PGlite en memoria' : 'PostgreSQL'}), ${BUYERS} compradores concurrentes, ${latencies.length} órdenes`,
  );
  console.log('| p50 ms | p95 ms | p99 ms | max ms | órdenes/s | matrículas | recibos |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${f(median(latencies))} | ${f(percentile(latencies, 95))} | ${f(percentile(latencies, 99))} | ${f(Math.max(...latencies))} | ${Math.round(latencies.length / seconds)} | ${enrolled} | ${receipts} |`,
  );
  if (receipts !== latencies.length)
    throw new Error(`expected ${latencies.length} receipts, got ${receipts}`);
  if (enrolled !== expectedEnrolments)
    throw new Error(`expected ${expectedEnrolments} enrolments, got ${enrolled}`);
  const p99 = percentile(latencies, 99);
  console.log(
    p99 < 50 ? '\np99 < 50 ms: objetivo cumplido' : `\np99 ${f(p99)} ms: objetivo de 50 ms NO cumplido`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
