import {
  adminDashboardExportQuerySchema,
  adminDashboardQuerySchema,
  adminDashboardSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { dashboard, dashboardCsv, dashboardCsvName } from '../analytics/dashboard.service.ts';
import { adminErrors } from './admin.guard.ts';

/** The dashboard section: the funnel per week and per course, and its CSV (read only, not audited). */
export async function adminDashboardSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags,
        summary:
          'Panel: visitantes de landings → leads → registros → ventas → finalizaciones, por semana ISO y por curso',
        querystring: adminDashboardQuerySchema,
        response: { 200: adminDashboardSchema, ...adminErrors },
      },
    },
    async (request) => dashboard(app.db, request.query),
  );

  r.get(
    '/api/admin/dashboard/export',
    {
      schema: {
        tags,
        summary: 'Cifras del panel en CSV (por semana o por curso; UTF-8 con BOM; separador ";" por defecto)',
        querystring: adminDashboardExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsvDownload(reply, dashboardCsvName(request.query), await dashboardCsv(app.db, request.query)),
  );
}
