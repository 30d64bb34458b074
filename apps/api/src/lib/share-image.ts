// Link previews: WhatsApp and some other apps do not show WebP pictures in a shared link, and
// every preview crops to about 1.91:1. Pages therefore announce a JPEG of 1200 × 630 made from
// the page's own picture, rendered once per process with sharp.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { NotFound } from './errors.ts';
import { MEDIA_DIR } from './paths.ts';

export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;
const PREFIX = '/share-image/';
const SOURCE = /^\/media\/([\w/-]+)\.(webp|png|jpe?g)$/;

/**
 * The preview picture for a picture of the media folder: `/media/courses/x.webp` →
 * `/share-image/courses/x.jpg`; null for any other address or a file that is not there.
 */
export function shareImagePath(image: string): string | null {
  const match = SOURCE.exec(image);
  if (!match || !existsSync(path.join(MEDIA_DIR, `${match[1]}.${match[2]}`))) return null;
  return `${PREFIX}${match[1]}.jpg`;
}

/** Pictures already rendered, by source file: the media folder is part of the release, so it is small. */
const rendered = new Map<string, Promise<Buffer | null>>();

async function render(name: string): Promise<Buffer | null> {
  for (const ext of ['webp', 'png', 'jpg', 'jpeg']) {
    const file = path.join(MEDIA_DIR, `${name}.${ext}`);
    if (!file.startsWith(MEDIA_DIR + path.sep)) return null;
    const input = await readFile(file).catch(() => null);
    if (!input) continue;
    return sharp(input)
      .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  }
  return null;
}

export async function shareImageRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>(`${PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const match = /^([\w-]+(?:\/[\w-]+)*)\.jpg$/.exec(request.params['*']);
    if (!match) throw new NotFound();
    const name = match[1]!;
    let image = rendered.get(name);
    if (!image) {
      image = render(name);
      rendered.set(name, image);
    }
    const jpeg = await image;
    if (!jpeg) {
      rendered.delete(name);
      throw new NotFound();
    }
    return reply.type(SHARE_IMAGE.type).header('cache-control', 'public, max-age=604800').send(jpeg);
  });
}
