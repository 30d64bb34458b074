import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkBucket, s3Client, s3Storage, serveFromBucket } from './s3.ts';
import { type FileStorage, localStorage, UPLOADS_PREFIX } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads go: DATA_DIR/uploads, or the S3_URL bucket. Public URLs are /uploads/{key}. */
    storage: FileStorage;
  }
}

/**
 * Chooses the storage adapter. Local: files under DATA_DIR/uploads, served by the static route of
 * the SPA plugin. S3 (S3_URL set): objects in the bucket, served at the same /uploads/ URLs by an
 * onRequest hook that answers before the (then empty) local static route, so every instance behind
 * the load balancer serves every upload.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const s3 = app.config.s3;
    if (!s3) {
      app.decorate('storage', localStorage(app.config.dataDir));
      return;
    }
    const client = s3Client(s3);
    app.addHook('onClose', async () => client.destroy());
    await checkBucket(client, s3.bucket, app.log);
    app.decorate('storage', s3Storage(client, s3.bucket, app.log, path.join(tmpdir(), 'campus-uploads')));
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (!request.url.startsWith(UPLOADS_PREFIX)) return;
      return serveFromBucket(client, s3.bucket, request, reply);
    });
  },
  { name: 'storage', dependencies: ['db'] },
);
