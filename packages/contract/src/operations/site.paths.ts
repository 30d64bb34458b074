// Where each site operation lives: one module per operation (./site/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./site.ts.

import { address as captchaChallenge } from './site/captchaChallenge.ts';
import { address as clientErrors } from './site/clientErrors.ts';
import { address as geo } from './site/geo.ts';
import { address as landingVisits } from './site/landingVisits.ts';

/** Every site operation's address, for the contract's router. */
export const sitePaths = { geo, captchaChallenge, clientErrors, landingVisits } as const;
