import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

type SendOn = (error: Error | null, payload?: unknown) => void;

/**
 * The answers finished in one turn of the event loop are written together at its end
 * (`setImmediate`: after the turn's I/O callbacks), not each between the next requests' work.
 *
 * Why (BENCHMARKS.md): writing an answer wakes whoever waits for it, a proxy or a load
 * generator on the other core. Written one by one, ~25 µs of our work apart, each answer found that
 * peer asleep again, and its wake-up was a quarter of the server's CPU per request under load on a
 * virtual machine (`perf`: `sock_def_readable` in every `writev`). Written back to back, the first
 * wakes it and the rest find it awake. An answer waits for the rest of its turn only: the requests
 * whose bytes had already arrived.
 */
export const turnWritesPlugin = fp(
  async (app: FastifyInstance) => {
    // [onSend's continuation, payload, reply, …]: flat, so a request queues no closure of its own.
    let pending: unknown[] = [];

    const writeAll = () => {
      const turn = pending;
      pending = [];
      for (let i = 0; i < turn.length; i += 3) {
        const reply = turn[i + 2] as FastifyReply;
        try {
          (turn[i] as SendOn)(null, turn[i + 1]);
        } catch (error) {
          // Node refused the answer as it was written (a header it will not send, say). Fastify
          // turns that into an error answer when it writes at once; so do we, here.
          if (reply.raw.headersSent) reply.log.error({ err: error }, 'answer failed while being written');
          else reply.send(error);
        }
      }
    };

    app.addHook('onSend', (_request, reply, payload, done) => {
      if (pending.length === 0) setImmediate(writeAll);
      pending.push(done, payload, reply);
    });
  },
  { name: 'turn-writes' },
);
