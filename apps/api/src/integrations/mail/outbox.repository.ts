// The only place that touches the outbox table: queueing, the worker's lease-based claims and
// outcomes, the operator's requeue and purge, the per-address budget and the dev mailbox reads.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxInsert = typeof outbox.$inferInsert;

export async function insertOutbox(executor: Executor, values: OutboxInsert): Promise<void> {
  await executor.insert(outbox).values(values);
}

/**
 * Claims up to `batch` due rows in one statement (FOR UPDATE SKIP LOCKED: two instances never take
 * the same row), stamping each with `leaseId` and a lease end; `attempts` is the new count. Times
 * come from the database clock, the same for every instance.
 */
export async function claimDue(db: Executor, leaseId: string, leaseSeconds: number, batch: number) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNull(outbox.givenUpAt),
        isNull(outbox.leaseId),
        lte(outbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      leaseId,
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Records a send under our lease (even one already judged "possibly sent": it was sent). */
export async function markSent(db: Executor, id: number, leaseId: string): Promise<void> {
  await db
    .update(outbox)
    .set({
      sentAt: sql`now()`,
      error: null,
      leaseId: null,
      leaseExpiresAt: null,
      givenUpAt: null,
      possiblySent: false,
    })
    .where(and(eq(outbox.id, id), eq(outbox.leaseId, leaseId)));
}

/**
 * Records a failed send: due again after `delaySeconds`, or given up when the mail was queued more
 * than `retryForSeconds` ago. Returns whether it was given up.
 */
export async function markFailed(
  db: Executor,
  id: number,
  leaseId: string,
  error: string,
  delaySeconds: number,
  retryForSeconds: number,
): Promise<boolean> {
  const [row] = await db
    .update(outbox)
    .set({
      error: error.slice(0, 1000),
      leaseId: null,
      leaseExpiresAt: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      givenUpAt: sql`case when ${outbox.createdAt} < now() - make_interval(secs => ${retryForSeconds}) then now() end`,
    })
    .where(and(eq(outbox.id, id), eq(outbox.leaseId, leaseId)))
    .returning({ givenUpAt: outbox.givenUpAt });
  return Boolean(row?.givenUpAt);
}

/** Leases that ended with no outcome: marked possibly sent and given up. Returns their ids. */
export async function markExpiredLeasesPossiblySent(db: Executor, reason: string): Promise<number[]> {
  const rows = await db
    .update(outbox)
    .set({ givenUpAt: sql`now()`, possiblySent: true, error: reason })
    .where(
      and(
        isNull(outbox.sentAt),
        isNull(outbox.givenUpAt),
        isNotNull(outbox.leaseId),
        lt(outbox.leaseExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}

/** Given-up mails back in the queue, due now, with a fresh retry window. Returns their ids. */
export async function requeueGivenUp(
  db: Executor,
  options: { possiblySent?: boolean; ids?: number[] },
): Promise<number[]> {
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

/** Deletes up to `batch` mails sent more than `days` days ago. Returns how many went. */
export async function deleteSentBefore(db: Executor, days: number, batch: number): Promise<number> {
  const rows = await db
    .delete(outbox)
    .where(
      sql`${outbox.id} in (select id from outbox where sent_at < now() - make_interval(days => ${days}) limit ${batch})`,
    )
    .returning({ id: outbox.id });
  return rows.length;
}

/**
 * Mails queued to `address` in the last hour, counted under a transaction-scoped advisory lock on
 * the address, so two requests for it count one after the other (on any instance).
 */
export async function countQueuedLastHour(tx: Executor, address: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-budget:${address}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.to, address), gt(outbox.createdAt, sql`now() - interval '1 hour'`)));
  return Number(row?.n ?? 0);
}

/** The latest mails, newest first, optionally to one address (the dev mailbox). */
export function listLatest(db: Executor, limit: number, to?: string): Promise<OutboxRow[]> {
  const query = db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return to ? query.where(eq(outbox.to, to)) : query;
}

export async function findMail(db: Executor, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}
