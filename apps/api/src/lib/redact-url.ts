const SECRET = '[oculto]';
/** A query string, a reset link, an e-mail or a token-like segment: what `redactUrl` replaces. */
const MAY_HOLD_SECRET = /[?@]|%40|[\w-]{32}|^\/reset-password\//i;
/** Query parameters whose value is a secret or personal (never written to the logs). */
const SECRET_PARAMS = /token|secret|password|clave|code|email|captcha/i;

/**
 * The URL as the logs show it. A reset link (`/reset-password/{email}/{token}`, or the path a client
 * chose for it) carries an e-mail and a live single-use token; query strings may carry tokens. The
 * path after `/reset-password/`, any token-like or e-mail path segment and secret query values are
 * replaced, so a log reader cannot take over an account.
 */
export function redactUrl(url: string): string {
  // Most URLs hold nothing to hide: one test instead of splitting every path (it runs per request).
  if (!MAY_HOLD_SECRET.test(url)) return url;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  const safePath = /^\/reset-password\/./i.test(path)
    ? `/reset-password/${SECRET}`
    : path
        .split('/')
        .map((segment) => (/^[\w-]{32,}$|@|%40/i.test(segment) ? SECRET : segment))
        .join('/');
  if (!query) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAMS.test(name) ? `${name}=${SECRET}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}
