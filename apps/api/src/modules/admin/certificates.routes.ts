import { CERTIFICATE_IMAGE_LIMITS } from '@campus/contract';
import { adminCertificatesOperations as op } from '@campus/contract/operations/admin-certificates';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.ts';
import { routeFor } from '../../lib/operation-route.ts';
import * as settings from '../certificates/certificate-settings.admin.service.ts';
import { auditedBy } from './admin.routes-kit.ts';
import { receiveCertificateImage } from './uploads.ts';

type Change = Awaited<ReturnType<typeof settings.setCertificateImageAdmin>>;

/**
 * Certificates in the operator area: the school's logo, signature and signer printed on every
 * certificate PDF. Every write is audited in its transaction; a replaced or removed image's file is
 * deleted after the row stops pointing at it, and a new file whose row could not be saved is deleted.
 */
export async function adminCertificatesSection(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: CERTIFICATE_IMAGE_LIMITS.bytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const storage = app.storage;

  async function write(request: FastifyRequest, action: string, change: (tx: Executor) => Promise<Change>) {
    let oldUrl: string | null = null;
    const result = await auditedBy(request, action, 'certificate_settings', async (tx) => {
      const done = await change(tx);
      oldUrl = done.oldUrl;
      return done;
    });
    await storage.remove(oldUrl);
    return result;
  }

  r.route({
    ...routeFor(op.get),
    handler: async () => settings.getCertificateSettingsAdmin(app.db),
  });
  r.route({
    ...routeFor(op.update),
    handler: async (request) =>
      write(request, 'update', (tx) => settings.saveCertificateSignerAdmin(tx, request.body)),
  });
  r.route({
    ...routeFor(op.uploadImage),
    handler: async (request) => {
      const url = await receiveCertificateImage(request, storage);
      try {
        return await write(request, 'upload', (tx) =>
          settings.setCertificateImageAdmin(tx, request.params.image, url),
        );
      } catch (err) {
        await storage.remove(url);
        throw err;
      }
    },
  });
  r.route({
    ...routeFor(op.removeImage),
    handler: async (request) =>
      write(request, 'delete', (tx) => settings.setCertificateImageAdmin(tx, request.params.image, null)),
  });
}
