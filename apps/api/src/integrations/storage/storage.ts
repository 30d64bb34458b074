import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads (the default, `localStorage`) or an
 * S3-compatible bucket when S3_URL is set (`s3.ts`). Either way a file's public URL is
 * `/uploads/{key}`, served by this API, so rows keep working whichever adapter wrote them. Keys are
 * `folder/random.ext`, never a name the user chose. `createStorage` (plugin.ts) picks the adapter;
 * every upload goes through `app.storage`.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under a fresh key in `folder`; returns the public URL. */
  putBuffer(folder: string, ext: string, bytes: Buffer): Promise<string>;
  /** Moves a file received to a temporary path into `folder`; returns the public URL. */
  putFile(folder: string, ext: string, tempPath: string): Promise<string>;
  /** Removes a stored file by its public URL; URLs it did not issue are ignored. */
  remove(url: string | null | undefined): Promise<void>;
  /** A temporary path to receive an upload into (same disk, so putFile is a rename). */
  tempPath(): Promise<string>;
  /** Streams `source` to `target` (a temporary path). */
  receive(source: Readable, target: string): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';
const FOLDER = /^[a-z][a-z0-9-]{0,40}$/;
const EXT = /^[a-z0-9]{2,5}$/;
/**
 * A key this project issued: `folder/name.ext` with no dots or slashes in the name (so never a path
 * outside the folder). Names are 24 hex characters; profile photos stored before the adapters were
 * `{userId}-{16 hex}`.
 */
const KEY = /^[a-z][a-z0-9-]{0,40}\/[a-z0-9][a-z0-9-]{0,60}\.[a-z0-9]{2,5}$/;

/** A fresh `folder/random.ext` key; throws on a folder or extension that is not ours. */
export function newKey(folder: string, ext: string): string {
  if (!FOLDER.test(folder) || !EXT.test(ext)) throw new Error(`storage: bad key ${folder} ${ext}`);
  return `${folder}/${randomBytes(12).toString('hex')}.${ext}`;
}

/** The key of a public URL (`/uploads/{key}`) this project issued, or null. */
export function keyOfUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return KEY.test(key) ? key : null;
}

export const urlOfKey = (key: string) => `${UPLOADS_PREFIX}${key}`;

/** Streams an upload into a temporary file (both adapters receive to local disk first). */
export async function receiveToFile(source: Readable, target: string): Promise<void> {
  await pipeline(source, createWriteStream(target));
}

export function localStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  return {
    kind: 'local',
    async putBuffer(folder, ext, bytes) {
      const k = newKey(folder, ext);
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, k), bytes);
      return urlOfKey(k);
    },
    async putFile(folder, ext, tempPath) {
      const k = newKey(folder, ext);
      await mkdir(path.join(root, folder), { recursive: true });
      await rename(tempPath, path.join(root, k));
      return urlOfKey(k);
    },
    async remove(url) {
      const key = keyOfUrl(url);
      if (key) await unlink(path.join(root, key)).catch(() => {});
    },
    async tempPath() {
      await mkdir(path.join(root, '.tmp'), { recursive: true });
      return path.join(root, '.tmp', randomBytes(12).toString('hex'));
    },
    receive: receiveToFile,
  };
}
