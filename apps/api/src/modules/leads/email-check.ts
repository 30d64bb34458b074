// Whether a lead's e-mail can be accepted (spec §7 'noProcess'): well formed, not from a
// disposable-mail domain and, with EMAIL_MX_CHECK=true, from a domain that receives mail.
import { promises as dns } from 'node:dns';
import { isWellFormedEmail } from '@campus/contract';
import { emailDomain, isDisposableEmail } from '@campus/contract/disposable-email';

export type EmailVerdict = 'ok' | 'malformed' | 'disposable' | 'no-mail-server';

/** How long a DNS answer may take before the address is given the benefit of the doubt. */
const MX_TIMEOUT_MS = 3000;

/** DNS lookups; tests replace `resolveMx` to simulate domains with and without mail servers. */
export const mailDns = {
  resolveMx: (domain: string): Promise<Array<{ exchange: string; priority: number }>> =>
    dns.resolveMx(domain),
};

/** Codes meaning "this domain has no mail server" (as opposed to "DNS did not answer"). */
const NO_MAIL_CODES = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN']);

/**
 * true when the domain lists a mail server, false when DNS says it has none (or only the null MX
 * of RFC 7505), null when DNS could not tell (timeout, no network): then the lead is kept.
 */
export async function domainReceivesMail(domain: string): Promise<boolean | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), MX_TIMEOUT_MS);
  });
  try {
    const records = await Promise.race([mailDns.resolveMx(domain), timeout]);
    if (records === null) return null;
    return records.some((r) => r.exchange !== '' && r.exchange !== '.');
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return NO_MAIL_CODES.has(code) ? false : null;
  } finally {
    clearTimeout(timer);
  }
}

export async function judgeEmail(email: string, options: { mxCheck: boolean }): Promise<EmailVerdict> {
  if (!isWellFormedEmail(email)) return 'malformed';
  if (isDisposableEmail(email)) return 'disposable';
  if (options.mxCheck) {
    const domain = emailDomain(email);
    if (!domain || (await domainReceivesMail(domain)) === false) return 'no-mail-server';
  }
  return 'ok';
}
