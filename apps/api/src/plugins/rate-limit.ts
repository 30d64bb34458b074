import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { TooManyRequests } from '../lib/errors.ts';

/** How long Redis may take to connect or to answer one command before a request goes on without it. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;
export const REDIS_COMMAND_TIMEOUT_MS = 300;
const WARN_EVERY_MS = 30_000;

function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Fail a command at once while disconnected instead of queueing it (a request must not wait
    // for Redis to come back), and never retry it; reconnect in the background meanwhile.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 500, 5000),
    lazyConnect: true,
  });
  let lastWarning = 0;
  // Without a listener ioredis prints every connection error; one warning per 30 s is enough.
  redis.on('error', (err: Error) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    app.log.warn(
      { err: err.message },
      'Redis (REDIS_URL) no responde: los límites de peticiones no se aplican hasta que vuelva',
    );
  });
  return redis;
}

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`, or
 * `app.createRateLimit`). Counters live in Redis when REDIS_URL is set, so several instances share
 * them; in memory otherwise. When Redis fails, requests go through (`skipOnError`) and a warning is
 * logged: an outage of the counters must not take logins and the catalogue down with it.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl ? connectRedis(app, app.config.redisUrl) : null;
    if (redis) {
      // Start connected when Redis is there; when it is not, start anyway and keep trying.
      const connected = redis.connect().catch((err: Error) => redis.emit('error', err));
      const timeout = new Promise((resolve) => setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS).unref());
      await Promise.race([connected, timeout]);
      app.addHook('onClose', async () => redis.disconnect());
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'campus-rl:' } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequests(undefined, Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
