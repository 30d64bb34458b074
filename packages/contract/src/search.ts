// The public course search as a pure rule: the API keeps an index of a project's courses
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
  name: string;
  owner: string;
  /** Name, description, owner and categories folded, joined by NUL: a term (no control characters) never spans two. */
  all: string;
};

/**
 * A project's courses folded once and kept in listing order (featured, newest, highest id first).
 * Each course has a bit signature (BLOOM_WORDS words) of the character pairs and triples in its
 * text: a search whose pairs and triples are not all in a course's signature cannot match it, so a
 * few bit tests rule most courses out before any substring search over their description. What
 * every search reads of every course (publication, free, signature) sits in typed arrays, word by
 * word across courses, so a search walks a few contiguous blocks of memory instead of 10,000
 * objects scattered over the heap (in a busy server those cache misses tripled a search's time).
 */
export type SearchIndex = {
  readonly entries: readonly Entry[];
  /** Publication instants, in the unit of `SearchableCourse.publishedAt`. */
  readonly publishedAt: Float64Array;
  /** 1 for a free course. */
  readonly free: Uint8Array;
  /** Word w of course i at `w * entries.length + i`. */
  readonly signatures: Uint32Array;
};

/**
 * 1,024 bits per course: a 200-character text sets about a quarter, a 1,000-character one about
 * two thirds, and a term of 8 letters needs 13 of them. Triples as well as pairs: with pairs alone a
 * long description holds the pairs of most words (3 times slower on 700-character descriptions).
 */
const BLOOM_WORDS = 32;
const BLOOM_SHIFT = 32 - Math.log2(BLOOM_WORDS * 32);

/** Bit of a pair of UTF-16 code units in a signature (Fibonacci hashing). */
function pairBit(a: number, b: number): number {
  return Math.imul((a << 16) | b, 0x9e3779b1) >>> BLOOM_SHIFT;
}

/** Bit of a triple of UTF-16 code units in a signature. */
function tripleBit(a: number, b: number, c: number): number {
  return Math.imul(Math.imul((a << 16) | b, 0x9e3779b1) ^ c, 0x85ebca6b) >>> BLOOM_SHIFT;
}

/** Sets the bits of every pair and triple of `text` in a signature whose word w is at `at + w * stride`. */
function addBits(words: Uint32Array, at: number, stride: number, text: string): void {
  for (let k = 1; k < text.length; k++) {
    const pair = pairBit(text.charCodeAt(k - 1), text.charCodeAt(k));
    words[at + (pair >>> 5) * stride]! |= 1 << (pair & 31);
    if (k < 2) continue;
    const triple = tripleBit(text.charCodeAt(k - 2), text.charCodeAt(k - 1), text.charCodeAt(k));
    words[at + (triple >>> 5) * stride]! |= 1 << (triple & 31);
  }
}

/**
 * Builds the index a slice of courses at a time: `step(count)` folds the next `count` courses and
 * answers the index once all are done (null before), so a server can build it between requests
 * instead of holding its event loop for the whole catalogue (about 0.1 s for 10,000 courses).
 * Courses not yet published are kept and left out per search, until their time comes.
 */
export function searchIndexBuilder(courses: readonly SearchableCourse[]): {
  step(count: number): SearchIndex | null;
} {
  const ordered = [...courses].sort(
    (a, b) => Number(b.featured) - Number(a.featured) || b.publishedAt - a.publishedAt || b.id - a.id,
  );
  const n = ordered.length;
  const publishedAt = Float64Array.from(ordered, (c) => c.publishedAt);
  const free = Uint8Array.from(ordered, (c) => (c.free ? 1 : 0));
  const signatures = new Uint32Array(n * BLOOM_WORDS);
  const entries: Entry[] = [];
  return {
    step(count) {
      for (let i = entries.length, end = Math.min(n, i + count); i < end; i++) {
        const c = ordered[i]!;
        const name = foldSearchText(c.name);
        const owner = foldSearchText(c.owner);
        const parts = [
          `${name} ${foldSearchText(c.description)}`,
          owner,
          ...c.categories.map(foldSearchText),
        ];
        const all = parts.join('\0');
        addBits(signatures, i, n, all);
        entries.push({ id: c.id, name, owner, all });
      }
      return entries.length === n ? { entries, publishedAt, free, signatures } : null;
    },
  };
}

/** Builds the whole index at once (searchIndexBuilder). */
export function buildSearchIndex(courses: readonly SearchableCourse[]): SearchIndex {
  return searchIndexBuilder(courses).step(courses.length)!;
}

/**
 * The signature words a search needs (the pairs and triples of all its terms: every term must
 * match), as a flat list of word index and mask; empty when every term has one letter.
 */
function neededBits(terms: readonly string[]): Int32Array {
  const words = new Uint32Array(BLOOM_WORDS);
  for (const term of terms) addBits(words, 0, 1, term);
  const needed: number[] = [];
  words.forEach((mask, word) => {
    if (mask !== 0) needed.push(word, mask);
  });
  // Signed, like the result of `&` it is compared with.
  return Int32Array.from(needed);
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
  const needed = neededBits(terms);
  // Longest first when checking: a long term is the likeliest to be missing, which ends the check.
  const checked = [...terms].sort((a, b) => b.length - a.length);
  const maxRank =
    SEARCH_RANK.wholeAtStart + terms.length * (SEARCH_RANK.termInName + SEARCH_RANK.termInOwner);
  // One bucket per rank, each filled in listing order: ties are already in order, nothing to sort.
  const buckets: number[][] = Array.from({ length: maxRank + 1 }, () => []);
  const { entries, publishedAt, free, signatures } = index;
  const n = entries.length;
  for (let k = 0; k < needed.length; k += 2) needed[k]! *= n;
  const onlyFree = query.free === true;
  next: for (let i = 0; i < n; i++) {
    if (publishedAt[i]! > query.now || (onlyFree && free[i] === 0)) continue;
    for (let k = 0; k < needed.length; k += 2) {
      const mask = needed[k + 1]!;
      if ((signatures[needed[k]! + i]! & mask) !== mask) continue next;
    }
    const e = entries[i]!;
    for (const term of checked) if (!e.all.includes(term)) continue next;
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
