import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, CompressedCopies, contentHash, type Encoded } from './compression.ts';

/** A page-like content: repetitive markup with some noise, ~`kb` KB. */
function content(kb: number): Buffer {
  const parts: string[] = [];
  while (parts.join('').length < kb * 1024) {
    parts.push(`<li class="course"><a href="/detail/${randomBytes(4).toString('hex')}">Curso</a></li>`);
  }
  return Buffer.from(parts.join(''));
}

/** The copy `copies` sends for `page` once the thread pool has made the best one (polled). */
async function best(copies: CompressedCopies, page: Buffer, acceptEncoding = 'br'): Promise<Encoded> {
  const quick = copies.encode(contentHash(page), page, acceptEncoding).bytes;
  let now = quick;
  for (let i = 0; i < 200 && now === quick; i++) {
    await new Promise((r) => setTimeout(r, 5));
    now = copies.encode(contentHash(page), page, acceptEncoding).bytes;
  }
  return copies.encode(contentHash(page), page, acceptEncoding);
}

describe('compressed copies', () => {
  it('sends contents under 1 KB as they are', () => {
    const copies = new CompressedCopies();
    const small = Buffer.from('{"data":[]}');
    expect(copies.encode(contentHash(small), small, 'br, gzip')).toEqual({ bytes: small, encoding: null });
  });

  it('sends the bytes as they are to a client that accepts no compression', () => {
    const copies = new CompressedCopies();
    const page = content(4);
    expect(copies.encode(contentHash(page), page, undefined)).toEqual({ bytes: page, encoding: null });
    expect(copies.encode(contentHash(page), page, 'identity')).toEqual({ bytes: page, encoding: null });
  });

  it('never makes a request wait: a quick copy goes out while brotli at quality 11 is made off the event loop', async () => {
    const copies = new CompressedCopies();
    const page = content(40);
    const hash = contentHash(page);
    const first = copies.encode(hash, page, 'gzip, deflate, br');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.bytes).equals(page)).toBe(true);
    // A twin asking meanwhile gets the same quick copy: it is made once.
    expect(copies.encode(hash, page, 'br').bytes).toBe(first.bytes);

    const made = await best(copies, page);
    expect(made.encoding).toBe('br');
    expect(brotliDecompressSync(made.bytes).equals(page)).toBe(true);
    expect(made.bytes.length).toBeLessThan(first.bytes.length);
    // Made once: every later request gets that same copy.
    expect(copies.encode(hash, page, 'br').bytes).toBe(made.bytes);
  });

  it('does not compress again a content rebuilt the same (the catalogue cache expired, nothing changed)', async () => {
    const copies = new CompressedCopies();
    const page = content(40);
    const made = await best(copies, page);
    const rebuilt = Buffer.from(page.toString());
    expect(copies.encode(contentHash(rebuilt), rebuilt, 'br').bytes).toBe(made.bytes);
  });

  it('compresses a changed content anew, sending it at once', async () => {
    const copies = new CompressedCopies();
    const page = content(40);
    const made = await best(copies, page);
    const changed = Buffer.concat([page, Buffer.from('<p>Nuevo curso</p>')]);
    const fresh = copies.encode(contentHash(changed), changed, 'br');
    expect(fresh.bytes).not.toBe(made.bytes);
    expect(brotliDecompressSync(fresh.bytes).equals(changed)).toBe(true);
    const freshBest = await best(copies, changed);
    expect(brotliDecompressSync(freshBest.bytes).equals(changed)).toBe(true);
  });

  it('makes cheap copies once, on the spot: gzip of an answer, brotli at quality 5', () => {
    const copies = new CompressedCopies();
    const answer = content(16);
    const gzip = copies.encode(contentHash(answer), answer, 'gzip');
    expect(gunzipSync(gzip.bytes).equals(answer)).toBe(true);
    // Already the copy kept: no better one follows, and it is not made again.
    expect(copies.encode(contentHash(answer), answer, 'gzip').bytes).toBe(gzip.bytes);

    const search = content(12);
    const br = copies.encode(contentHash(search), search, 'br', BROTLI_QUALITY.oneOff);
    expect(brotliDecompressSync(br.bytes).equals(search)).toBe(true);
    expect(copies.encode(contentHash(search), search, 'br', BROTLI_QUALITY.oneOff).bytes).toBe(br.bytes);
  });

  it('makes gzip of a large page off the event loop, sending a quick gzip meanwhile', async () => {
    const copies = new CompressedCopies();
    const page = content(80);
    const quick = copies.encode(contentHash(page), page, 'gzip');
    expect(quick.encoding).toBe('gzip');
    expect(gunzipSync(quick.bytes).equals(page)).toBe(true);
    const made = await best(copies, page, 'gzip');
    expect(made.bytes).not.toBe(quick.bytes);
    expect(gunzipSync(made.bytes).equals(page)).toBe(true);
  });

  it('keeps the copies of at most `maxContents` contents, dropping the oldest', async () => {
    const copies = new CompressedCopies(2);
    const [a, b, c] = [content(40), content(40), content(40)];
    const first = await best(copies, a);
    await best(copies, b);
    const newest = await best(copies, c);
    // Dropped: made again (a quick copy first), not the copy made before.
    expect(copies.encode(contentHash(a), a, 'br').bytes).not.toBe(first.bytes);
    // The newest two are still kept.
    expect(copies.encode(contentHash(c), c, 'br').bytes).toBe(newest.bytes);
  });
});
