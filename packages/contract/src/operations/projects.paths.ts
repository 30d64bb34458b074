// Where each projects operation lives: one module per operation (./projects/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./projects.ts.

import { address as getAllProyects } from './projects/getAllProyects.ts';
import { address as getProyect } from './projects/getProyect.ts';

/** Every projects operation's address, for the contract's router. */
export const projectsPaths = { getProyect, getAllProyects } as const;
