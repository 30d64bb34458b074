// Where each operator legal-document operation lives: one module per operation
// (./admin-legal/<operation>.ts). No zod here; the schemas stay in ./admin-legal.ts.

import { address as get } from './admin-legal/get.ts';
import { address as list } from './admin-legal/list.ts';
import { address as update } from './admin-legal/update.ts';

/** Every operator legal-document operation's address, for the contract's router. */
export const adminLegalPaths = { list, get, update } as const;
