// Where each notes operation lives: one module per operation (./notes/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./notes.ts.

import { address as create } from './notes/create.ts';
import { address as list } from './notes/list.ts';
import { address as remove } from './notes/remove.ts';
import { address as update } from './notes/update.ts';

/** Every notes operation's address, for the contract's router. */
export const notesPaths = { list, create, update, remove } as const;
