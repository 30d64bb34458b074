// The public search's in-memory index of each project's courses: the published courses
// are read once (in pages, `searchableCourses`), and each search is ranked in this process
// (`rankSearch`) instead of in the database. It is rebuilt after any catalogue change:
// `clearPublicCatalogue`, or the cache bus when another instance's operator wrote, clears the
// catalogue cache, whose generation this index follows. `searchSources` pairs it with the cards
// kept of the courses a search shows (course-cards.ts).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type SearchIndex, searchIndexBuilder } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { keepNewest } from '../../lib/keep-newest.ts';
import { catalogueCache, type TtlCache } from './catalogue.cache.ts';
import { publicCoursesByIds, searchableCourses, searchableFingerprint } from './catalogue.repository.ts';
import { type CourseCardSource, KeptCourseCards } from './course-cards.ts';

/** Where a search gets a project's index from. */
export type SearchIndexSource = (db: Executor, projectId: number) => Promise<SearchIndex>;

/** Courses folded per turn of the event loop while building: a few milliseconds each. */
const BUILD_SLICE = 500;

/**
 * The index as the database holds it now: read in pages, then about 0.1 s of CPU for 10,000 courses,
 * given to the event loop in slices so requests keep being answered meanwhile (built in one go it
 * held every request of the process for that long, after each catalogue change).
 */
export const loadSearchIndex: SearchIndexSource = async (db, projectId) => {
  const builder = searchIndexBuilder(await searchableCourses(db, projectId));
  for (;;) {
    const index = builder.step(BUILD_SLICE);
    if (index) return index;
    await nextTurn();
  }
};

/** An index, and the fingerprint of the catalogue it was read from (`searchableFingerprint`). */
export type FingerprintedIndex = { index: SearchIndex; fingerprint: string };
type FingerprintedSource = (db: Executor, projectId: number) => Promise<FingerprintedIndex>;
type FingerprintSource = (db: Executor, projectId: number) => Promise<string>;

/**
 * Reads an index with its fingerprint, the fingerprint first: a change that lands while the pages
 * are read may or may not be in the index, but it is never in the fingerprint, so the next check
 * sees it and reads again. Taken after the pages, a change landing between them would be in the
 * fingerprint and not in the index, and never be found.
 */
function fingerprintedLoader(fingerprint: FingerprintSource, read: SearchIndexSource): FingerprintedSource {
  return async (db, projectId) => {
    const taken = await fingerprint(db, projectId);
    return { fingerprint: taken, index: await read(db, projectId) };
  };
}

/** Indexes kept at once: one per project searched (the site has one); an unknown id builds an empty one. */
const MAX_PROJECTS = 16;

type Kept = {
  built: Promise<FingerprintedIndex>;
  index: Promise<SearchIndex>;
  generation: number;
  /** When the catalogue was last known to be what the index was read from. */
  checkedAt: number;
  checking: boolean;
};

/**
 * The indexes kept by one API process, following its catalogue cache:
 * - after a catalogue change (the cache's generation moved) the next search waits for a new index,
 *   so a course published, edited or unpublished by the operator is found, or not, at once;
 * - past the cache's time (a change announced while Redis was unreachable) the catalogue's
 *   fingerprint is read again in the background, and only if it moved is the index rebuilt, while
 *   searches keep using the current one. Rebuilding 10,000 courses every 30 s whatever happened was
 *   the search's p99 over 100 ms on the bench (BENCHMARKS.md);
 * - concurrent searches share one build; a failed build or check is not kept;
 * - with the cache off (tests, which write to the database at will) every search reads the database.
 * Publication dates still to come are kept in the index and compared with the time of each search.
 */
export class KeptSearchIndexes {
  private readonly kept = new Map<number, Kept>();
  private readonly load: FingerprintedSource;

  constructor(
    private readonly cache: Pick<TtlCache, 'ttl' | 'generation'>,
    private readonly read: SearchIndexSource = loadSearchIndex,
    private readonly fingerprint: FingerprintSource = searchableFingerprint,
  ) {
    this.load = fingerprintedLoader(fingerprint, read);
  }

  readonly get: SearchIndexSource = (db, projectId) => {
    const ttl = this.cache.ttl;
    // Nothing is kept, so nothing is checked later: no fingerprint.
    if (ttl <= 0) return this.read(db, projectId);
    const generation = this.cache.generation;
    const current = this.kept.get(projectId);
    if (!current || current.generation !== generation) return this.build(db, projectId, generation).index;
    if (Date.now() - current.checkedAt >= ttl && !current.checking) void this.check(db, projectId, current);
    return current.index;
  };

  /** Starts a build; it replaces `replacing` (the index a check found stale) only once it has succeeded. */
  private build(db: Executor, projectId: number, generation: number, replacing?: Kept): Kept {
    const checkedAt = Date.now();
    const built = this.load(db, projectId);
    const entry: Kept = { built, index: built.then((b) => b.index), generation, checkedAt, checking: false };
    if (!replacing) this.keep(projectId, entry);
    entry.index.then(
      () => {
        if (replacing && this.kept.get(projectId) === replacing) this.keep(projectId, entry);
      },
      () => {
        if (this.kept.get(projectId) === entry) this.kept.delete(projectId);
      },
    );
    return entry;
  }

  /** Rebuilds `current` only if the catalogue's fingerprint is no longer the one it was read with. */
  private async check(db: Executor, projectId: number, current: Kept): Promise<void> {
    current.checking = true;
    const startedAt = Date.now();
    try {
      const [{ fingerprint: readWith }, now] = await Promise.all([
        current.built,
        this.fingerprint(db, projectId),
      ]);
      if (now === readWith) current.checkedAt = startedAt;
      else await this.build(db, projectId, current.generation, current).index;
    } catch {
      // The current index stays; the next search past its time checks again.
    } finally {
      current.checking = false;
    }
  }

  private keep(projectId: number, entry: Kept): void {
    keepNewest(this.kept, projectId, entry, MAX_PROJECTS);
  }
}

/** What a search reads: the project's index, then the cards of the courses it shows. */
export type SearchSources = { index: SearchIndexSource; cards: CourseCardSource };

/** Both read from the database for this one search (the default: tests, scripts). */
export const readSearchSources: SearchSources = { index: loadSearchIndex, cards: publicCoursesByIds };

/**
 * Builds `projectId`'s index as soon as the server listens, not in the first visitor's search after
 * each start (~0.4 s for 10,000 courses on the bench machine, BENCHMARKS.md). Only on listening:
 * tests and scripts that never listen build nothing. A failed build is logged; searches retry it.
 */
export function buildSearchIndexOnListen(app: FastifyInstance, index: SearchIndexSource, projectId: number) {
  app.addHook('onListen', async () => {
    if (catalogueCache(app).ttl <= 0) return;
    index(app.db, projectId).catch((err: unknown) =>
      app.log.warn({ err }, 'the search index could not be built at start'),
    );
  });
}

const perApp = new WeakMap<object, SearchSources>();

/** The app's kept search index and cards (one set per database, following its catalogue cache). */
export function searchSources(app: FastifyInstance): SearchSources {
  let sources = perApp.get(app.db);
  if (!sources) {
    const cache = catalogueCache(app);
    sources = { index: new KeptSearchIndexes(cache).get, cards: new KeptCourseCards(cache).get };
    perApp.set(app.db, sources);
  }
  return sources;
}
