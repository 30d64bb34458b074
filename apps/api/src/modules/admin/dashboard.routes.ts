import { adminDashboardExportQuerySchema } from '@campus/contract';
import { adminDashboardOperations as op } from '@campus/contract/operations/admin-dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { routeFor } from '../../lib/operation-route.ts';
import { dashboard, dashboardCsv, dashboardCsvName } from '../analytics/dashboard.service.ts';

/** The dashboard section: the funnel per week and per course, and its CSV (read only, not audited). */
export async function adminDashboardSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.route({
    ...routeFor(op.get),
    handler: async (request) => dashboard(app.db, request.query),
  });

  // A text download, not JSON: outside the contract (docs/api.md).
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
