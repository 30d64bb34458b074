import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. One port, one adapter today (local disk under DATA_DIR/uploads, served
 * at /uploads/ like profile photos); an S3 adapter implements the same three calls. Keys are
 * `folder/random.ext`, never a name the user chose.
 */
export interface FileStorage {
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

const FOLDER = /^[a-z][a-z0-9-]{0,40}$/;
const EXT = /^[a-z0-9]{2,5}$/;

export function localStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  const key = (folder: string, ext: string) => {
    if (!FOLDER.test(folder) || !EXT.test(ext)) throw new Error(`storage: bad key ${folder} ${ext}`);
    return `${folder}/${randomBytes(12).toString('hex')}.${ext}`;
  };
  return {
    async putBuffer(folder, ext, bytes) {
      const k = key(folder, ext);
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, k), bytes);
      return `/uploads/${k}`;
    },
    async putFile(folder, ext, tempPath) {
      const k = key(folder, ext);
      await mkdir(path.join(root, folder), { recursive: true });
      await rename(tempPath, path.join(root, k));
      return `/uploads/${k}`;
    },
    async remove(url) {
      const match = /^\/uploads\/([a-z][a-z0-9-]{0,40}\/[a-f0-9]{24}\.[a-z0-9]{2,5})$/.exec(url ?? '');
      if (match) await unlink(path.join(root, match[1]!)).catch(() => {});
    },
    async tempPath() {
      await mkdir(path.join(root, '.tmp'), { recursive: true });
      return path.join(root, '.tmp', randomBytes(12).toString('hex'));
    },
    async receive(source, target) {
      await pipeline(source, createWriteStream(target));
    },
  };
}
