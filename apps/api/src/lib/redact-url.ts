const SECRET = '[oculto]';
/** Query parameters whose value is a secret or personal (never written to the logs). */
const SECRET_PARAMS = /token|secret|password|clave|code|email|captcha/i;
/** A token-like path segment is at least this many word characters (`[\w-]`) long. */
const TOKEN_LENGTH = 32;

/** Whether `path` has a run of `TOKEN_LENGTH` word characters: one pass, where `/[\w-]{32}/` retries at every start. */
function hasTokenLikeRun(path: string): boolean {
  let run = 0;
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    const word =
      (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45;
    run = word ? run + 1 : 0;
    if (run >= TOKEN_LENGTH) return true;
  }
  return false;
}

/** A reset link, an e-mail or a token-like segment: what `redactPath` replaces. */
function pathMayHoldSecret(path: string): boolean {
  return (
    path.includes('@') || path.includes('%40') || /^\/reset-password\//i.test(path) || hasTokenLikeRun(path)
  );
}

function redactPath(path: string): string {
  if (/^\/reset-password\/./i.test(path)) return `/reset-password/${SECRET}`;
  return path
    .split('/')
    .map((segment) => (/^[\w-]{32,}$|@|%40/i.test(segment) ? SECRET : segment))
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAMS.test(name) ? `${name}=${SECRET}` : pair;
    })
    .join('&');
}

/**
 * The URL as the logs show it. A reset link (`/reset-password/{email}/{token}`, or the path a client
 * chose for it) carries an e-mail and a live single-use token; query strings may carry tokens. The
 * path after `/reset-password/`, any token-like or e-mail path segment and secret query values are
 * replaced, so a log reader cannot take over an account.
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
  return `${safePath}?${SECRET_PARAMS.test(query) ? redactQuery(query) : query}`;
}
