// Where each cart operation lives: one module per operation (./cart/<operation>.ts), so a page's
// bundle carries only the addresses it calls. No zod here; the schemas stay in ./cart.ts.

import { address as addCourseShoppingCard } from './cart/addCourseShoppingCard.ts';
import { address as addShoppingCar } from './cart/addShoppingCar.ts';
import { address as checkout } from './cart/checkout.ts';
import { address as clearShoppingCar } from './cart/clearShoppingCar.ts';
import { address as deleteShoppingCar } from './cart/deleteShoppingCar.ts';
import { address as getAllShoppingCar } from './cart/getAllShoppingCar.ts';

/** Every cart operation's address, for the contract's router. */
export const cartPaths = {
  getAllShoppingCar,
  addCourseShoppingCard,
  addShoppingCar,
  deleteShoppingCar,
  clearShoppingCar,
  checkout,
} as const;
