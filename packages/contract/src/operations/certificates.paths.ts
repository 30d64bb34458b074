// Where each certificates operation lives: one module per operation (./certificates/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./certificates.ts.

import { address as issue } from './certificates/issue.ts';
import { address as pdf } from './certificates/pdf.ts';
import { address as status } from './certificates/status.ts';
import { address as verify } from './certificates/verify.ts';

/** Every certificates operation's address, for the contract's router. */
export const certificatesPaths = { status, issue, pdf, verify } as const;
