import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long Redis may take to connect or to answer one command before a request goes on without it. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;
export const REDIS_COMMAND_TIMEOUT_MS = 300;
const WARN_EVERY_MS = 30_000;

/**
 * A Redis connection (REDIS_URL) that never makes a request wait for Redis: commands fail at once
 * while disconnected (no offline queue, no retry of a command) and the connection is re-opened in
 * the background. Errors are logged as one warning every 30 s, with `outage` saying in Spanish what
 * stops working meanwhile. Call `openRedis` to connect.
 */
export function connectRedis(log: FastifyBaseLogger, url: string, outage: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
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
    log.warn({ err: err.message }, `Redis (REDIS_URL) no responde: ${outage}`);
  });
  return redis;
}

/**
 * Connects, waiting at most REDIS_CONNECT_TIMEOUT_MS: when Redis is there the server starts
 * connected; when it is not, the server starts anyway and ioredis keeps trying.
 */
export async function openRedis(redis: Redis): Promise<void> {
  const connected = redis.connect().catch((err: Error) => redis.emit('error', err));
  const timeout = new Promise((resolve) => setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS).unref());
  await Promise.race([connected, timeout]);
}
