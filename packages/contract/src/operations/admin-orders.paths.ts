// Where each operator order operation lives: one module per operation
// (./admin-orders/<operation>.ts). No zod here; the schemas stay in ./admin-orders.ts.

import { address as get } from './admin-orders/get.ts';
import { address as list } from './admin-orders/list.ts';
import { address as refund } from './admin-orders/refund.ts';

/** Every operator order operation's address, for the contract's router. */
export const adminOrdersPaths = { list, get, refund } as const;
