import { createHash } from 'node:crypto';

/** A strong ETag of `bytes`: their SHA-256, the same bytes always the same tag. */
export function contentEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}
