import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { turnWritesPlugin } from './turn-writes.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWith(routes: (app: FastifyInstance) => void, batched = true): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  if (batched) await app.register(turnWritesPlugin);
  routes(app);
  await app.ready();
  return app;
}

describe('answers written at the end of the turn', () => {
  it('are not written while the turn is still running, and are written once it has run', async () => {
    const seen: Array<{ right_after_send: boolean; next_turn: boolean }> = [];
    const routes = (app: FastifyInstance) =>
      app.get('/', (_request, reply) => {
        reply.send({ ok: true });
        const right_after_send = reply.raw.headersSent;
        setImmediate(() => seen.push({ right_after_send, next_turn: reply.raw.headersSent }));
        return reply;
      });

    const askOnce = async (batched: boolean) => {
      await (await appWith(routes, batched)).inject('/');
      await new Promise((resolve) => setImmediate(resolve));
      await app?.close();
      return seen.splice(0);
    };

    expect(await askOnce(true)).toEqual([{ right_after_send: false, next_turn: true }]);
    // Without the plugin Fastify writes at once: what the assertion above tells apart.
    expect(await askOnce(false)).toEqual([{ right_after_send: true, next_turn: true }]);
  });

  it('answer every request of a busy turn whole: JSON, a stream, a 304, an error', async () => {
    const server = await appWith((app) => {
      app.get('/json/:n', async (request) => ({ n: Number((request.params as { n: string }).n) }));
      app.get('/stream', (_request, reply) => {
        reply.type('text/plain').send(Readable.from(['uno ', 'dos ', 'tres']));
      });
      app.get('/cached', (_request, reply) => {
        reply.header('etag', '"v1"').code(304).send();
      });
      app.get('/boom', async () => {
        throw Object.assign(new Error('no'), { statusCode: 409 });
      });
    });

    const answers = await Promise.all([
      ...Array.from({ length: 50 }, (_, n) => server.inject(`/json/${n}`)),
      server.inject('/stream'),
      server.inject('/cached'),
      server.inject('/boom'),
    ]);

    expect(answers.slice(0, 50).map((a) => a.json().n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    const [stream, cached, boom] = answers.slice(50);
    expect(stream?.body).toBe('uno dos tres');
    expect([cached?.statusCode, cached?.headers.etag, cached?.body]).toEqual([304, '"v1"', '']);
    expect([boom?.statusCode, boom?.json().message]).toEqual([409, 'no']);
  });

  it('turns an answer Node refuses to write into an error answer, as Fastify does, and goes on', async () => {
    const routes = (app: FastifyInstance) => {
      app.get('/bad-header', (_request, reply) => {
        reply.header('x-note', 'line\nbreak').send({ ok: true });
      });
      app.get('/fine', async () => ({ ok: true }));
    };
    const unbatched = await (await appWith(routes, false)).inject('/bad-header');
    await app?.close();

    const server = await appWith(routes);
    const [bad, fine] = await Promise.all([server.inject('/bad-header'), server.inject('/fine')]);
    expect(bad.statusCode).toBe(unbatched.statusCode);
    expect(bad.statusCode).toBe(500);
    expect(bad.headers['x-note']).toBeUndefined();
    expect(fine.json()).toEqual({ ok: true });
  });
});
