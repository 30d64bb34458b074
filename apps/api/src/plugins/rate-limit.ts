import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { TooManyRequests } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters an attempt can be taken back from (the per-e-mail login lockout). */
    attempts: AttemptCounter;
  }
}

export type AttemptCounter = {
  /** Counts one attempt under `key` in a window of `windowMs`: the count so far and ms left. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Takes one attempt back (it turned out not to be a failure). */
  refund(key: string): Promise<void>;
};

/** How long Redis may take to connect or to answer one command before we count without it. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;
export const REDIS_COMMAND_TIMEOUT_MS = 300;
/** After a Redis failure, count in memory this long before trying Redis again. */
const REDIS_RETRY_AFTER_MS = 5000;
const WARN_EVERY_MS = 30_000;
const NAMESPACE = 'campus-rl:';
const MEMORY_MAX_KEYS = 50_000;

/** Fixed-window counters of this process: the store without Redis, and the fallback when it fails. */
class MemoryCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, windowMs: number): { count: number; ttlMs: number } {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size >= MEMORY_MAX_KEYS) this.sweep(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, ttlMs: entry.resetAt - now };
  }

  read(key: string): { count: number; ttlMs: number } {
    const now = Date.now();
    const entry = this.windows.get(key);
    return entry && entry.resetAt > now
      ? { count: entry.count, ttlMs: entry.resetAt - now }
      : { count: 0, ttlMs: 0 };
  }

  refund(key: string): void {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt > Date.now() && entry.count > 0) entry.count -= 1;
  }

  /** Drops ended windows; if every window is live (a flood of keys), the oldest go first. */
  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MEMORY_MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

// One round trip each; a key never outlives its window.
const HIT_LUA = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;
const READ_LUA = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(count), ttl}`;
const REFUND_LUA = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type CampusRedis = Redis & {
  campusHit(key: string, windowMs: number): Promise<[number, number]>;
  campusRead(key: string): Promise<[number, number]>;
  campusRefund(key: string): Promise<number>;
};

/**
 * Counters shared through Redis when it answers. When it does not (down, unreachable, slow), the
 * site keeps working: this process counts in memory for a few seconds, logs a warning, then tries
 * Redis again. Limits then hold per instance instead of across instances, never fail with a 500.
 */
class Counters {
  private readonly memory = new MemoryCounters();
  private redisDownUntil = 0;
  private lastWarning = 0;

  constructor(
    private readonly redis: CampusRedis | null,
    private readonly log: FastifyInstance['log'],
  ) {}

  /** Logs that Redis failed, at most every 30 s so an outage does not flood the logs. */
  warn(err: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'Redis (REDIS_URL) no responde: los límites de peticiones se cuentan en memoria de esta instancia',
    );
  }

  private async viaRedis<T>(run: (redis: CampusRedis) => Promise<T>, fallback: () => T): Promise<T> {
    if (!this.redis || Date.now() < this.redisDownUntil) return fallback();
    try {
      return await run(this.redis);
    } catch (err) {
      this.redisDownUntil = Date.now() + REDIS_RETRY_AFTER_MS;
      this.warn(err);
      return fallback();
    }
  }

  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    return this.viaRedis(
      async (r) => {
        const [count, ttlMs] = await r.campusHit(NAMESPACE + key, windowMs);
        return { count, ttlMs };
      },
      () => this.memory.hit(key, windowMs),
    );
  }

  read(key: string): Promise<{ count: number; ttlMs: number }> {
    return this.viaRedis(
      async (r) => {
        const [count, ttlMs] = await r.campusRead(NAMESPACE + key);
        return { count, ttlMs };
      },
      () => this.memory.read(key),
    );
  }

  refund(key: string): Promise<void> {
    return this.viaRedis(
      async (r) => void (await r.campusRefund(NAMESPACE + key)),
      () => this.memory.refund(key),
    );
  }
}

/** A store for @fastify/rate-limit over the counters (a store class per app: it holds them). */
function storeOver(counters: Counters) {
  return class CountersStore implements FastifyRateLimitStore {
    // @fastify/rate-limit constructs the root store with its options; children carry a key prefix.
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      counters.read(this.prefix + key).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }

    /** Per-route counters: @fastify/rate-limit passes the route's merged options (with routeInfo). */
    child(routeOptions: unknown) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      return new CountersStore(undefined, `${this.prefix}${String(route.method ?? '')}${route.url ?? ''}-`);
    }
  };
}

function connectRedis(url: string, counters: () => Counters | undefined): CampusRedis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Fail a command at once while disconnected instead of queueing it (a request must not wait
    // for Redis to come back), and never retry it; reconnect in the background meanwhile.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 500, 5000),
    lazyConnect: true,
  }) as CampusRedis;
  redis.defineCommand('campusHit', { numberOfKeys: 1, lua: HIT_LUA });
  redis.defineCommand('campusRead', { numberOfKeys: 1, lua: READ_LUA });
  redis.defineCommand('campusRefund', { numberOfKeys: 1, lua: REFUND_LUA });
  // Without a listener ioredis prints every connection error to the console.
  redis.on('error', (err) => counters()?.warn(err));
  return redis;
}

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`, or
 * `app.createRateLimit`). Counters live in Redis when REDIS_URL is set, so several instances share
 * them; in memory otherwise, and in memory for a while whenever Redis fails (see Counters).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    let counters: Counters | undefined;
    const redis = app.config.redisUrl ? connectRedis(app.config.redisUrl, () => counters) : null;
    counters = new Counters(redis, app.log);
    if (redis) {
      // Start connected when Redis is there; when it is not, start anyway and keep trying.
      const connected = redis.connect().then(
        () => true,
        (err: unknown) => {
          counters?.warn(err);
          return false;
        },
      );
      const timeout = new Promise<false>((resolve) =>
        setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS, false).unref(),
      );
      await Promise.race([connected, timeout]);
      app.addHook('onClose', async () => redis.disconnect());
    }
    const shared = counters;
    app.decorate('attempts', {
      hit: (key, windowMs) => shared.hit(key, windowMs),
      refund: (key) => shared.refund(key),
    } satisfies AttemptCounter);
    await app.register(rateLimit, {
      global: false,
      store: storeOver(shared),
      // Last resort: a counter error lets the request through rather than answering 500.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequests(undefined, Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
