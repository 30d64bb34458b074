// Where each hotmart operation lives: one module per operation (./hotmart/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./hotmart.ts.
import { address as webhook } from './hotmart/webhook.ts';

/** Every hotmart operation's address, for the contract's router. */
export const hotmartPaths = { webhook } as const;
