import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque 256-bit token, URL-safe. Only its hash is ever stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets by their hashes in constant time. */
export function sameSecret(secret: string, expectedHash: string): boolean {
  const a = Buffer.from(hashToken(secret), 'hex');
  const b = Buffer.from(expectedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
