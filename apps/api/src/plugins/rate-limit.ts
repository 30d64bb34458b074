import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequests } from '../lib/errors.ts';
import { connectRedis, openRedis } from '../lib/redis.ts';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`, or
 * `app.createRateLimit`). Counters live in Redis when REDIS_URL is set, so several instances share
 * them; in memory otherwise. When Redis fails, requests go through (`skipOnError`) and a warning is
 * logged: an outage of the counters must not take logins and the catalogue down with it.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl
      ? connectRedis(app.log, app.config.redisUrl, 'los límites de peticiones no se aplican hasta que vuelva')
      : null;
    if (redis) {
      await openRedis(redis);
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
