// The operator's dashboard operations: what each takes and answers. The API registers its routes
// from these; the operator area calls them through adminOperation().
import { initContract } from '@ts-rest/core';
import { adminDashboardQuerySchema, adminDashboardSchema } from '../admin-dashboard.ts';
import { adminRouterOptions } from './admin.common.ts';
import { adminDashboardPaths as at } from './admin-dashboard.paths.ts';

const c = initContract();

export const adminDashboardOperations = c.router(
  {
    get: {
      ...at.get,
      summary:
        'Panel: visitantes de landings → leads → registros → ventas → finalizaciones, por semana ISO y por curso',
      query: adminDashboardQuerySchema,
      responses: { 200: adminDashboardSchema },
    },
  },
  adminRouterOptions,
);
