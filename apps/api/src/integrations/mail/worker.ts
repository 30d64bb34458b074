import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { safeErrorMessage } from '../../lib/log-errors.ts';
import { claimDue, markExpiredLeasesPossiblySent, markFailed, markSent } from './outbox.repository.ts';
import type { MailTransport } from './transport.ts';

const BATCH = 20;

export type MailWorkerOptions = {
  /** How often the worker looks for due mail. */
  intervalMs: number;
  /** Backoff after the first failure; it doubles on each failure, capped at `retryMaxDelayMs`. */
  retryBaseMs: number;
  retryMaxDelayMs: number;
  /** How long after it was queued a mail is still retried; then it is given up with an error log. */
  retryForMs: number;
  /**
   * How long a claimed mail is reserved for the worker that claimed it. It must outlast one send
   * (the SMTP transport gives up well before, see transport.ts). A lease found expired with the
   * mail neither sent nor failed means the worker died mid-send: the mail is "possibly sent".
   */
  leaseMs: number;
};

/** Retries for 3 days and a bit: 30 s, 1 min, 2 min … then every hour. */
export const DEFAULT_MAIL_WORKER_OPTIONS: MailWorkerOptions = {
  intervalMs: 5000,
  retryBaseMs: 30_000,
  retryMaxDelayMs: 3_600_000,
  retryForMs: 3 * 24 * 3_600_000 + 3_600_000,
  leaseMs: 10 * 60_000,
};

/** Backoff after the n-th failed attempt. */
export function retryDelayMs(
  attempts: number,
  o: Pick<MailWorkerOptions, 'retryBaseMs' | 'retryMaxDelayMs'> = DEFAULT_MAIL_WORKER_OPTIONS,
): number {
  return Math.min(o.retryBaseMs * 2 ** Math.max(0, attempts - 1), o.retryMaxDelayMs);
}

/**
 * Sends queued e-mails, exactly once across any number of instances:
 *
 * 1. Claim: one short statement takes due rows (`FOR UPDATE SKIP LOCKED`, so two instances never
 *    take the same row) and stamps each with this run's lease id and lease end. Nothing is held
 *    open while SMTP talks.
 * 2. Send, then record the outcome with `WHERE lease_id = <ours>`. A failure sets the next attempt
 *    (backoff); past `retryForMs` the mail is given up and an error is logged.
 * 3. If recording fails (the database is down), the outcome is kept in memory and recorded as soon
 *    as the database answers, before anything else is claimed: a sent mail is never sent again.
 * 4. Recovery: a row whose lease ended with no outcome was being sent by a worker that died. The
 *    SMTP server may have accepted it, so it is NOT re-sent: it is marked `possibly_sent`, given up
 *    and logged as an error. `npm run mail:requeue -- --possibly-sent` sends those again on purpose.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  /** Runs of this process go one after another (a drain waits for a background run in flight). */
  private chain: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /** Outcomes of sends whose database update failed, retried before the next claim. */
  private unrecorded: Array<() => Promise<void>> = [];
  readonly options: MailWorkerOptions;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    options: Partial<MailWorkerOptions> = {},
  ) {
    this.options = { ...DEFAULT_MAIL_WORKER_OPTIONS, ...options };
  }

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

  /** Outcomes waiting for the database (sent or failed mails not yet recorded). */
  get pendingRecords(): number {
    return this.unrecorded.length;
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
        .catch((err) => this.log.warn({ err: errorText(err) }, 'mail worker: la base de datos no responde'))
        .finally(() => {
          if (!this.stopped && !this.timer) this.schedule(this.options.intervalMs);
        });
    }, delay);
    this.timer.unref();
  }

  private runOnce(): Promise<number> {
    const run = this.chain.then(() => this.sendDue());
    this.chain = run.catch(() => {});
    return run;
  }

  private async flushUnrecorded(): Promise<void> {
    while (this.unrecorded.length > 0) {
      await this.unrecorded[0]!();
      this.unrecorded.shift();
    }
  }

  private async record(update: () => Promise<void>): Promise<void> {
    try {
      await update();
    } catch (err) {
      this.log.warn(
        { err: errorText(err) },
        'mail worker: resultado guardado en memoria hasta que vuelva la base de datos',
      );
      this.unrecorded.push(update);
    }
  }

  private async sendDue(): Promise<number> {
    await this.flushUnrecorded();
    await this.recoverExpiredLeases();
    const leaseId = randomUUID();
    const claimed = await this.claimDue(leaseId);
    let sent = 0;
    for (const mail of claimed) {
      try {
        await this.transport.send(mail);
      } catch (err) {
        const message = errorText(err);
        await this.record(() => this.recordFailure(mail, leaseId, message));
        continue;
      }
      await this.record(() => markSent(this.db, mail.id, leaseId));
      sent += 1;
    }
    return sent;
  }

  private async recordFailure(
    mail: { id: number; attempts: number; to: string },
    leaseId: string,
    message: string,
  ): Promise<void> {
    const delaySeconds = retryDelayMs(mail.attempts, this.options) / 1000;
    const givenUp = await markFailed(
      this.db,
      mail.id,
      leaseId,
      message,
      delaySeconds,
      this.options.retryForMs / 1000,
    );
    if (givenUp) {
      this.log.error(
        { mailId: mail.id, attempts: mail.attempts, err: message },
        'correo descartado tras reintentar durante días; reenvíelo con npm run mail:requeue',
      );
    } else {
      this.log.warn(
        { mailId: mail.id, attempts: mail.attempts, err: message },
        'correo no enviado; se reintentará',
      );
    }
  }

  /** Leases that ended with no outcome: possibly sent, never re-sent blindly. */
  private async recoverExpiredLeases(): Promise<void> {
    const ids = await markExpiredLeasesPossiblySent(
      this.db,
      'posiblemente enviado: el envío no registró su resultado antes de que venciera su reserva',
    );
    for (const id of ids) {
      this.log.error(
        { mailId: id },
        'correo posiblemente enviado (el envío se interrumpió): no se reenvía; revíselo y use npm run mail:requeue -- --possibly-sent',
      );
    }
  }

  private claimDue(leaseId: string) {
    return claimDue(this.db, leaseId, this.options.leaseMs / 1000, BATCH);
  }
}

/** The error's message, without query parameters (a failed outbox update must not log them). */
function errorText(err: unknown): string {
  return safeErrorMessage(err);
}
