// Operator tools of the outbox: requeue what the worker gave up on, purge what was sent long ago,
// and the per-address budget that keeps the forms from flooding one mailbox.
import { and, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export type RequeueOptions = {
  /** Also requeue mails that were possibly sent (a worker died mid-send): they may arrive twice. */
  possiblySent?: boolean;
  /** Only these outbox ids. */
  ids?: number[];
};

/**
 * Puts given-up mails back in the queue, due now, with a fresh 3-day retry window (created_at is
 * not touched; the window counts from the requeue). Returns the ids requeued.
 */
export async function requeueMail(db: Executor, options: RequeueOptions = {}): Promise<number[]> {
  const rows = await db
    .update(outbox)
    .set({
      givenUpAt: null,
      possiblySent: false,
      leaseId: null,
      leaseExpiresAt: null,
      attempts: 0,
      nextAttemptAt: sql`now()`,
      createdAt: sql`now()`,
    })
    .where(
      and(
        isNull(outbox.sentAt),
        isNotNull(outbox.givenUpAt),
        options.possiblySent ? undefined : eq(outbox.possiblySent, false),
        options.ids ? inArray(outbox.id, options.ids) : undefined,
      ),
    )
    .returning({ id: outbox.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Deletes sent mails older than `retentionDays` (in batches). Returns how many went. */
export async function purgeSentMail(db: Executor, retentionDays: number, batch = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db
      .delete(outbox)
      .where(
        sql`${outbox.id} in (select id from outbox where sent_at < now() - make_interval(days => ${retentionDays}) limit ${batch})`,
      )
      .returning({ id: outbox.id });
    total += rows.length;
    if (rows.length < batch) return total;
  }
}

/**
 * How many more e-mails `to` may be sent this hour under `perHour`. Call it inside the transaction
 * that queues the mail: it takes a transaction-scoped advisory lock on the address, so two requests
 * for the same address count one after the other (across instances: the lock is in the database).
 */
export async function mailBudgetLeft(tx: Executor, to: string, perHour: number): Promise<number> {
  const address = to.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-budget:${address}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.to, address), gt(outbox.createdAt, sql`now() - interval '1 hour'`)));
  return Math.max(0, perHour - Number(row?.n ?? 0));
}
