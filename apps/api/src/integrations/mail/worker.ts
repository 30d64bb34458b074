import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { MailTransport } from './transport.ts';

export const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * How long a claimed e-mail is reserved for the worker that claimed it. It must outlast one send:
 * the SMTP transport gives up well before (see transport.ts timeouts), so under normal operation
 * nobody else picks the row up while it is being sent. If the process dies mid-send, the row
 * becomes due again when the lease ends.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;

/**
 * Sends queued e-mails without holding a database transaction (or, on PGlite, its one connection)
 * while SMTP talks: rows are claimed in one short statement (FOR UPDATE SKIP LOCKED, so several
 * instances never claim the same row; the claim pushes next_attempt_at past a lease and counts the
 * attempt), then sent, then each outcome is recorded in another short statement.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  /** Runs of this process go one after another (a drain waits for a background run in flight). */
  private chain: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = 5000,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.chain;
  }

  /** Sends what is due now (after a request queued mail); errors are logged, never thrown. */
  wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  /**
   * Processes batches until nothing is due, after any run already under way in this process, so
   * what it queued is sent (or failed) when this resolves. Returns how many were sent. For tests
   * and shutdown.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await this.runOnce();
      total += sent;
      if (sent === 0) return total;
    }
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runOnce()
        .catch((err) => this.log.error({ err }, 'mail worker failed'))
        .finally(() => {
          if (!this.stopped && !this.timer) this.schedule(this.intervalMs);
        });
    }, delay);
    this.timer.unref();
  }

  private runOnce(): Promise<number> {
    const run = this.chain.then(() => this.sendDue());
    this.chain = run.catch(() => {});
    return run;
  }

  private async sendDue(): Promise<number> {
    const claimed = await this.claimDue();
    let sent = 0;
    for (const mail of claimed) {
      try {
        await this.transport.send(mail);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        this.log.warn(
          { mailId: mail.id, attempts: mail.attempts, err: message },
          'e-mail not sent; will retry',
        );
        await this.db
          .update(outbox)
          .set({
            error: message.slice(0, 1000),
            nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)),
          })
          .where(and(eq(outbox.id, mail.id), isNull(outbox.sentAt)));
        continue;
      }
      await this.db
        .update(outbox)
        .set({ sentAt: new Date(), error: null })
        .where(and(eq(outbox.id, mail.id), isNull(outbox.sentAt)));
      sent += 1;
    }
    return sent;
  }

  /**
   * Claims what is due: one statement, committed before anything is sent. `attempts` is the new
   * count. Times come from the database clock, the one that stamped `next_attempt_at` when the
   * row was queued (JavaScript's millisecond clock could see a row queued this very millisecond
   * as not yet due), and the same for every instance.
   */
  private async claimDue() {
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          lte(outbox.nextAttemptAt, sql`now()`),
          sql`${outbox.attempts} < ${MAX_ATTEMPTS}`,
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_MS / 1000})`,
      })
      .where(inArray(outbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }
}
