// Issue 12: public catalogue answers serialised, hashed and compressed once per cache entry, then
// served as bytes (no per-request zod parse, JSON.stringify or compression), with a strong ETag,
// 304 on If-None-Match and a Cache-Control a CDN can honour. Entries live in the catalogue cache
// (`catalogue.cache.ts`), so `clearPublicCatalogue` after an operator's write drops them at once.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { TtlCache } from './catalogue.cache.ts';

/** Browsers and CDNs may reuse an answer this long, and serve it stale while they revalidate. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/**
 * Brotli quality of an answer. 11, the smallest, costs ≈ 15 ms of CPU for a 16 KB page of courses:
 * worth it for an answer sent many times (categories, featured, a detail). A search text is mostly
 * typed once, and at 11 its compression was most of a search's CPU (issue 12): 5 takes ≈ 0.2 ms
 * for an answer ≈ 12 % larger.
 */
export const BROTLI_QUALITY = { reused: 11, oneOff: 5 } as const;

export type PublicAnswer = {
  json: Buffer;
  etag: string;
  brotliQuality: number;
  /** Compressed variants, made on the first request that accepts them, then kept. */
  br?: Buffer;
  gzip?: Buffer;
};

/** Validates the answer against its response schema once and serialises it (what Fastify would send). */
export function buildPublicAnswer<S extends z.ZodType>(
  schema: S,
  value: unknown,
  brotliQuality: number = BROTLI_QUALITY.reused,
): PublicAnswer {
  const json = Buffer.from(JSON.stringify(schema.parse(value)));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  return { json, etag, brotliQuality };
}

type Encoding = 'br' | 'gzip' | null;
/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once (issue 12). */
const encodingOf = new Map<string, Encoding>();
const ENCODINGS_KEPT = 256;

/** The encoding to send: brotli, else gzip, else none, honouring `q=0`. */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  let encoding = encodingOf.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header);
    if (encodingOf.size >= ENCODINGS_KEPT) encodingOf.clear();
    encodingOf.set(header, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
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
  const encoding = answer.json.length < 1024 ? null : pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.json, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: answer.brotliQuality,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: answer.json.length,
      },
    });
    return reply.header('content-encoding', 'br').send(answer.br);
  }
  if (encoding === 'gzip') {
    answer.gzip ??= gzipSync(answer.json, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.json);
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
