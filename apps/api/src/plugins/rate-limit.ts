import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { TooManyRequests } from '../lib/errors.ts';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`). Counters live in
 * Redis when REDIS_URL is set, so several instances share them; in memory otherwise.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'campus-rl:' } : {}),
      errorResponseBuilder: (_request, context) =>
        new TooManyRequests(undefined, Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
