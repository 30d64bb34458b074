// Where each book operation lives: one module per operation (./book/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./book.ts.
import { address as bookOffers } from './book/bookOffers.ts';
import { address as bookOrders } from './book/bookOrders.ts';
import { address as checkout } from './book/checkout.ts';

/** Every book operation's address, for the contract's router. */
export const bookPaths = { bookOffers, checkout, bookOrders } as const;
