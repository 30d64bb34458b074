// Bytes sent many times (public catalogue answers, rendered pages) are compressed once per
// content, not once per cache period, and the slow kind (brotli at quality 11) runs on libuv's
// thread pool while a quick copy is sent. Done on the event loop each time the catalogue cache
// expired (every 30 s), a ~100 KB page's brotli held every request of the process for ≈ 150 ms: the
// p99 of the page routes in bench:api (BENCHMARKS.md).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { keepNewest } from './keep-newest.ts';

export type Encoding = 'br' | 'gzip';
/** What to send: the bytes and their Content-Encoding (null: as they are). */
export type Encoded = { bytes: Buffer; encoding: Encoding | null };

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const encodingOf = new Map<string, Encoding | null>();
const ENCODINGS_KEPT = 256;

/** The encoding to send: brotli, else gzip, else none, honouring `q=0`. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = encodingOf.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header);
    if (encodingOf.size >= ENCODINGS_KEPT) encodingOf.clear();
    encodingOf.set(header, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** A content's name for the compressed copies kept of it (also the public answers' ETag). */
export function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
}

/**
 * Brotli quality of a content. 11, the smallest, costs ≈ 15 ms of CPU for a 16 KB answer and
 * ≈ 150 ms for a rendered page: worth it for bytes sent many times. 5 takes ≈ 0.2 ms for an answer
 * ≈ 12 % larger: for what is mostly sent once (a search text).
 */
export const BROTLI_QUALITY = { reused: 11, oneOff: 5 } as const;

/** Compressed on the event loop when it costs less than the trip to the thread pool. */
function isCheap(bytes: Buffer, encoding: Encoding, brotliQuality: number): boolean {
  return encoding === 'br' ? brotliQuality <= BROTLI_QUALITY.oneOff : bytes.length <= 64 * 1024;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function brotliOptions(quality: number, size: number) {
  return {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size },
  };
}

function compress(bytes: Buffer, encoding: Encoding, brotliQuality: number): Buffer | Promise<Buffer> {
  const cheap = isCheap(bytes, encoding, brotliQuality);
  if (encoding === 'gzip') return cheap ? gzipSync(bytes, { level: 9 }) : gzipAsync(bytes, { level: 9 });
  const options = brotliOptions(brotliQuality, bytes.length);
  return cheap ? brotliCompressSync(bytes, options) : brotliAsync(bytes, options);
}

/**
 * A copy made at once on the event loop, sent while the thread pool makes the smaller one: brotli
 * at quality 5 (≈ 1.6 ms and 10 % larger than quality 11's ≈ 75 ms for a 118 KB page here), gzip
 * at level 6 (≈ 0.8 ms).
 */
function quickCopy(bytes: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, brotliOptions(BROTLI_QUALITY.oneOff, bytes.length))
    : gzipSync(bytes, { level: 6 });
}

/** A content's copies: made (or being made) at the quality asked, and the quick ones sent meanwhile. */
type Copies = {
  made: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
  meanwhile: Partial<Record<Encoding, Buffer>>;
};

/**
 * The compressed copies of contents sent many times, by content hash: a content rebuilt the same
 * (the catalogue cache expired, nothing changed) is not compressed again. No request waits for the
 * thread pool: while a slow copy is made, a quick one, made once, is sent. A rendered page changes
 * on every render (it carries the instant it was rendered), so every 30 s a page's visitors waited
 * for its new copy, ≈ 100–230 ms on the bench machine: the p99 of the page routes (BENCHMARKS.md).
 * A content is compressed at the brotli quality first asked for it.
 */
export class CompressedCopies {
  private readonly kept = new Map<string, Copies>();

  constructor(private readonly maxContents = 1000) {}

  /**
   * `bytes` (named `hash`, see `contentHash`) as a client sending `acceptEncoding` should get them.
   * Contents under 1 KB go as they are: compressing them saves less than its cost.
   */
  encode(
    hash: string,
    bytes: Buffer,
    acceptEncoding: string | undefined,
    brotliQuality: number = BROTLI_QUALITY.reused,
  ): Encoded {
    const encoding = bytes.length < 1024 ? null : pickEncoding(acceptEncoding);
    if (!encoding) return { bytes, encoding: null };
    const copies = this.copies(hash);
    const copy = copies.made[encoding] ?? this.make(copies, bytes, encoding, brotliQuality);
    if (Buffer.isBuffer(copy)) return { bytes: copy, encoding };
    try {
      copies.meanwhile[encoding] ??= quickCopy(bytes, encoding);
      return { bytes: copies.meanwhile[encoding], encoding };
    } catch {
      // Out of memory: the bytes as they are; the next request tries again.
      return { bytes, encoding: null };
    }
  }

  private copies(hash: string): Copies {
    let copies = this.kept.get(hash);
    if (!copies) {
      copies = { made: {}, meanwhile: {} };
      keepNewest(this.kept, hash, copies, this.maxContents);
    }
    return copies;
  }

  private make(copies: Copies, bytes: Buffer, encoding: Encoding, brotliQuality: number) {
    const made = compress(bytes, encoding, brotliQuality);
    copies.made[encoding] = made;
    if (!Buffer.isBuffer(made)) {
      made.then(
        (compressed) => {
          if (copies.made[encoding] !== made) return;
          copies.made[encoding] = compressed;
          delete copies.meanwhile[encoding];
        },
        () => {
          // A failed compression (out of memory) is made again for a later request.
          if (copies.made[encoding] === made) delete copies.made[encoding];
        },
      );
    }
    return made;
  }
}

/** Sends an encoded body. */
export function sendEncoded(reply: FastifyReply, { bytes, encoding }: Encoded) {
  return (encoding ? reply.header('content-encoding', encoding) : reply).send(bytes);
}

/** The process's copies: public answers and rendered pages share them. */
export const compressedCopies = new CompressedCopies();
