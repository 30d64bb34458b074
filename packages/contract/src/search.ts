// The public course search as a pure rule (issue 12): the API keeps an index of a project's courses
// in memory and ranks it per query, so a broad word among 10,000 courses costs a few milliseconds of
// one process instead of ranking thousands of rows in the database on every search.
import { normalizeSearchText, searchTerms } from './catalogue.ts';

/**
 * Characters folded by a table: letters without a canonical decomposition that unaccent folds too,
 * and typographic punctuation pasted from word processors (the ASCII a visitor types instead).
 */
const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};
const NON_ASCII = /[^\0-\x7f]/gu;
const MARKS = /\p{M}+/gu;

function foldChar(c: string): string {
  return FOLDED[c] ?? c.normalize('NFD').replace(MARKS, '');
}

/**
 * A text as the search compares it: lower case, without accents or other diacritics (`Diabétes` →
 * `diabetes`, `ÑANDÚ` → `nandu`). Canonical decomposition only: a compatibility one would turn a
 * lone `´` or `¨` into a space, and a term never holds a space. Character by character rather than
 * normalising the whole text, so a Spanish text comes out as a one-byte string in V8, where a
 * substring search is about five times faster than in the two-byte string `normalize` returns.
 */
export function foldSearchText(text: string): string {
  return text.toLowerCase().replace(NON_ASCII, foldChar);
}

/** What the search reads of a course. */
export type SearchableCourse = {
  id: number;
  name: string;
  description: string;
  /** The specialist's name and last name; '' without one. */
  owner: string;
  /** Names of its categories in the project. */
  categories: string[];
  featured: boolean;
  free: boolean;
  /** Publication instant as a number (the API uses microseconds, PostgreSQL's precision). */
  publishedAt: number;
};

type Entry = {
  id: number;
  free: boolean;
  publishedAt: number;
  name: string;
  owner: string;
  /** Name, description, owner and categories folded, joined by NUL: a term (no control characters) never spans two. */
  all: string;
};

/**
 * A project's courses folded once and kept in listing order (featured, newest, highest id first),
 * with a bit signature of the character pairs in each course's text (BLOOM_WORDS words per course):
 * a term whose pairs are not all in a course's signature cannot be in its text, so a few bit tests
 * rule most courses out before any substring search over their description.
 */
export type SearchIndex = { readonly entries: readonly Entry[]; readonly signatures: Uint32Array };

/** 512 bits per course: a 1,000-character description sets about half, and a term of 6 pairs passes 1 in 60. */
const BLOOM_WORDS = 16;
const BLOOM_SHIFT = 32 - Math.log2(BLOOM_WORDS * 32);

/** Bit of the pair (a, b) of UTF-16 code units in a signature (Fibonacci hashing). */
function pairBit(a: number, b: number): number {
  return Math.imul((a << 16) | b, 0x9e3779b1) >>> BLOOM_SHIFT;
}

/** Builds the index; courses not yet published are kept and left out per query, until their time comes. */
export function buildSearchIndex(courses: readonly SearchableCourse[]): SearchIndex {
  const ordered = [...courses].sort(
    (a, b) => Number(b.featured) - Number(a.featured) || b.publishedAt - a.publishedAt || b.id - a.id,
  );
  const signatures = new Uint32Array(ordered.length * BLOOM_WORDS);
  const entries = ordered.map((c, i): Entry => {
    const name = foldSearchText(c.name);
    const owner = foldSearchText(c.owner);
    const parts = [`${name} ${foldSearchText(c.description)}`, owner, ...c.categories.map(foldSearchText)];
    const all = parts.join('\0');
    const base = i * BLOOM_WORDS;
    for (let k = 1; k < all.length; k++) {
      const bit = pairBit(all.charCodeAt(k - 1), all.charCodeAt(k));
      signatures[base + (bit >>> 5)]! |= 1 << (bit & 31);
    }
    return { id: c.id, free: c.free, publishedAt: c.publishedAt, name, owner, all };
  });
  return { entries, signatures };
}

/** The signature bits a term needs, as [word, mask] pairs; none for a one-letter term. */
function termBits(term: string): Array<[number, number]> {
  const masks = new Map<number, number>();
  for (let k = 1; k < term.length; k++) {
    const bit = pairBit(term.charCodeAt(k - 1), term.charCodeAt(k));
    masks.set(bit >>> 5, (masks.get(bit >>> 5) ?? 0) | (1 << (bit & 31)));
  }
  return [...masks];
}

/** Rank weights (whole numbers): the whole text at the start of the name, anywhere in it, then per term. */
export const SEARCH_RANK = { wholeAtStart: 8, wholeInName: 6, termInName: 2, termInOwner: 1 } as const;

/**
 * Ids of the courses published by `now` (and free ones only with `free`) in which every term of
 * `text` appears (in the name, description, specialist or a category name; partial words count),
 * accent- and case-insensitive, most relevant first: the whole text at the start of the name, then
 * anywhere in it, then each term in the name and in the specialist's name (SEARCH_RANK); ties in
 * listing order (featured, then the newest, then the highest id).
 */
export function rankSearch(
  index: SearchIndex,
  query: { text: string; now: number; free?: boolean },
): number[] {
  const whole = foldSearchText(normalizeSearchText(query.text));
  const terms = [...new Set(searchTerms(query.text).map(foldSearchText))].filter(Boolean);
  const needs = terms.map(termBits);
  const maxRank =
    SEARCH_RANK.wholeAtStart + terms.length * (SEARCH_RANK.termInName + SEARCH_RANK.termInOwner);
  // One bucket per rank, each filled in listing order: ties are already in order, nothing to sort.
  const buckets: number[][] = Array.from({ length: maxRank + 1 }, () => []);
  const { entries, signatures } = index;
  next: for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.publishedAt > query.now || (query.free && !e.free)) continue;
    const base = i * BLOOM_WORDS;
    for (const bits of needs) {
      for (const [word, mask] of bits) if ((signatures[base + word]! & mask) !== mask) continue next;
    }
    for (const term of terms) if (!e.all.includes(term)) continue next;
    let rank = e.name.startsWith(whole)
      ? SEARCH_RANK.wholeAtStart
      : e.name.includes(whole)
        ? SEARCH_RANK.wholeInName
        : 0;
    for (const term of terms) {
      if (e.name.includes(term)) rank += SEARCH_RANK.termInName;
      if (e.owner.includes(term)) rank += SEARCH_RANK.termInOwner;
    }
    buckets[rank]!.push(e.id);
  }
  const ranked: number[] = [];
  for (let rank = maxRank; rank >= 0; rank--) for (const id of buckets[rank]!) ranked.push(id);
  return ranked;
}
