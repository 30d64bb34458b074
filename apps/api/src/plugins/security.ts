import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Video hosts the player and previews may embed (resource types 1 Vimeo and 6 YouTube). */
const VIDEO_FRAMES = [
  'https://player.vimeo.com',
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
];
const VIDEO_IMAGES = ['https://i.vimeocdn.com', 'https://i.ytimg.com'];

/** Security headers (CSP: self plus the video hosts; HSTS only over https) and compression. */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const https = app.config.publicUrl.startsWith('https://');
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'"],
          // Tailwind ships a stylesheet; inline style attributes (carousel transforms) need this.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...VIDEO_IMAGES],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: VIDEO_FRAMES,
          // ALTCHA solves its proof of work in a web worker created from a blob.
          workerSrc: ["'self'", 'blob:'],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'security', dependencies: ['db'] },
);
