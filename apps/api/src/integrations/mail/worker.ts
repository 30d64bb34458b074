import { and, asc, isNull, lte, sql } from 'drizzle-orm';
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
 * Sends queued e-mails. Rows are claimed with FOR UPDATE SKIP LOCKED, so several server instances
 * can run workers on one database without sending an e-mail twice.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
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
    await this.running;
  }

  /** Sends what is due now (after a request queued mail); errors are logged, never thrown. */
  wake(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  /** Processes batches until nothing is due. Returns how many were sent. For tests and shutdown. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      await this.running;
      const sent = await this.runOnce();
      total += sent;
      if (sent === 0) return total;
    }
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.runOnce()
        .catch((err) => this.log.error({ err }, 'mail worker failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.intervalMs);
        });
    }, delay);
    this.timer.unref();
  }

  private runOnce(): Promise<number> {
    this.running = this.sendDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendDue(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outbox)
        .where(
          and(
            isNull(outbox.sentAt),
            lte(outbox.nextAttemptAt, new Date()),
            sql`${outbox.attempts} < ${MAX_ATTEMPTS}`,
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let sent = 0;
      for (const mail of due) {
        try {
          await this.transport.send(mail);
          await tx
            .update(outbox)
            .set({ sentAt: new Date(), attempts: mail.attempts + 1, error: null })
            .where(sql`${outbox.id} = ${mail.id}`);
          sent += 1;
        } catch (err) {
          const attempts = mail.attempts + 1;
          const message = err instanceof Error ? err.message : String(err);
          this.log.warn({ mailId: mail.id, attempts, err: message }, 'e-mail not sent; will retry');
          await tx
            .update(outbox)
            .set({
              attempts,
              error: message.slice(0, 1000),
              nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
            })
            .where(sql`${outbox.id} = ${mail.id}`);
        }
      }
      return sent;
    });
  }
}
