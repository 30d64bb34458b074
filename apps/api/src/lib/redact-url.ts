export const SECRET = '[oculto]';
/**
 * Query parameters whose value is a secret, a live reference or personal data (never written to the
 * logs): tokens, codes, e-mails, captchas, payment and order references (`ref`, `reference`,
 * PayPhone's `clientTransactionId`), checkout ids, signatures, keys. `id` alone is one too: it is
 * PayPhone's transaction id on the return URL.
 */
const SECRET_PARAMS =
  /token|secret|password|clave|code|email|captcha|ref|transaction|checkout|sig|key|session/i;
const EXACT_SECRET_PARAMS = new Set(['id']);
/**
 * Paths whose whole query string is the provider's (transaction and order references): every value
 * is hidden, whatever its name.
 */
const PROVIDER_RETURN_PATHS = new Set(['/api/v1/payments/return', '/api/v1/book-orders/return']);
/** Paths whose next segment is a capability (a signed media link, an order's reference, a checkout). */
const CAPABILITY_PREFIXES = ['/api/v1/media/', '/api/v1/book-orders/', '/sandbox/checkout/'];
/** A token-like run of word characters (`[\w-]`) is at least this long… */
const TOKEN_LENGTH = 32;
/** …or, without `-` and `_`, this long with both letters and digits (hex and base64 references). */
const MIXED_TOKEN_LENGTH = 16;

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/**
 * Whether `text` holds something token-like: a run of 32 word characters, or a run of 16 letters
 * and digits mixing both (`cs-1f0c…`, a signature). One pass, where a regular expression would
 * retry at every start.
 */
export function hasTokenLikeRun(text: string, mixedOnly = false): boolean {
  let run = 0;
  let alnum = 0;
  let digits = false;
  let letters = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const digit = isDigit(c);
    const letter = isLetter(c);
    const word = digit || letter || c === 95 || c === 45;
    run = word ? run + 1 : 0;
    if (run >= TOKEN_LENGTH && !mixedOnly) return true;
    if (digit || letter) {
      alnum += 1;
      digits ||= digit;
      letters ||= letter;
      if (alnum >= MIXED_TOKEN_LENGTH && digits && letters) return true;
    } else {
      alnum = 0;
      digits = false;
      letters = false;
    }
  }
  return false;
}

/** A reset link, a capability path, an e-mail or a token-like segment: what `redactPath` replaces. */
function pathMayHoldSecret(path: string): boolean {
  return (
    path.includes('@') ||
    path.includes('%40') ||
    /^\/reset-password\//i.test(path) ||
    CAPABILITY_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
    hasTokenLikeRun(path)
  );
}

const secretSegment = (segment: string) =>
  segment.includes('@') || segment.includes('%40') || hasTokenLikeRun(segment);

function redactPath(path: string): string {
  if (/^\/reset-password\/./i.test(path)) return `/reset-password/${SECRET}`;
  const capability = CAPABILITY_PREFIXES.find((prefix) => path.startsWith(prefix));
  const segments = path.split('/');
  // The segment after a capability prefix ("/api/v1/media/{token}"); the return route is not one.
  const capabilityIndex = capability ? capability.split('/').length - 1 : -1;
  return segments
    .map((segment, i) =>
      (i === capabilityIndex && segment !== '' && segment !== 'return') || secretSegment(segment)
        ? SECRET
        : segment,
    )
    .join('/');
}

function redactQuery(query: string, everyValue: boolean): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = pair.slice(0, eq);
      const secret =
        everyValue ||
        SECRET_PARAMS.test(name) ||
        EXACT_SECRET_PARAMS.has(name.toLowerCase()) ||
        hasTokenLikeRun(pair.slice(eq + 1));
      return secret ? `${name}=${SECRET}` : pair;
    })
    .join('&');
}

/** Whether a query string could hold something `redactQuery` hides (a cheap test first). */
function queryMayHoldSecret(query: string): boolean {
  return SECRET_PARAMS.test(query) || /(?:^|&)id=/i.test(query) || hasTokenLikeRun(query);
}

/**
 * The URL as the logs show it. A reset link (`/reset-password/{email}/{token}`, or the path a client
 * chose for it) carries an e-mail and a live single-use token; a signed media link, an order's
 * reference and a payment's return URL are capabilities too; query strings may carry tokens. The
 * path after `/reset-password/`, the segment after a capability prefix, any token-like or e-mail
 * path segment and secret or token-like query values are replaced, so a log reader can neither take
 * over an account nor open what a link grants.
 *
 * It runs for every request's access-log line, so what holds nothing to hide (most paths, and query
 * strings that name no secret parameter) is returned after a cheap test, without splitting it.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const safePath = pathMayHoldSecret(path) ? redactPath(path) : path;
  const query = q === -1 ? '' : url.slice(q + 1);
  if (!query) return safePath;
  const everyValue = PROVIDER_RETURN_PATHS.has(path);
  return `${safePath}?${everyValue || queryMayHoldSecret(query) ? redactQuery(query, everyValue) : query}`;
}

const isWordOrDash = (c: number) => isDigit(c) || isLetter(c) || c === 95 || c === 45;
/** A character of an e-mail's local part: `[\w.+-]`. */
const isLocalChar = (c: number) => isWordOrDash(c) || c === 46 || c === 43;

/**
 * Where the domain `[\w-]+(?:\.[\w-]+)+` that starts at `from` ends (-1 when none does): greedy, as
 * the regular expression would take it.
 */
function domainEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && isWordOrDash(text.charCodeAt(i))) i++;
  if (i === from) return -1;
  let labels = 0;
  while (text.charCodeAt(i) === 46 && isWordOrDash(text.charCodeAt(i + 1))) {
    i += 2;
    while (i < text.length && isWordOrDash(text.charCodeAt(i))) i++;
    labels += 1;
  }
  return labels > 0 ? i : -1;
}

/**
 * `text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, SECRET)` in one pass. The regular expression
 * would retry at every start of a long run of word characters with no e-mail in it (quadratic: half
 * a second for 20,000 characters); here each `@` looks left for its local part (up to the previous
 * `@` or replacement) and right for its domain, so every character is read at most twice.
 */
function redactEmails(text: string): string {
  let out = '';
  let copied = 0;
  let at = text.indexOf('@');
  while (at !== -1) {
    let start = at;
    while (start > copied && isLocalChar(text.charCodeAt(start - 1))) start--;
    const end = start < at ? domainEnd(text, at + 1) : -1;
    if (end === -1) {
      at = text.indexOf('@', at + 1);
      continue;
    }
    out += text.slice(copied, start) + SECRET;
    copied = end;
    at = text.indexOf('@', end);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * Free text (an error message, a stack) as the logs show it: secret or token-like values of any
 * query string in it, e-mail addresses, and words mixing 16 letters and digits (references,
 * signatures) are replaced. Paths and names stay readable: a stack's `node_modules/@scope/…` is no
 * e-mail, and a constraint's long name (letters and `_`) is no token.
 */
export function redactText(text: string): string {
  if (!hasTokenLikeRun(text, true) && !text.includes('?') && !text.includes('@')) return text;
  const queriesHidden = text.replace(
    /\?([^\s"'<>#?]+)/g,
    (_match, query: string) => `?${redactQuery(query, false)}`,
  );
  return redactEmails(queriesHidden).replace(/[\w-]+/g, (word) =>
    hasTokenLikeRun(word, true) ? SECRET : word,
  );
}
