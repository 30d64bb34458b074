// The cards a search shows are kept between searches, by the rules of every other public
// answer: never past a catalogue change or the cache's time, never before a course's publication.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../../db/client.ts';
import type { ListingRow } from './catalogue.repository.ts';
import { KeptCourseCards } from './course-cards.ts';

const db = {} as Executor;
const HOUR = 3_600_000;
const TTL = 30_000;

/**
 * A database of cards by project: what `publicCoursesByIds` would answer (new objects on each read,
 * as the driver's), counting the ids read.
 */
function fakeDatabase() {
  const projects = new Map<number, Map<number, ListingRow>>();
  const reads: number[][] = [];
  const add = (projectId: number, id: number, publishedAt: Date | null = new Date(Date.now() - HOUR)) => {
    const row = { id, name: `Curso ${id}`, publishedAt, students: 0 } as ListingRow;
    if (!projects.has(projectId)) projects.set(projectId, new Map());
    projects.get(projectId)!.set(id, row);
    return row;
  };
  const load = async (_db: Executor, projectId: number, ids: number[], now: Date) => {
    reads.push(ids);
    const rows = projects.get(projectId) ?? new Map<number, ListingRow>();
    return ids
      .map((id) => rows.get(id))
      .filter((r): r is ListingRow => !!r && !!r.publishedAt && r.publishedAt <= now)
      .map((r) => ({ ...r }));
  };
  return { add, load, reads };
}

describe('KeptCourseCards', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads only the courses it has not kept, and answers in the order asked', async () => {
    const data = fakeDatabase();
    for (const id of [1, 2, 3, 4]) data.add(4, id);
    const cards = new KeptCourseCards({ ttl: TTL, generation: 0 }, data.load);
    const ids = async (asked: number[]) => (await cards.get(db, 4, asked, new Date())).map((r) => r.id);
    expect(await ids([3, 1])).toEqual([3, 1]);
    expect(await ids([1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(await ids([4, 3, 2, 1])).toEqual([4, 3, 2, 1]);
    expect(data.reads).toEqual([
      [3, 1],
      [2, 4],
    ]);
  });

  it('leaves out ids that are not public, and reads them again next time', async () => {
    const data = fakeDatabase();
    data.add(4, 1);
    data.add(4, 2, null);
    const cards = new KeptCourseCards({ ttl: TTL, generation: 0 }, data.load);
    expect((await cards.get(db, 4, [2, 1, 99], new Date())).map((r) => r.id)).toEqual([1]);
    expect((await cards.get(db, 4, [2, 1, 99], new Date())).map((r) => r.id)).toEqual([1]);
    expect(data.reads).toEqual([
      [2, 1, 99],
      [2, 99],
    ]);
  });

  it("keeps each project's cards apart", async () => {
    const data = fakeDatabase();
    data.add(4, 1);
    const cards = new KeptCourseCards({ ttl: TTL, generation: 0 }, data.load);
    expect(await cards.get(db, 4, [1], new Date())).toHaveLength(1);
    // Course 1 is not project 5's: kept for project 4, it is still not shown there.
    expect(await cards.get(db, 5, [1], new Date())).toEqual([]);
    expect(data.reads).toEqual([[1], [1]]);
  });

  it('forgets every card once the catalogue changed (an unpublished course leaves at once)', async () => {
    const data = fakeDatabase();
    const row = data.add(4, 1);
    const cache = { ttl: TTL, generation: 0 };
    const cards = new KeptCourseCards(cache, data.load);
    expect(await cards.get(db, 4, [1], new Date())).toEqual([row]);
    data.add(4, 1, null);
    cache.generation = 1;
    expect(await cards.get(db, 4, [1], new Date())).toEqual([]);
    expect(data.reads).toEqual([[1], [1]]);
  });

  it("reads a card again after the cache's time (a student count is never older)", async () => {
    const data = fakeDatabase();
    data.add(4, 1);
    const cards = new KeptCourseCards({ ttl: TTL, generation: 0 }, data.load);
    await cards.get(db, 4, [1], new Date());
    vi.setSystemTime(Date.now() + TTL - 1);
    expect((await cards.get(db, 4, [1], new Date()))[0]!.students).toBe(0);
    data.add(4, 1).students = 7;
    vi.setSystemTime(Date.now() + 1);
    expect((await cards.get(db, 4, [1], new Date()))[0]!.students).toBe(7);
    expect(data.reads).toEqual([[1], [1]]);
  });

  it("compares a kept card's publication with each search's time", async () => {
    const data = fakeDatabase();
    const publishedAt = new Date(Date.now() - 1000);
    data.add(4, 1, publishedAt);
    const cards = new KeptCourseCards({ ttl: TTL, generation: 0 }, data.load);
    expect(await cards.get(db, 4, [1], new Date())).toHaveLength(1);
    // A search dated before the publication (a page rendered for an earlier instant) does not show it.
    expect(await cards.get(db, 4, [1], new Date(publishedAt.getTime() - 1))).toEqual([]);
  });

  it('does not keep a card read before a catalogue change that another search has seen', async () => {
    const data = fakeDatabase();
    data.add(4, 1).name = 'Antes';
    const cache = { ttl: TTL, generation: 0 };
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const cards = new KeptCourseCards(cache, async (...args) => {
      // What the database holds when the read is made; the first read answers late.
      const rows = await data.load(...args);
      if (calls++ === 0) await held;
      return rows;
    });
    const slow = cards.get(db, 4, [1], new Date());
    data.add(4, 1).name = 'Después';
    cache.generation = 1;
    expect((await cards.get(db, 4, [1], new Date()))[0]!.name).toBe('Después');
    release();
    // The late read is shown to its own search, but does not replace the newer card.
    expect((await slow)[0]!.name).toBe('Antes');
    expect((await cards.get(db, 4, [1], new Date()))[0]!.name).toBe('Después');
    expect(data.reads).toHaveLength(2);
  });

  it('reads the database every time with the cache off (tests)', async () => {
    const data = fakeDatabase();
    data.add(4, 1);
    const cards = new KeptCourseCards({ ttl: 0, generation: 0 }, data.load);
    await cards.get(db, 4, [1], new Date());
    await cards.get(db, 4, [1], new Date());
    expect(data.reads).toEqual([[1], [1]]);
  });

  it('keeps at most 20,000 cards, the oldest leaving first', async () => {
    const data = fakeDatabase();
    const ids = Array.from({ length: 20_001 }, (_, i) => i + 1);
    for (const id of ids) data.add(4, id);
    const cards = new KeptCourseCards({ ttl: TTL, generation: 0 }, data.load);
    await cards.get(db, 4, ids, new Date());
    await cards.get(db, 4, [2, 20_001], new Date());
    await cards.get(db, 4, [1], new Date());
    expect(data.reads.slice(1)).toEqual([[1]]);
  });
});
