// Where each operator lead and contact-message operation lives: one module per operation
// (./admin-leads/<operation>.ts). No zod here; the schemas stay in ./admin-leads.ts.

import { address as contacts } from './admin-leads/contacts.ts';
import { address as list } from './admin-leads/list.ts';

/** Every operator lead and contact-message operation's address, for the contract's router. */
export const adminLeadsPaths = { list, contacts } as const;
