import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ERROR_CODES, MESSAGES } from '@campus/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFound } from '../../lib/errors.ts';
import { sendFileRange } from './send-file.ts';

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads (the default, `localStorage`) or an
 * S3-compatible bucket when S3_URL is set (`s3.ts`). Either way a file's public URL is
 * `/uploads/{key}`, served by this API, so rows keep working whichever adapter wrote them. Keys are
 * `folder/random.ext`, never a name the user chose. `createStorage` (plugin.ts) picks the adapter;
 * every upload goes through `app.storage`.
 *
 * Files behind the paid door (lesson files) are stored `private`: under DATA_DIR/private, or under
 * `private/` in the bucket, with the URL `/private/{key}` that no route serves by path. They leave
 * only through `send`, called by the signed media links. Lesson files stored before that, at
 * `/uploads/resources/…`, are likewise refused by the public route (`isPublicKey`) and sent by `send`.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under a fresh key in `folder`; returns the public URL. */
  putBuffer(folder: string, ext: string, bytes: Buffer): Promise<string>;
  /** Moves a file received to a temporary path into `folder`; returns its URL (`/private/…` when private). */
  putFile(folder: string, ext: string, tempPath: string, access?: Access): Promise<string>;
  /** Removes a stored file by its URL; URLs it did not issue are ignored. */
  remove(url: string | null | undefined): Promise<void>;
  /**
   * Streams a stored file (public or private) with byte ranges and `cacheControl`; 404 when gone.
   * Only the signed media links call it for private files.
   */
  send(
    url: string,
    request: FastifyRequest,
    reply: FastifyReply,
    cacheControl: string,
  ): Promise<FastifyReply>;
  /** The bytes of a small stored file (the certificate's logo and signature), or null when gone. */
  read(url: string | null | undefined): Promise<Buffer | null>;
  /** A temporary path to receive an upload into (same disk, so putFile is a rename). */
  tempPath(): Promise<string>;
  /** Streams `source` to `target` (a temporary path). */
  receive(source: Readable, target: string): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';
export const PRIVATE_PREFIX = '/private/';
export type Access = 'public' | 'private';
/** Folders of lesson files: never served at a public path, whichever prefix their URL has. */
const PAID_FOLDERS = ['resources/'];
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

/** A stored file's place: which area and key, for a URL this project issued (public or private). */
export function storedOf(url: string | null | undefined): { access: Access; key: string } | null {
  const access: Access | null = url?.startsWith(UPLOADS_PREFIX)
    ? 'public'
    : url?.startsWith(PRIVATE_PREFIX)
      ? 'private'
      : null;
  if (!url || !access) return null;
  const key = url.slice((access === 'public' ? UPLOADS_PREFIX : PRIVATE_PREFIX).length);
  return KEY.test(key) ? { access, key } : null;
}

/** Whether the public `/uploads/` route may answer a key (lesson files never). */
export const isPublicKey = (key: string) => !PAID_FOLDERS.some((folder) => key.startsWith(folder));

export const urlOfKey = (key: string, access: Access = 'public') =>
  `${access === 'private' ? PRIVATE_PREFIX : UPLOADS_PREFIX}${key}`;

const gone = () => new NotFound(MESSAGES.notFound, ERROR_CODES.notFound);

/** Streams an upload into a temporary file (both adapters receive to local disk first). */
export async function receiveToFile(source: Readable, target: string): Promise<void> {
  await pipeline(source, createWriteStream(target));
}

export function localStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  const privateRoot = path.join(dataDir, 'private');
  const fileOf = (url: string | null | undefined) => {
    const stored = storedOf(url);
    return stored ? path.join(stored.access === 'private' ? privateRoot : root, stored.key) : null;
  };
  return {
    kind: 'local',
    async putBuffer(folder, ext, bytes) {
      const k = newKey(folder, ext);
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, k), bytes);
      return urlOfKey(k);
    },
    async putFile(folder, ext, tempPath, access = 'public') {
      const k = newKey(folder, ext);
      const base = access === 'private' ? privateRoot : root;
      await mkdir(path.join(base, folder), { recursive: true });
      await rename(tempPath, path.join(base, k));
      return urlOfKey(k, access);
    },
    async remove(url) {
      const file = fileOf(url);
      if (file) await unlink(file).catch(() => {});
    },
    async read(url) {
      const file = fileOf(url);
      return file ? readFile(file).catch(() => null) : null;
    },
    async send(url, request, reply, cacheControl) {
      const file = fileOf(url);
      if (!file || !existsSync(file) || !statSync(file).isFile()) throw gone();
      return sendFileRange(request, reply, file, cacheControl);
    },
    async tempPath() {
      await mkdir(path.join(root, '.tmp'), { recursive: true });
      return path.join(root, '.tmp', randomBytes(12).toString('hex'));
    },
    receive: receiveToFile,
  };
}
