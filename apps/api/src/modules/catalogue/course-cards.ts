// The listing cards a search shows: a search ranks the in-memory index, then needs the
// cards of a dozen courses. Read from the database each time, that query (four counts per course)
// cost PostgreSQL ~1 ms warm and ~3 ms on a connection just opened, per search, on the 2-core
// bench machine: as much CPU as the rest of the search. The same courses come back in many
// searches, so their cards are kept, by the same rules as every other public answer: until the
// catalogue changes (the cache's generation moves, here or through the cache bus) and for the
// catalogue cache's time at most (a student count is at most that old).
import type { Executor } from '../../db/client.ts';
import { keepNewest } from '../../lib/keep-newest.ts';
import type { TtlCache } from './catalogue.cache.ts';
import { type ListingRow, publicCoursesByIds } from './catalogue.repository.ts';

/** Where a search gets the cards of the courses it shows: those public at `now`, in the order given. */
export type CourseCardSource = (
  db: Executor,
  projectId: number,
  ids: number[],
  now: Date,
) => Promise<ListingRow[]>;

/** Cards kept at once: every course of a 10,000-course catalogue fits (a card is ~1 KB). */
const MAX_CARDS = 20_000;

type Kept = { row: ListingRow; expires: number };

/**
 * Cards kept by one API process. A course is kept only once the database said it was public; its
 * publication date is compared again with each search's time, and it leaves with any catalogue
 * change (unpublishing is one). With the cache off (tests) every search reads the database.
 */
export class KeptCourseCards {
  private readonly kept = new Map<string, Kept>();
  private generation: number;

  constructor(
    private readonly cache: Pick<TtlCache, 'ttl' | 'generation'>,
    private readonly load: CourseCardSource = publicCoursesByIds,
  ) {
    this.generation = cache.generation;
  }

  readonly get: CourseCardSource = async (db, projectId, ids, now) => {
    const ttl = this.cache.ttl;
    if (ttl <= 0) return this.load(db, projectId, ids, now);
    if (this.cache.generation !== this.generation) {
      this.kept.clear();
      this.generation = this.cache.generation;
    }
    const generation = this.generation;
    const at = now.getTime();
    const clock = Date.now();
    const found = new Map<number, ListingRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = this.kept.get(cardKey(projectId, id));
      if (hit && hit.expires > clock && hit.row.publishedAt && hit.row.publishedAt.getTime() <= at) {
        found.set(id, hit.row);
      } else {
        missing.push(id);
      }
    }
    if (missing.length > 0) {
      const rows = await this.load(db, projectId, missing, now);
      // Read under an older catalogue: shown to this search, not kept.
      const keep = generation === this.cache.generation;
      for (const row of rows) {
        found.set(row.id, row);
        if (keep)
          keepNewest(this.kept, cardKey(projectId, row.id), { row, expires: Date.now() + ttl }, MAX_CARDS);
      }
    }
    return ids.map((id) => found.get(id)).filter((row): row is ListingRow => row !== undefined);
  };
}

const cardKey = (projectId: number, id: number) => `${projectId}/${id}`;
