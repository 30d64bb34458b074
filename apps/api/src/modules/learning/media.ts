// Own videos and files of a course (resource types 2, 3, 5 whose url is a /media/… path of the demo
// seed, or a lesson file the operator uploaded: /private/resources/…, or /uploads/resources/… from
// before lesson files were private) are never handed out by their path: the student gets
// `/api/v1/media/{token}`, a link signed with HMAC for one resource and one user that expires after
// MEDIA_LINK_SECONDS. The file is streamed with HTTP range requests. The key is derived from
// CAPTCHA_HMAC_KEY (secret, required in production), so every instance behind a load balancer
// accepts the others' links. The link route checks the enrolment again at every request.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { storedOf } from '../../integrations/storage/storage.ts';
import { MEDIA_DIR } from '../../lib/paths.ts';

/** Long enough to watch a long class without the link dying mid-way; short enough not to be shared. */
export const MEDIA_LINK_SECONDS = 4 * 3600;
export const MEDIA_ROUTE = '/api/v1/media';
const PUBLIC_PREFIX = '/media/';
const CAPTION_SUFFIX = '.vtt';

export type MediaSigner = {
  /** A signed link to the resource's own file (or its captions), or null when it has none. */
  link(
    resource: { id: number; url: string | null },
    userId: number,
    kind?: 'file' | 'captions',
  ): string | null;
  /** What a token grants, or null when forged, expired or gone. */
  open(token: string, now?: Date): MediaGrant | null;
};

/**
 * A demo file under MEDIA_DIR (the resource's own file or its captions), or the uploaded lesson file
 * of the resource. The token names no file: the resource's current one is read at each request,
 * which also keeps the token under the router's 100 characters a parameter may hold (a file's name
 * in base64 took the seed's PDFs past it: "Ruta no encontrada").
 */
export type MediaGrant = { resourceId: number; userId: number } & (
  | { kind: 'media'; part: 'file' | 'captions' }
  | { kind: 'stored' }
);

/** The token's last payload field: the uploaded lesson file (empty), the own file, the captions. */
const PART_CODES = { stored: '', file: 'f', captions: 'c' } as const;

/** The stored URL of a lesson file the operator uploaded (public legacy or private), or null. */
export function lessonFileUrl(url: string | null): string | null {
  const stored = storedOf(url);
  return stored?.key.startsWith('resources/') ? url : null;
}

/** The on-disk file of a resource url served from our media folder, or null (external URL, escape). */
export function localMediaFile(url: string | null): string | null {
  if (!url?.startsWith(PUBLIC_PREFIX)) return null;
  const relative = decodeURIComponent(url.slice(PUBLIC_PREFIX.length).split(/[?#]/)[0] ?? '');
  const absolute = path.resolve(MEDIA_DIR, relative);
  if (!absolute.startsWith(MEDIA_DIR + path.sep)) return null;
  return relative;
}

export function captionsFile(url: string | null): string | null {
  const file = localMediaFile(url);
  if (!file) return null;
  const vtt = file.replace(/\.[a-z0-9]+$/i, CAPTION_SUFFIX);
  return vtt !== file && existsSync(path.join(MEDIA_DIR, vtt)) ? vtt : null;
}

export function createMediaSigner(secret: string, now: () => Date = () => new Date()): MediaSigner {
  const key = createHmac('sha256', secret).update('campus-media-links-v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    link(resource, userId, kind = 'file') {
      const stored = kind === 'file' ? lessonFileUrl(resource.url) : null;
      const file = kind === 'captions' ? captionsFile(resource.url) : localMediaFile(resource.url);
      if (!file && !stored) return null;
      const exp = Math.floor(now().getTime() / 1000) + MEDIA_LINK_SECONDS;
      const payload = `${resource.id}.${userId}.${exp}.${PART_CODES[file ? kind : 'stored']}`;
      const ext = path.extname(file ?? stored ?? '').toLowerCase();
      return `${MEDIA_ROUTE}/${payload}.${mac(payload)}${ext}`;
    },
    open(token, at = now()) {
      const parts = token.replace(/\.[a-z0-9]{1,5}$/i, '').split('.');
      if (parts.length !== 5) return null;
      const [resourceId, userId, exp, part, signature] = parts as [string, string, string, string, string];
      const payload = `${resourceId}.${userId}.${exp}.${part}`;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (!/^\d+$/.test(exp) || Number(exp) * 1000 < at.getTime()) return null;
      if (!/^\d+$/.test(resourceId) || !/^\d+$/.test(userId)) return null;
      const ids = { resourceId: Number(resourceId), userId: Number(userId) };
      if (part === PART_CODES.stored) return { ...ids, kind: 'stored' };
      if (part === PART_CODES.file) return { ...ids, kind: 'media', part: 'file' };
      if (part === PART_CODES.captions) return { ...ids, kind: 'media', part: 'captions' };
      return null;
    },
  };
}

/** The resource's demo file a grant opens, or null when the file is gone. */
export function grantedMediaFile(
  grant: Extract<MediaGrant, { kind: 'media' }>,
  url: string | null,
): string | null {
  const file = grant.part === 'captions' ? captionsFile(url) : localMediaFile(url);
  if (!file) return null;
  const absolute = path.join(MEDIA_DIR, file);
  return existsSync(absolute) && statSync(absolute).isFile() ? file : null;
}
