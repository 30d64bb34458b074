// The public search's in-memory index of each project's courses (issue 12): the published courses
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
import { publicCoursesByIds, searchableCourses } from './catalogue.repository.ts';
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

/** Indexes kept at once: one per project searched (the site has one); an unknown id builds an empty one. */
const MAX_PROJECTS = 16;

type Kept = { index: Promise<SearchIndex>; generation: number; builtAt: number; refreshing: boolean };

/**
 * The indexes kept by one API process, following its catalogue cache:
 * - after a catalogue change (the cache's generation moved) the next search waits for a new index,
 *   so a course published, edited or unpublished by the operator is found, or not, at once;
 * - past the cache's time (a change announced while Redis was unreachable) it is rebuilt in the
 *   background while searches keep using the current one;
 * - concurrent searches share one build; a failed build is not kept;
 * - with the cache off (tests, which write to the database at will) every search reads the database.
 * Publication dates still to come are kept in the index and compared with the time of each search.
 */
export class KeptSearchIndexes {
  private readonly kept = new Map<number, Kept>();

  constructor(
    private readonly cache: Pick<TtlCache, 'ttl' | 'generation'>,
    private readonly load: SearchIndexSource = loadSearchIndex,
  ) {}

  readonly get: SearchIndexSource = (db, projectId) => {
    const ttl = this.cache.ttl;
    if (ttl <= 0) return this.load(db, projectId);
    const generation = this.cache.generation;
    const current = this.kept.get(projectId);
    if (!current || current.generation !== generation) return this.build(db, projectId, generation).index;
    if (Date.now() - current.builtAt >= ttl && !current.refreshing) {
      current.refreshing = true;
      const next = this.build(db, projectId, generation, current);
      next.index.catch(() => {
        current.refreshing = false;
      });
    }
    return current.index;
  };

  /** Starts a build; it replaces `replacing` (a background refresh) only once it has succeeded. */
  private build(db: Executor, projectId: number, generation: number, replacing?: Kept): Kept {
    const entry: Kept = {
      index: this.load(db, projectId),
      generation,
      builtAt: Date.now(),
      refreshing: false,
    };
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
