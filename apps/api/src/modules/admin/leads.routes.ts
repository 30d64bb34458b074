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
import { leadsCsv, leadsCsvName, listLeadsAdmin } from '../leads/leads.admin.service.ts';
import { adminListRoute, adminTags } from './admin.routes-kit.ts';

/**
 * The leads section: a filtered, paginated list, the CSV download, and the contact messages and
 * support questions (read only, not audited).
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
    async (request, reply) =>
      sendCsvDownload(reply, leadsCsvName(request.query), Readable.from(leadsCsv(app.db, request.query))),
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
