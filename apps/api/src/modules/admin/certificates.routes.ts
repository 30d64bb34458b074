import {
  adminCertificateImageParamsSchema,
  adminCertificateSettingsInputSchema,
  adminCertificateSettingsSchema,
  CERTIFICATE_IMAGE_LIMITS,
  messageSchema,
} from '@campus/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.ts';
import * as settings from '../certificates/certificate-settings.admin.service.ts';
import { adminErrors } from './admin.guard.ts';
import { adminTags, auditedBy } from './admin.routes-kit.ts';
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
  const tags = adminTags;
  const storage = app.storage;
  const uploadErrors = { ...adminErrors, 413: messageSchema };

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

  r.get(
    '/api/admin/certificate-settings',
    {
      schema: {
        tags,
        summary: 'Logo, firma y firmante que imprimen los certificados',
        response: { 200: adminCertificateSettingsSchema, ...adminErrors },
      },
    },
    async () => settings.getCertificateSettingsAdmin(app.db),
  );
  r.put(
    '/api/admin/certificate-settings',
    {
      schema: {
        tags,
        summary: 'Guarda el nombre y el cargo de quien firma los certificados',
        body: adminCertificateSettingsInputSchema,
        response: { 200: adminCertificateSettingsSchema, ...adminErrors },
      },
    },
    async (request) =>
      write(request, 'update', (tx) => settings.saveCertificateSignerAdmin(tx, request.body)),
  );
  r.post(
    '/api/admin/certificate-settings/:image',
    {
      schema: {
        tags,
        summary:
          'Sube el logo o la firma (multipart, campo `file`: PNG o JPG de hasta 1 MB, de 40 × 20 a 4000 × 4000 píxeles)',
        consumes: ['multipart/form-data'],
        params: adminCertificateImageParamsSchema,
        response: { 200: adminCertificateSettingsSchema, ...uploadErrors },
      },
    },
    async (request) => {
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
  );
  r.delete(
    '/api/admin/certificate-settings/:image',
    {
      schema: {
        tags,
        summary: 'Quita el logo o la firma de los certificados',
        params: adminCertificateImageParamsSchema,
        response: { 200: adminCertificateSettingsSchema, ...adminErrors },
      },
    },
    async (request) =>
      write(request, 'delete', (tx) => settings.setCertificateImageAdmin(tx, request.params.image, null)),
  );
}
