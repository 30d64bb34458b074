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
 * A demo file under MEDIA_DIR, or the uploaded lesson file of the resource (the token names no file:
 * the resource's current one is read at each request, which also keeps the link short).
 */
export type MediaGrant = { resourceId: number; userId: number } & (
  | { kind: 'media'; file: string; root: string }
  | { kind: 'stored' }
);

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

const b64 = (s: string) => Buffer.from(s).toString('base64url');

export function createMediaSigner(secret: string, now: () => Date = () => new Date()): MediaSigner {
  const key = createHmac('sha256', secret).update('campus-media-links-v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    link(resource, userId, kind = 'file') {
      const stored = kind === 'file' ? lessonFileUrl(resource.url) : null;
      const file = kind === 'captions' ? captionsFile(resource.url) : localMediaFile(resource.url);
      if (!file && !stored) return null;
      const exp = Math.floor(now().getTime() / 1000) + MEDIA_LINK_SECONDS;
      // An empty file part names the resource's uploaded lesson file.
      const payload = `${resource.id}.${userId}.${exp}.${file ? b64(file) : ''}`;
      const ext = path.extname(file ?? stored ?? '').toLowerCase();
      return `${MEDIA_ROUTE}/${payload}.${mac(payload)}${ext}`;
    },
    open(token, at = now()) {
      const parts = token.replace(/\.[a-z0-9]{1,5}$/i, '').split('.');
      if (parts.length !== 5) return null;
      const [resourceId, userId, exp, encoded, signature] = parts as [string, string, string, string, string];
      const payload = `${resourceId}.${userId}.${exp}.${encoded}`;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (!/^\d+$/.test(exp) || Number(exp) * 1000 < at.getTime()) return null;
      if (!/^\d+$/.test(resourceId) || !/^\d+$/.test(userId)) return null;
      const ids = { resourceId: Number(resourceId), userId: Number(userId) };
      if (encoded === '') return { ...ids, kind: 'stored' };
      const file = Buffer.from(encoded, 'base64url').toString();
      const absolute = path.resolve(MEDIA_DIR, file);
      if (!absolute.startsWith(MEDIA_DIR + path.sep)) return null;
      if (!existsSync(absolute) || !statSync(absolute).isFile()) return null;
      return { ...ids, kind: 'media', file, root: MEDIA_DIR };
    },
  };
}
