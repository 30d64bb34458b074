// Public catalogue answers serialised and hashed once per cache entry, compressed once per
// content (lib/compression.ts), then served as bytes (no per-request zod parse, JSON.stringify or
// compression), with a strong ETag, 304 on If-None-Match and a Cache-Control a CDN can honour.
// Entries live in the catalogue cache (`catalogue.cache.ts`), so `clearPublicCatalogue` after an
// operator's write drops them at once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { BROTLI_QUALITY, compressedCopies, contentHash, sendEncoded } from '../../lib/compression.ts';
import type { TtlCache } from './catalogue.cache.ts';

/**
 * The route options of a public answer's route: its bytes go out compressed once, so
 * @fastify/compress's per-route hooks (its onRequest and onSend) would only find them already
 * encoded or too small, on every request.
 */
const PRECOMPRESSED = { compress: false } as const;

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

/** Longest request body (as JSON) a POST answer is kept under: the catalogue's are ~30 characters. */
const MAX_KEPT_BODY = 256;

/**
 * The cache key under which a request answers again what it answered: its URL, and a POST's body
 * as JSON too (none for a longer body: a key must stay small).
 */
function requestKey(request: FastifyRequest): string | null {
  if (request.method === 'GET' || request.method === 'HEAD') return `url:${request.url}`;
  if (request.method !== 'POST') return null;
  const body = JSON.stringify(request.body ?? null);
  return body.length <= MAX_KEPT_BODY ? `post:${request.url} ${body}` : null;
}

/**
 * `serve(request, reply, key, schema, load, brotliQuality?)`: the public answer under `key`, built
 * once per cache entry from `load()` (which may itself use the data cache); failures are not kept.
 *
 * `getRoute`, `postRoute`: the options of a route that `serve` answers. A request it answered goes
 * out again as it was, before the route's validation and handler, as a rendered page does
 * (plugins/spa.ts), until the answer's own entry expires or the catalogue changes: the answer
 * depends only on the URL (and a POST's body) and the catalogue. A GET is known by its URL when it
 * arrives; a POST once its body is read. The token is still checked first (the auth plugin's hook
 * runs before a route's own). On a cached answer the route's part was ~5 µs of ~27 µs per request
 * under load (BENCHMARKS.md). A request the route refused is never kept.
 */
export function publicAnswers(cache: TtlCache) {
  const serve = async <S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: unknown[],
    schema: S,
    load: () => Promise<unknown>,
    brotliQuality: number = BROTLI_QUALITY.reused,
  ) => {
    const answerKey = `answer:${JSON.stringify(key)}`;
    const answer = await cache.get(answerKey, async () =>
      buildPublicAnswer(schema, await load(), brotliQuality),
    );
    const known = requestKey(request);
    if (known) cache.alias(known, answerKey);
    return sendPublicAnswer(request, reply, answer);
  };

  const answerAgain = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const known = requestKey(request);
    const answer = known ? cache.peek<PublicAnswer>(known) : undefined;
    if (answer) sendPublicAnswer(request, reply, answer);
    else done();
  };

  return {
    serve,
    getRoute: { ...PRECOMPRESSED, onRequest: answerAgain },
    postRoute: { ...PRECOMPRESSED, preValidation: answerAgain },
  };
}
