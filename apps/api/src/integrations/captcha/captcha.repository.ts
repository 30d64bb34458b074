// The spent captcha payloads (table captcha_uses): a payload works once.
import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { captchaUses } from '../../db/schema.ts';

/** Forgets spent payloads past their expiry (an expired payload is refused anyway); how many went. */
export async function deleteExpiredCaptchaUses(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(captchaUses)
    .where(lt(captchaUses.expiresAt, now))
    .returning({ signature: captchaUses.signature });
  return rows.length;
}

/** Records a payload as spent; false when it already was. */
export async function spendCaptcha(db: Executor, signature: string, expiresAt: Date): Promise<boolean> {
  const spent = await db
    .insert(captchaUses)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature });
  return spent.length > 0;
}
