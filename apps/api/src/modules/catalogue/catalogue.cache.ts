import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/** How long a public catalogue answer is reused. Publishing, prices and releases show within this. */
export const CATALOGUE_CACHE_MS = 30_000;
const MAX_ENTRIES = 2000;

/** A kept value, boxed: lru-cache keeps no `null` or `undefined`, which a load may answer. */
type Box = { value: unknown };
/** What a `fetch` is given to load its key: the value it replaces, past its time, if any. */
type Load = (stale?: unknown) => Promise<unknown>;

/**
 * The public catalogue answers (the same for every visitor), rendered pages and what they are made
 * of, in an `lru-cache` with a time to live and a bound on entries: a burst of visitors costs the
 * database one query per answer and interval. Concurrent misses share one load (`fetch`); failures
 * (404, database errors) are never kept. Each instance has its own; `clear` (an operator's write
 * here, or on another instance through plugins/cache-bus.ts) drops everything at once.
 */
export class TtlCache {
  private lru: LRUCache<string, Box, Load>;
  private cleared = 0;

  constructor(
    private ttlMs: number,
    private readonly maxEntries = MAX_ENTRIES,
  ) {
    this.lru = this.create();
  }

  private create(): LRUCache<string, Box, Load> {
    return new LRUCache<string, Box, Load>({
      max: this.maxEntries,
      ttl: Math.max(this.ttlMs, 1),
      fetchMethod: async (_key, stale, { context }) => ({ value: await context(stale?.value) }),
      // A load under way when the cache is cleared still answers those waiting for it (it is not kept).
      ignoreFetchAbort: true,
      // A failed reload keeps the entry it would have replaced (`getStale` answers it meanwhile).
      noDeleteOnFetchRejection: true,
    });
  }

  /** Turns the cache on (or off with 0) after creation: tests that check caching itself. */
  setTtl(ms: number): void {
    this.ttlMs = ms;
    this.lru = this.create();
    this.cleared++;
  }

  /** How long an answer is kept; 0 or less: nothing is kept (tests, which change data at will). */
  get ttl(): number {
    return this.ttlMs;
  }

  /**
   * Changes on every `clear` (an operator's write here or, through the cache bus, on another
   * instance): what is kept outside this cache, such as the search index, is stale once it changes.
   */
  get generation(): number {
    return this.cleared;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    return (await this.lru.fetch(key, { context: load }))?.value as T;
  }

  /** What `key` holds now, if its load has succeeded and its time has not passed; never loads. */
  peek<T>(key: string): T | undefined {
    return this.lru.peek(key)?.value as T | undefined;
  }

  /**
   * From now on `alias` answers what `key` holds (`get`, `peek`), until that entry's own time is up:
   * another name for the same answer, which never outlives it. Nothing when `key` holds nothing.
   */
  alias(alias: string, key: string): void {
    const box = this.lru.peek(key);
    const ttl = this.lru.getRemainingTTL(key);
    if (box && ttl > 0) this.lru.set(alias, box, { ttl });
  }

  /**
   * Like `get`, but an entry past its time is still answered while it loads again in the background
   * (lru-cache's stale-while-revalidate), and is replaced once that load succeeds (a failed one keeps
   * it, and the next call tries again): for what is slow to make, such as a rendered page, so the
   * first visitor after each interval does not wait for it. Only within one more interval: an entry
   * nobody asked for since is loaded again as by `get` (a release date passed meanwhile shows at
   * once). After `clear` (a catalogue change) nothing old is answered. The background load is given
   * the value it replaces, which it may return again when it finds it still current (a rendered page
   * whose answers did not change).
   */
  async getStale<T>(key: string, load: (stale?: T) => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    if (this.lru.getRemainingTTL(key) <= -this.ttlMs) this.lru.delete(key);
    const box = await this.lru.fetch(key, { context: load as Load, allowStale: true });
    return box?.value as T;
  }

  get size(): number {
    return this.lru.size;
  }

  clear(): void {
    this.lru.clear();
    this.cleared++;
  }
}

const caches = new WeakMap<object, TtlCache>();

/** The app's catalogue cache (shared by the API and page routes); off in tests, which change data at will. */
export function catalogueCache(app: FastifyInstance): TtlCache {
  let cache = caches.get(app.db);
  if (!cache) {
    cache = new TtlCache(app.config.env === 'test' ? 0 : CATALOGUE_CACHE_MS);
    caches.set(app.db, cache);
  }
  return cache;
}
