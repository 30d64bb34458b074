// The scheduled purge: access tokens and reset links nobody can use any more, spent
// captcha payloads past their expiry, sent e-mails older than MAIL_RETENTION_DAYS, and the landing
// visit salts and visitor keys of past days (only the day's counts stay). Every
// instance schedules it; a transaction-scoped advisory lock lets one run at a time and the others
// skip that round (the deletes are idempotent anyway, so an overlap would only waste work).
import type { FastifyBaseLogger } from 'fastify';
import { type Database, tryTransactionLock } from '../db/client.ts';
import { deleteExpiredCaptchaUses } from '../integrations/captcha/captcha.repository.ts';
import { purgeSentMail } from '../integrations/mail/maintenance.ts';
import { safeErrorMessage } from '../lib/log-errors.ts';
import { forgetPastVisitors } from '../modules/analytics/visits.service.ts';
import { purgeDeadCredentials } from '../modules/auth/auth.maintenance.ts';

const PURGE_LOCK_ID = 4_040_414;

export type PurgeResult = {
  credentials: number;
  captchas: number;
  mails: number;
  visitorKeys: number;
} | null;

/** One purge round; null when another instance holds the lock. */
export async function runPurge(db: Database, options: { mailRetentionDays: number }): Promise<PurgeResult> {
  return db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, PURGE_LOCK_ID))) return null;
    return {
      credentials: await purgeDeadCredentials(tx),
      captchas: await deleteExpiredCaptchaUses(tx, new Date()),
      mails: await purgeSentMail(tx, options.mailRetentionDays),
      visitorKeys: await forgetPastVisitors(tx),
    };
  });
}

/** Runs the purge a minute after start, then every `intervalMs` (0: never). */
export function startPurgeJob(
  db: Database,
  log: FastifyBaseLogger,
  options: { intervalMs: number; mailRetentionDays: number },
): { stop(): void } {
  if (options.intervalMs <= 0) return { stop() {} };
  let timer: NodeJS.Timeout | null = null;
  const round = async () => {
    try {
      const result = await runPurge(db, options);
      if (result) log.info(result, 'purga: filas caducadas eliminadas');
    } catch (err) {
      log.warn({ err: safeErrorMessage(err) }, 'purga: no se pudo completar; se reintentará');
    }
    timer = setTimeout(round, options.intervalMs);
    timer.unref();
  };
  timer = setTimeout(round, Math.min(60_000, options.intervalMs));
  timer.unref();
  return {
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
