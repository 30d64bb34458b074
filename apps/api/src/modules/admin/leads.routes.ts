import { Readable } from 'node:stream';
import {
  adminContactListQuerySchema,
  adminContactPageSchema,
  adminLeadExportQuerySchema,
  adminLeadListQuerySchema,
  adminLeadPageSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { listContactsAdmin } from '../leads/contacts.admin.service.ts';
import { leadsCsv, leadsCsvName, leadsExportSummary, listLeadsAdmin } from '../leads/leads.admin.service.ts';
import { currentOperator } from './admin.guard.ts';
import { adminListRoute, adminTags } from './admin.routes-kit.ts';
import { recordAudit } from './audit.service.ts';

/**
 * The leads section: a filtered, paginated list, the CSV download (audited), and the contact
 * messages and support questions (read only, not audited).
 */
export async function adminLeadsSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  adminListRoute(
    app,
    {
      url: '/api/admin/leads',
      summary: 'Leads (paginados; filtro por etiqueta de landing y fechas; búsqueda por correo o nombre)',
      querystring: adminLeadListQuerySchema,
      page: adminLeadPageSchema,
    },
    listLeadsAdmin,
  );

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

  adminListRoute(
    app,
    {
      url: '/api/admin/contacts',
      summary: 'Mensajes de contacto y preguntas de soporte (paginados; filtro por formulario; búsqueda)',
      querystring: adminContactListQuerySchema,
      page: adminContactPageSchema,
    },
    listContactsAdmin,
  );
}
