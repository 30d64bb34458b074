// Disposable-mail domains (mailinator.com, yopmail.com…) from the maintained list of the
// `disposable-email-domains` package (about 120 000 domains). A lead from such an address is
// refused with 'noProcess': nobody reads those inboxes.
//
// Server-only: the list weighs 2.5 MB, so it is read from node_modules on first use and this module
// is not exported from the package root (import '@campus/contract/disposable-email').
import { createRequire } from 'node:module';

type Lists = { exact: Set<string>; wildcard: Set<string> };
let lists: Lists | null = null;

function load(): Lists {
  if (!lists) {
    const require = createRequire(import.meta.url);
    lists = {
      exact: new Set(require('disposable-email-domains') as string[]),
      wildcard: new Set(require('disposable-email-domains/wildcard.json') as string[]),
    };
  }
  return lists;
}

/** The lower-case domain of an e-mail address ("Ana@Correo.EC" → "correo.ec"), or null. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
}

/** Whether a domain, or a domain it belongs to (x.mailinator.com), is on the disposable lists. */
export function isDisposableDomain(domain: string): boolean {
  const { exact, wildcard } = load();
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    if (exact.has(candidate) || wildcard.has(candidate)) return true;
  }
  return false;
}

export function isDisposableEmail(email: string): boolean {
  const domain = emailDomain(email);
  return domain !== null && isDisposableDomain(domain);
}
