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

async function settled(encoded: Encoded | Promise<Encoded>): Promise<Encoded> {
  return encoded;
}

describe('compressed copies (issue 12)', () => {
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

  it('makes brotli at quality 11 off the event loop, once: later requests get the same copy at once', async () => {
    const copies = new CompressedCopies();
    const page = content(40);
    const hash = contentHash(page);
    const first = copies.encode(hash, page, 'gzip, deflate, br');
    expect(first).toBeInstanceOf(Promise);
    // A twin asking meanwhile shares the same compression.
    const twin = copies.encode(hash, page, 'br');
    const [made, shared] = await Promise.all([first, twin]);
    expect(made.encoding).toBe('br');
    expect(shared.bytes).toBe(made.bytes);
    expect(brotliDecompressSync(made.bytes).equals(page)).toBe(true);
    expect(made.bytes.length).toBeLessThan(page.length / 2);

    const later = copies.encode(hash, page, 'br');
    expect(later).not.toBeInstanceOf(Promise);
    expect((later as Encoded).bytes).toBe(made.bytes);
  });

  it('does not compress again a content rebuilt the same (the catalogue cache expired, nothing changed)', async () => {
    const copies = new CompressedCopies();
    const page = content(40);
    const made = await settled(copies.encode(contentHash(page), page, 'br'));
    const rebuilt = Buffer.from(page.toString());
    const again = copies.encode(contentHash(rebuilt), rebuilt, 'br');
    expect((again as Encoded).bytes).toBe(made.bytes);
  });

  it('compresses a changed content anew', async () => {
    const copies = new CompressedCopies();
    const page = content(40);
    const made = await settled(copies.encode(contentHash(page), page, 'br'));
    const changed = Buffer.concat([page, Buffer.from('<p>Nuevo curso</p>')]);
    const fresh = await settled(copies.encode(contentHash(changed), changed, 'br'));
    expect(fresh.bytes).not.toBe(made.bytes);
    expect(brotliDecompressSync(fresh.bytes).equals(changed)).toBe(true);
  });

  it('makes cheap copies at once: gzip of an answer, brotli at quality 5', () => {
    const copies = new CompressedCopies();
    const answer = content(16);
    const gzip = copies.encode(contentHash(answer), answer, 'gzip');
    expect(gzip).not.toBeInstanceOf(Promise);
    expect(gunzipSync((gzip as Encoded).bytes).equals(answer)).toBe(true);

    const search = content(12);
    const br = copies.encode(contentHash(search), search, 'br', BROTLI_QUALITY.oneOff);
    expect(br).not.toBeInstanceOf(Promise);
    expect(brotliDecompressSync((br as Encoded).bytes).equals(search)).toBe(true);
  });

  it('makes gzip of a large page off the event loop', async () => {
    const copies = new CompressedCopies();
    const page = content(80);
    const gzip = copies.encode(contentHash(page), page, 'gzip');
    expect(gzip).toBeInstanceOf(Promise);
    expect(gunzipSync((await gzip).bytes).equals(page)).toBe(true);
  });

  it('keeps the copies of at most `maxContents` contents, dropping the oldest', async () => {
    const copies = new CompressedCopies(2);
    const [a, b, c] = [content(40), content(40), content(40)];
    const first = await settled(copies.encode(contentHash(a), a, 'br'));
    await settled(copies.encode(contentHash(b), b, 'br'));
    await settled(copies.encode(contentHash(c), c, 'br'));
    const again = copies.encode(contentHash(a), a, 'br');
    expect(again).toBeInstanceOf(Promise);
    expect((await again).bytes).not.toBe(first.bytes);
    // The newest two are still kept.
    expect(copies.encode(contentHash(c), c, 'br')).not.toBeInstanceOf(Promise);
  });
});
