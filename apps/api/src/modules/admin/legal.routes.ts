import {
  adminLegalDocumentInputSchema,
  adminLegalDocumentListSchema,
  adminLegalDocumentSchema,
  adminLegalParamsSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  legalDocumentAdmin,
  listLegalDocumentsAdmin,
  saveLegalDocumentAdmin,
} from '../auth/auth.admin.service.ts';
import { adminErrors } from './admin.guard.ts';
import { adminTags, auditedBy } from './admin.routes-kit.ts';

/** Legal documents (title and body): list, read, create or replace (audited). */
export async function adminLegalSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = adminTags;

  r.get(
    '/api/admin/legal-documents',
    {
      schema: {
        tags,
        summary: 'Documentos legales',
        response: { 200: adminLegalDocumentListSchema, ...adminErrors },
      },
    },
    async () => ({ data: await listLegalDocumentsAdmin(app.db) }),
  );

  r.get(
    '/api/admin/legal-documents/:id',
    {
      schema: {
        tags,
        summary: 'Un documento legal',
        params: adminLegalParamsSchema,
        response: { 200: adminLegalDocumentSchema, ...adminErrors },
      },
    },
    async (request) => legalDocumentAdmin(app.db, request.params.id),
  );

  r.put(
    '/api/admin/legal-documents/:id',
    {
      schema: {
        tags,
        summary: 'Crea o reemplaza el título y el texto de un documento legal',
        params: adminLegalParamsSchema,
        body: adminLegalDocumentInputSchema,
        response: { 200: adminLegalDocumentSchema, ...adminErrors },
      },
    },
    async (request) =>
      auditedBy(request, 'update', 'legal_documents', async (tx) => {
        const { before, after } = await saveLegalDocumentAdmin(tx, request.params.id, request.body);
        return { entityId: request.params.id, before, after, result: after };
      }),
  );
}
