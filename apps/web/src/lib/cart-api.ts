import type { AddCourseShoppingCardResponse } from '@campus/contract/cart';
import { PROJECT_ID } from '@campus/contract/constants';
import { api } from './api-client.ts';

// The contract's cart and payment constants live beside their zod schemas; importing them would load
// zod (about 25 KB gzipped) into every student page through the top bar's cart badge. These are
// mirrors, and cart-api.test.ts fails the moment one differs from the contract.

/** Query key of the server cart (GET /api/v1/getAllShoppingCar): the badge and the cart page share it. */
export const CART_QUERY_KEY = ['cart'] as const;

/** Answer codes of POST /api/v1/addCourseShoppingCard (contract CART_CODE; 22 is the spec's). */
export const CART_CODE = { added: 0, freeEnrolled: 1, alreadyInCart: 21, alreadyOwned: 22 } as const;

/** Spec §9 (contract ACCEPTED_CARDS). */
export const ACCEPTED_CARDS = ['Visa', 'Master Card'] as const;

/** Contract PAYMENT_CURRENCY. */
export const PAYMENT_CURRENCY = 'USD';

/** POST /api/v1/addCourseShoppingCard {course_id, proyect_id}: answers code 0, 1, 21 or 22 (spec §7). */
export function addCourseToServerCart(courseId: number): Promise<AddCourseShoppingCardResponse> {
  return api<AddCourseShoppingCardResponse>('/api/v1/addCourseShoppingCard', {
    method: 'POST',
    body: { course_id: courseId, proyect_id: PROJECT_ID },
  });
}
