// Operator tools of the outbox: requeue what the worker gave up on, purge what was sent long ago,
// and the per-address budget that keeps the forms from flooding one mailbox.
import type { Executor } from '../../db/client.ts';
import { countQueuedLastHour, deleteSentBefore, requeueGivenUp } from './outbox.repository.ts';

export type RequeueOptions = {
  /** Also requeue mails that were possibly sent (a worker died mid-send): they may arrive twice. */
  possiblySent?: boolean;
  /** Only these outbox ids. */
  ids?: number[];
};

/**
 * Puts given-up mails back in the queue, due now, with a fresh 3-day retry window (counted from the
 * requeue). Returns the ids requeued.
 */
export function requeueMail(db: Executor, options: RequeueOptions = {}): Promise<number[]> {
  return requeueGivenUp(db, options);
}

/** Deletes sent mails older than `retentionDays` (in batches). Returns how many went. */
export async function purgeSentMail(db: Executor, retentionDays: number, batch = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await deleteSentBefore(db, retentionDays, batch);
    total += n;
    if (n < batch) return total;
  }
}

/**
 * How many more e-mails `to` may be sent this hour under `perHour`. Call it inside the transaction
 * that queues the mail: the count is taken under a lock on the address, so two requests for the
 * same address count one after the other (across instances: the lock is in the database).
 */
export async function mailBudgetLeft(tx: Executor, to: string, perHour: number): Promise<number> {
  return Math.max(0, perHour - (await countQueuedLastHour(tx, to.trim().toLowerCase())));
}
