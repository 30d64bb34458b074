import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.m4a': 'audio/mp4',
  '.mp3': 'audio/mpeg',
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** Streams a local file with HTTP range support (video seeking), with the given Cache-Control. */
export function sendFileRange(
  request: FastifyRequest,
  reply: FastifyReply,
  absolute: string,
  cacheControl: string,
) {
  const size = statSync(absolute).size;
  const type = CONTENT_TYPES[path.extname(absolute).toLowerCase()] ?? 'application/octet-stream';
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', type)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!match || (match[1] === '' && match[2] === '')) {
    return reply.header('content-length', size).send(createReadStream(absolute));
  }
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  return reply
    .status(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .header('content-length', end - start + 1)
    .send(createReadStream(absolute, { start, end }));
}
