import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { captchaUses } from '../../db/schema.ts';

/** Forgets spent captcha payloads past their expiry (an expired payload is refused anyway). */
export async function purgeSpentCaptchas(db: Executor, now = new Date()): Promise<number> {
  const rows = await db
    .delete(captchaUses)
    .where(lt(captchaUses.expiresAt, now))
    .returning({ signature: captchaUses.signature });
  return rows.length;
}
