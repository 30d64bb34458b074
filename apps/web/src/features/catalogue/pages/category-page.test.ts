import { describe, expect, it } from 'vitest';
import { parseFilter } from './category-page.tsx';

const parse = (query: string) => parseFilter(new URLSearchParams(query));

describe('parseFilter (spec §2: category is an id, free, all or search with q)', () => {
  it('reads a category id', () => {
    expect(parse('category=3')).toEqual({ kind: 'category', id: 3 });
    expect(parse('category=999999')).toEqual({ kind: 'category', id: 999999 });
  });

  it("reads 'free' and 'all', and 'all' when there is no category", () => {
    expect(parse('category=free')).toEqual({ kind: 'free' });
    expect(parse('category=all')).toEqual({ kind: 'all' });
    expect(parse('')).toEqual({ kind: 'all' });
  });

  it('reads a search with its trimmed text; an empty search lists everything', () => {
    expect(parse('category=search&q=%20diabetes%20tipo%202%20')).toEqual({
      kind: 'search',
      q: 'diabetes tipo 2',
    });
    expect(parse('category=search&q=TELEMEDIC%C3%8DNA')).toEqual({ kind: 'search', q: 'TELEMEDICÍNA' });
    expect(parse('category=search&q=%20%20')).toEqual({ kind: 'all' });
    expect(parse('category=search')).toEqual({ kind: 'all' });
  });

  it('lists everything for ids that are not positive integers of at most 9 digits, or unknown words', () => {
    for (const bad of ['0', '-1', '1.5', '1e3', '0x10', '1234567890', 'abc', '3abc', ' 3', '']) {
      expect(parse(`category=${encodeURIComponent(bad)}`), bad).toEqual({ kind: 'all' });
    }
    expect(parse('category=FREE')).toEqual({ kind: 'all' });
  });

  it('keeps the first category when the parameter repeats', () => {
    expect(parse('category=free&category=3')).toEqual({ kind: 'free' });
  });
});
