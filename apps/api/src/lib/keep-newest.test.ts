import { describe, expect, it } from 'vitest';
import { keepNewest } from './keep-newest.ts';

describe('keepNewest', () => {
  it('keeps at most `max` entries, dropping the oldest first', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) keepNewest(map, key, i, 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });

  it('makes a key stored again the newest, so it outlives the ones stored since', () => {
    const map = new Map<string, number>();
    keepNewest(map, 'a', 1, 2);
    keepNewest(map, 'b', 2, 2);
    keepNewest(map, 'a', 3, 2);
    keepNewest(map, 'c', 4, 2);
    expect([...map.entries()]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
