import { Readable } from 'node:stream';
import { adminLeadExportQuerySchema } from '@campus/contract';
import { adminLeadsOperations as op } from '@campus/contract/operations/admin-leads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { routeFor } from '../../lib/operation-route.ts';
import { listContactsAdmin } from '../leads/contacts.admin.service.ts';
import { leadsCsv, leadsCsvName, leadsExportSummary, listLeadsAdmin } from '../leads/leads.admin.service.ts';
import { currentOperator } from './admin.guard.ts';
import { adminTags } from './admin.routes-kit.ts';
import { recordAudit } from './audit.service.ts';

/**
 * The leads section: a filtered, paginated list, the CSV download (audited), and the contact
 * messages and support questions (read only, not audited).
 */
export async function adminLeadsSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeFor(op.list),
    handler: async (request) => listLeadsAdmin(app.db, request.query),
  });

  r.get(
    '/api/admin/leads/export',
    {
      schema: {
        tags: adminTags,
        summary: 'Leads en CSV (UTF-8 con BOM para Excel; separador ";" por defecto)',
        querystring: adminLeadExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    // Bulk personal data leaving the system: audited (who, filters, rows) before the first byte.
    async (request, reply) => {
      const { rows, filters } = await leadsExportSummary(app.db, request.query);
      await recordAudit(app.db, currentOperator(request), {
        action: 'export',
        entity: 'leads',
        entityId: null,
        after: { via: 'api', filters, rows, ip: request.ip },
      });
      return sendCsvDownload(
        reply,
        leadsCsvName(request.query),
        Readable.from(leadsCsv(app.db, request.query)),
      );
    },
  );

  r.route({
    ...routeFor(op.contacts),
    handler: async (request) => listContactsAdmin(app.db, request.query),
  });
}
