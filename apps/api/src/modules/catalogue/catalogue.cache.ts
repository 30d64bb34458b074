import type { FastifyInstance } from 'fastify';

/** How long a public catalogue answer is reused. Publishing, prices and releases show within this. */
export const CATALOGUE_CACHE_MS = 30_000;
const MAX_ENTRIES = 2000;

/**
 * A small time-bounded cache of public catalogue answers (the same for every visitor), so a burst
 * of visitors costs the database one query per answer and interval. It keeps the promise, so
 * concurrent misses share one query; failures (404, database errors) are never kept. Each
 * instance has its own; nothing in it is needed by another instance.
 */
export class TtlCache {
  private readonly entries = new Map<
    string,
    { expires: number; value: Promise<unknown>; refreshing?: boolean }
  >();
  private cleared = 0;

  constructor(
    private ttlMs: number,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** Turns the cache on (or off with 0) after creation: tests that check caching itself. */
  setTtl(ms: number): void {
    this.ttlMs = ms;
    this.clear();
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

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // Oldest first: Map keeps insertion order.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /**
   * Like `get`, but an entry past its time is still answered while it loads again in the background,
   * and is replaced once that load succeeds (a failed one keeps it, and the next call tries again):
   * for what is slow to make, such as a rendered page, so the first visitor after each interval does
   * not wait for it. Only within one more interval: an entry nobody asked for since is loaded again
   * as by `get` (a release date passed meanwhile shows at once). After `clear` (a catalogue change)
   * nothing old is answered.
   */
  getStale<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const now = Date.now();
    if (!hit || hit.expires > now || hit.expires + this.ttlMs <= now || this.ttlMs <= 0) {
      return this.get(key, load);
    }
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = load();
      next.then(
        () => {
          if (this.entries.get(key) === hit)
            this.entries.set(key, { expires: Date.now() + this.ttlMs, value: next });
        },
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value as Promise<T>;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
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
