import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENT_MANY_TIMES } from './compression.ts';

/** A page-like body of a few tens of KB, sent as the same Buffer every time. */
const kept = Buffer.from(
  Array.from(
    { length: 600 },
    (_, i) => `<li class="card">Curso ${i}: telemedicina, edición ${i % 37}</li>`,
  ).join('\n'),
);

let app: FastifyInstance;
let sends = 0;
beforeAll(async () => {
  app = Fastify({ logger: false });
  // As security.ts registers it for every route.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.get('/kept', { compress: SENT_MANY_TIMES }, (_request, reply) => {
    sends++;
    return reply.type('text/html; charset=utf-8').send(kept);
  });
  app.get('/small', { compress: SENT_MANY_TIMES }, (_request, reply) =>
    reply.type('text/plain').send('hola'),
  );
});
afterAll(async () => app.close());

const ask = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('bodies sent many times (@fastify/compress with kept copies)', () => {
  it('sends br or gzip as @fastify/compress negotiates them, decoding to the same bytes, with Vary', async () => {
    const br = await ask('/kept', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(kept)).toBe(true);
    const gz = await ask('/kept', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(kept)).toBe(true);
    const plain = await ask('/kept');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(kept)).toBe(true);
    expect((await ask('/kept', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await ask('/small', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('compresses a body once, then sends its smallest brotli copy, made off the event loop', async () => {
    const first = await ask('/kept', 'br');
    const again = await ask('/kept', 'br');
    // The copy made for the first request, sent again as it is.
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // A body sent twice is sent many times: its quality-11 copy replaces the quick one once made.
    let best = again;
    for (let i = 0; i < 50 && best.rawPayload.length >= first.rawPayload.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      best = await ask('/kept', 'br');
    }
    expect(best.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(brotliDecompressSync(best.rawPayload).equals(kept)).toBe(true);
    expect(sends).toBeGreaterThan(2);
  });
});
