import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { ERROR_CODES, MESSAGES } from '@campus/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { S3Settings } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type Access,
  type FileStorage,
  isPublicKey,
  keyOfUrl,
  newKey,
  receiveToFile,
  storedOf,
  urlOfKey,
} from './storage.ts';

/** The same lifetime the local /uploads/ files are served with: keys are never reused. */
const CACHE_CONTROL = 'public, max-age=86400';
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  zip: 'application/zip',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
};
const contentType = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The object key of a stored URL: private files live under `private/` in the bucket. */
function objectKeyOf(url: string | null | undefined): string | null {
  const stored = storedOf(url);
  if (!stored) return null;
  return stored.access === 'private' ? `private/${stored.key}` : stored.key;
}

const unavailable = () =>
  new AppError(503, MESSAGES.serviceUnavailable, undefined, ERROR_CODES.serviceUnavailable);

/** HTTP status of an SDK error (NoSuchKey, 304 Not Modified, 416…), or 0 for network errors. */
const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;

/**
 * A client for any S3-compatible server (AWS S3, MinIO, Ceph, s3rver): path-style addressing
 * (`endpoint/bucket/key`), and checksums only where the protocol requires them, since many
 * compatible servers do not accept the SDK's default CRC32 trailers.
 */
export function s3Client(s3: S3Settings): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 120_000 },
  });
}

/** Logs a warning when the bucket cannot be reached at start; uploads answer 503 until it can. */
export async function checkBucket(client: S3Client, bucket: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(5000) });
  } catch (err) {
    log.warn(
      { err: (err as Error).name, status: statusOf(err), bucket },
      'S3_URL: el bucket no responde; las subidas de archivos fallarán hasta que responda',
    );
  }
}

/**
 * Uploads in an S3-compatible bucket. A PutObject is atomic: a failed or cut upload leaves no
 * object, and the caller saves no row (it answers 503). Uploads are first received to a local
 * temporary file (size limit and type check), then sent with their length.
 */
export function s3Storage(
  client: S3Client,
  bucket: string,
  log: FastifyBaseLogger,
  tempDir: string,
): FileStorage {
  async function put(
    key: string,
    body: Buffer | Readable,
    length: number,
    access: Access = 'public',
  ): Promise<string> {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: access === 'private' ? `private/${key}` : key,
          Body: body,
          ContentLength: length,
          ContentType: contentType(key),
          CacheControl: access === 'private' ? 'private, max-age=3600' : CACHE_CONTROL,
        }),
      );
    } catch (err) {
      log.error(
        { err: (err as Error).message, status: statusOf(err), key },
        'S3: no se pudo guardar el archivo',
      );
      throw unavailable();
    }
    return urlOfKey(key, access);
  }
  return {
    kind: 's3',
    putBuffer: (folder, ext, bytes) => put(newKey(folder, ext), bytes, bytes.length),
    async putFile(folder, ext, tempPath, access = 'public') {
      const { size } = await stat(tempPath);
      const url = await put(newKey(folder, ext), createReadStream(tempPath), size, access);
      await unlink(tempPath).catch(() => {});
      return url;
    },
    async remove(url) {
      const key = objectKeyOf(url);
      if (!key) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        // The row no longer points at it: an unreachable bucket leaves an orphan object, not an error.
        log.warn({ err: (err as Error).message, key }, 'S3: no se pudo borrar un archivo que ya no se usa');
      }
    },
    async tempPath() {
      await mkdir(tempDir, { recursive: true });
      return path.join(tempDir, randomBytes(12).toString('hex'));
    },
    receive: receiveToFile,
    async read(url) {
      const key = objectKeyOf(url);
      if (!key) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (err) {
        log.warn({ err: (err as Error).message, key }, 'S3: no se pudo leer un archivo guardado');
        return null;
      }
    },
    async send(url, request, reply, cacheControl) {
      const key = objectKeyOf(url);
      if (!key) return notFound(reply);
      return sendObject(client, bucket, key, request, reply, cacheControl);
    },
  };
}

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ message: MESSAGES.notFound, code: ERROR_CODES.notFound });

const RANGE = /^bytes=\d*-\d*$/;

/**
 * Answers GET/HEAD `/uploads/{key}` from the bucket, as the local static files are answered:
 * content type, length, ETag and Last-Modified, 304 on If-None-Match, byte ranges (206) for media.
 * The bucket stays private; a CDN in front may cache these answers (Cache-Control public, 1 day).
 * Lesson files (`resources/…`) are not answered here: only the signed media links send them.
 */
export async function serveFromBucket(
  client: S3Client,
  bucket: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  let key: string | null = null;
  try {
    key = keyOfUrl(decodeURIComponent(request.url.split('?')[0] ?? ''));
  } catch {
    // a malformed %-escape names no file of ours
  }
  if (!key || !isPublicKey(key)) {
    return reply.status(404).send({ message: MESSAGES.routeNotFound, code: ERROR_CODES.notFound });
  }
  return sendObject(client, bucket, key, request, reply, CACHE_CONTROL);
}

/** Streams one object (ranges, ETag/304) with the given Cache-Control. */
async function sendObject(
  client: S3Client,
  bucket: string,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  cacheControl: string,
): Promise<FastifyReply> {
  const range = request.headers.range;
  const ifNoneMatch = request.headers['if-none-match'];
  try {
    const object = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ...(range && RANGE.test(range) ? { Range: range } : {}),
        ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}),
      }),
    );
    reply
      .status(object.ContentRange ? 206 : 200)
      .header('content-type', object.ContentType ?? contentType(key))
      .header('cache-control', cacheControl)
      .header('accept-ranges', 'bytes');
    if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
    if (object.ContentRange) reply.header('content-range', object.ContentRange);
    if (object.ETag) reply.header('etag', object.ETag);
    if (object.LastModified) reply.header('last-modified', object.LastModified.toUTCString());
    const body = object.Body as Readable | undefined;
    if (request.method === 'HEAD' || !body) {
      body?.destroy();
      return reply.send();
    }
    return reply.send(body);
  } catch (err) {
    const status = statusOf(err);
    if (status === 304) return reply.status(304).header('cache-control', cacheControl).send();
    if (status === 404 || status === 403) {
      return reply.status(404).send({ message: MESSAGES.notFound, code: ERROR_CODES.notFound });
    }
    if (status === 416) return reply.status(416).send();
    request.log.error({ err: (err as Error).message, status, key }, 'S3: no se pudo leer el archivo');
    throw unavailable();
  }
}
