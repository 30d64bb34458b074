// Where each operator dashboard operation lives: one module per operation
// (./admin-dashboard/<operation>.ts). No zod here; the schemas stay in ./admin-dashboard.ts.

import { address as get } from './admin-dashboard/get.ts';

/** Every operator dashboard operation's address, for the contract's router. */
export const adminDashboardPaths = { get } as const;
