import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque 256-bit token, URL-safe. Only its hash is ever stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a bearer token may look like (RFC 6750 `b64token`), in a header or the session cookie. */
export const TOKEN_SHAPE = /^[A-Za-z0-9\-._~+/]+=*$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets by their hashes in constant time. */
export function sameSecret(secret: string, expectedHash: string): boolean {
  const a = Buffer.from(hashToken(secret), 'hex');
  const b = Buffer.from(expectedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

// ── Self-verifying client tokens ────────────────────────────────────────────────────────────
// A client-credentials token is `c1.{clientId}.{expiry, Unix seconds}.{HMAC-SHA256, base64url}`,
// signed with TOKEN_SIGNING_KEY: any instance checks it without a database round trip and no row
// is written per visitor. Stored (opaque) tokens never contain a dot, so the two never collide.
const CLIENT_TOKEN_PREFIX = 'c1.';
const CLIENT_TOKEN_PATTERN = /^c1\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function clientTokenSignature(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** A signed client token for `clientId`, valid until `expiresAt`. */
export function signClientToken(key: string, clientId: number, expiresAt: Date): string {
  const payload = `${CLIENT_TOKEN_PREFIX}${clientId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${clientTokenSignature(key, payload)}`;
}

/** True when the token has the signed client shape (checked with `verifyClientToken`, never looked up). */
export function isSignedClientToken(token: string): boolean {
  return token.startsWith(CLIENT_TOKEN_PREFIX);
}

/** The client id of a signed, unexpired client token; null when forged, malformed or expired. */
export function verifyClientToken(key: string, token: string, now = Date.now()): number | null {
  const match = CLIENT_TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, clientId, expiry, signature] = match;
  const expected = Buffer.from(clientTokenSignature(key, `${CLIENT_TOKEN_PREFIX}${clientId}.${expiry}`));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expiry) * 1000 <= now) return null;
  return Number(clientId);
}
