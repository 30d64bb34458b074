// Public catalogue answers serialised and hashed once per cache entry, then served as bytes (no
// per-request zod parse or JSON.stringify), with a strong ETag, a Cache-Control a CDN can honour,
// 304 on If-None-Match (@fastify/etag) and br or gzip (@fastify/compress, each body compressed once:
// lib/compression.ts). Entries live in the catalogue cache (`catalogue.cache.ts`), so
// `clearPublicCatalogue` after an operator's write drops them at once.
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { SENT_MANY_TIMES } from '../../lib/compression.ts';
import { contentEtag } from '../../lib/content-etag.ts';
import type { TtlCache } from './catalogue.cache.ts';

/** Browsers and CDNs may reuse an answer this long, and serve it stale while they revalidate. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/** An answer as sent: its JSON and its ETag (the content's hash, quoted). */
export type PublicAnswer = { json: Buffer; etag: string };

/**
 * 304 on If-None-Match for the routes of the plugin that calls it (@fastify/etag's onSend hook,
 * scoped to that plugin): it compares the ETag a route set, and tags what has none by its hash.
 */
export async function conditionalRequests(app: FastifyInstance) {
  await app.register(fastifyEtag);
}

/** Validates the answer against its response schema once and serialises it (what Fastify would send). */
export function buildPublicAnswer<S extends z.ZodType>(schema: S, value: unknown): PublicAnswer {
  const json = Buffer.from(JSON.stringify(schema.parse(value)));
  return { json, etag: contentEtag(json) };
}

/** Sends a built answer; @fastify/etag turns it into a 304, @fastify/compress encodes it. */
export function sendPublicAnswer(reply: FastifyReply, answer: PublicAnswer) {
  return reply
    .header('etag', answer.etag)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8')
    .send(answer.json);
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
 * `serve(request, reply, key, schema, load)`: the public answer under `key`, built once per cache
 * entry from `load()` (which may itself use the data cache); failures are not kept.
 *
 * `getRoute`, `postRoute`: the options of a route that `serve` answers. A request it answered goes
 * out again as it was, before the route's validation and handler, as a rendered page does
 * (plugins/spa.ts), until the answer's own entry expires or the catalogue changes: the answer
 * depends only on the URL (and a POST's body) and the catalogue. A GET is known by its URL when it
 * arrives; a POST once its body is read. The token is still checked first (the auth plugin's hook
 * runs before a route's own). On a cached answer the route's part was ~5 µs of ~27 µs per request
 * under load (BENCHMARKS.md). A request the route refused is never kept. The routes' plugin registers
 * `conditionalRequests` for their 304s.
 */
export function publicAnswers(cache: TtlCache) {
  const serve = async <S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: unknown[],
    schema: S,
    load: () => Promise<unknown>,
  ) => {
    const answerKey = `answer:${JSON.stringify(key)}`;
    const answer = await cache.get(answerKey, async () => buildPublicAnswer(schema, await load()));
    const known = requestKey(request);
    if (known) cache.alias(known, answerKey);
    return sendPublicAnswer(reply, answer);
  };

  const answerAgain = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const known = requestKey(request);
    const answer = known ? cache.peek<PublicAnswer>(known) : undefined;
    if (answer) sendPublicAnswer(reply, answer);
    else done();
  };

  return {
    serve,
    getRoute: { compress: SENT_MANY_TIMES, onRequest: answerAgain },
    postRoute: { compress: SENT_MANY_TIMES, preValidation: answerAgain },
  };
}
