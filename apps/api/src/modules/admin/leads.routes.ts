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
import { listContactsAdmin } from '../leads/contacts.admin.service.ts';
import { leadsCsv, leadsCsvName, listLeadsAdmin } from '../leads/leads.admin.service.ts';
import { adminErrors } from './admin.guard.ts';

/**
 * The leads section: a filtered, paginated list, the CSV download, and the contact messages and
 * support questions (read only, not audited).
 */
export async function adminLeadsSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/api/admin/leads',
    {
      schema: {
        tags,
        summary: 'Leads (paginados; filtro por etiqueta de landing y fechas; búsqueda por correo o nombre)',
        querystring: adminLeadListQuerySchema,
        response: { 200: adminLeadPageSchema, ...adminErrors },
      },
    },
    async (request) => listLeadsAdmin(app.db, request.query),
  );

  r.get(
    '/api/admin/leads/export',
    {
      schema: {
        tags,
        summary: 'Leads en CSV (UTF-8 con BOM para Excel; separador ";" por defecto)',
        querystring: adminLeadExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${leadsCsvName(request.query)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(leadsCsv(app.db, request.query))),
  );

  r.get(
    '/api/admin/contacts',
    {
      schema: {
        tags,
        summary: 'Mensajes de contacto y preguntas de soporte (paginados; filtro por formulario; búsqueda)',
        querystring: adminContactListQuerySchema,
        response: { 200: adminContactPageSchema, ...adminErrors },
      },
    },
    async (request) => listContactsAdmin(app.db, request.query),
  );
}
