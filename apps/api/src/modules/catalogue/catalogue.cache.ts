import type { FastifyInstance } from 'fastify';
import { keepNewest } from '../../lib/keep-newest.ts';

/** How long a public catalogue answer is reused. Publishing, prices and releases show within this. */
export const CATALOGUE_CACHE_MS = 30_000;
const MAX_ENTRIES = 2000;

type Entry = {
  expires: number;
  value: Promise<unknown>;
  /** Set once `value` has resolved, for `peek`. */
  settled?: { value: unknown };
  refreshing?: boolean;
};

/**
 * A small time-bounded cache of public catalogue answers (the same for every visitor), so a burst
 * of visitors costs the database one query per answer and interval. It keeps the promise, so
 * concurrent misses share one query; failures (404, database errors) are never kept. Each
 * instance has its own; nothing in it is needed by another instance.
 */
export class TtlCache {
  private readonly entries = new Map<string, Entry>();
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
    const entry: Entry = { expires: now + this.ttlMs, value };
    this.set(key, entry);
    value.then(
      (settled) => {
        entry.settled = { value: settled };
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** What `key` holds now, if its load has succeeded and its time has not passed; never loads. */
  peek<T>(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit?.settled && hit.expires > Date.now() ? (hit.settled.value as T) : undefined;
  }

  /**
   * From now on `alias` answers what `key` holds (`get`, `peek`), until that entry's own time is up:
   * another name for the same answer, which never outlives it. Nothing when `key` holds nothing.
   */
  alias(alias: string, key: string): void {
    const entry = this.entries.get(key);
    if (entry && this.ttlMs > 0) this.set(alias, entry);
  }

  /** Stores `entry` as the newest, dropping the oldest past the size (Map keeps insertion order). */
  private set(key: string, entry: Entry): void {
    keepNewest(this.entries, key, entry, this.maxEntries);
  }

  /**
   * Like `get`, but an entry past its time is still answered while it loads again in the background,
   * and is replaced once that load succeeds (a failed one keeps it, and the next call tries again):
   * for what is slow to make, such as a rendered page, so the first visitor after each interval does
   * not wait for it. Only within one more interval: an entry nobody asked for since is loaded again
   * as by `get` (a release date passed meanwhile shows at once). After `clear` (a catalogue change)
   * nothing old is answered. The background load is given the value it replaces, which it may
   * return again when it finds it still current (a rendered page whose answers did not change).
   */
  getStale<T>(key: string, load: (stale?: T) => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const now = Date.now();
    if (!hit || hit.expires > now || hit.expires + this.ttlMs <= now || this.ttlMs <= 0) {
      return this.get(key, load);
    }
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = load(hit.settled?.value as T | undefined);
      next.then(
        (value) => {
          if (this.entries.get(key) === hit)
            this.entries.set(key, { expires: Date.now() + this.ttlMs, value: next, settled: { value } });
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
