import type { AddCourseShoppingCardResponse, CartResponse } from '@campus/contract/cart';
import { PROJECT_ID } from '@campus/contract/constants';
import type { cartOperations } from '@campus/contract/operations/cart';
import { address as addCourseShoppingCardAt } from '@campus/contract/operations/cart/addCourseShoppingCard';
import { address as getAllShoppingCarAt } from '@campus/contract/operations/cart/getAllShoppingCar';
import { queryOptions } from '@tanstack/react-query';
import { operation } from './api-client.ts';

/** The cart operations this file calls, typed from the contract. */
const cartApi = {
  addCourseShoppingCard: operation<typeof cartOperations.addCourseShoppingCard>(addCourseShoppingCardAt),
  getAllShoppingCar: operation<typeof cartOperations.getAllShoppingCar>(getAllShoppingCarAt),
};

/** Query key of the server cart: the badge, the cart page and the player's overview share it. */
export const CART_QUERY_KEY = ['cart'] as const;

/** The logged-in user's cart with its total and VAT split: the one definition of the cart query. */
export const cartQueryOptions = () =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }): Promise<CartResponse> => cartApi.getAllShoppingCar({ signal }),
    // The badge and the cart must agree with the server after a purchase made in another tab.
    staleTime: 10_000,
  });

/**
 * Adds a course to the server cart; answers code 0, 1, 21 or 22 (spec §7).
 * `token`: the session just opened, before it is stored (the offline cart's upload at login).
 */
export function addCourseToServerCart(
  courseId: number,
  token?: string,
): Promise<AddCourseShoppingCardResponse> {
  return cartApi.addCourseShoppingCard({
    body: { course_id: courseId, proyect_id: PROJECT_ID },
    ...(token ? { token } : {}),
  });
}
