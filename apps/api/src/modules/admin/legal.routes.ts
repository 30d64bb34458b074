import { adminLegalOperations as op } from '@campus/contract/operations/admin-legal';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import {
  legalDocumentAdmin,
  listLegalDocumentsAdmin,
  saveLegalDocumentAdmin,
} from '../auth/auth.admin.service.ts';
import { auditedBy } from './admin.routes-kit.ts';

/** Legal documents (title and body): list, read, create or replace (audited). */
export async function adminLegalSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeFor(op.list),
    handler: async () => ({ data: await listLegalDocumentsAdmin(app.db) }),
  });

  r.route({
    ...routeFor(op.get),
    handler: async (request) => legalDocumentAdmin(app.db, request.params.id),
  });

  r.route({
    ...routeFor(op.update),
    handler: async (request) =>
      auditedBy(request, 'update', 'legal_documents', async (tx) => {
        const { before, after } = await saveLegalDocumentAdmin(tx, request.params.id, request.body);
        return { entityId: request.params.id, before, after, result: after };
      }),
  });
}
