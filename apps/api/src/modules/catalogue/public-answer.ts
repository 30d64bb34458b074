// Issue 12: public catalogue answers serialised and hashed once per cache entry, compressed once per
// content (lib/compression.ts), then served as bytes (no per-request zod parse, JSON.stringify or
// compression), with a strong ETag, 304 on If-None-Match and a Cache-Control a CDN can honour.
// Entries live in the catalogue cache (`catalogue.cache.ts`), so `clearPublicCatalogue` after an
// operator's write drops them at once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { BROTLI_QUALITY, compressedCopies, contentHash, sendEncoded } from '../../lib/compression.ts';
import type { TtlCache } from './catalogue.cache.ts';

/** Browsers and CDNs may reuse an answer this long, and serve it stale while they revalidate. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/** An answer as sent; its compressed copies are kept by content (lib/compression.ts). */
export type PublicAnswer = {
  json: Buffer;
  /** Its content hash, quoted. */
  etag: string;
  brotliQuality: number;
};

/** Validates the answer against its response schema once and serialises it (what Fastify would send). */
export function buildPublicAnswer<S extends z.ZodType>(
  schema: S,
  value: unknown,
  brotliQuality: number = BROTLI_QUALITY.reused,
): PublicAnswer {
  const json = Buffer.from(JSON.stringify(schema.parse(value)));
  return { json, etag: `"${contentHash(json)}"`, brotliQuality };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): a CDN may have weakened our tag.
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a built answer: 304 when the client holds it, else the bytes in the best accepted encoding. */
export function sendPublicAnswer(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer) {
  reply
    .header('etag', answer.etag)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('vary', 'Accept-Encoding');
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  return sendEncoded(
    reply,
    compressedCopies.encode(
      answer.etag,
      answer.json,
      request.headers['accept-encoding'],
      answer.brotliQuality,
    ),
  );
}

/**
 * `serve(request, reply, key, schema, load, brotliQuality?)`: the public answer under `key`, built
 * once per cache entry from `load()` (which may itself use the data cache); failures are not kept.
 */
export function publicAnswers(cache: TtlCache) {
  return async <S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: unknown[],
    schema: S,
    load: () => Promise<unknown>,
    brotliQuality: number = BROTLI_QUALITY.reused,
  ) => {
    const answer = await cache.get(`answer:${JSON.stringify(key)}`, async () =>
      buildPublicAnswer(schema, await load(), brotliQuality),
    );
    return sendPublicAnswer(request, reply, answer);
  };
}
