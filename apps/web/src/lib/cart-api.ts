import type { AddCourseShoppingCardResponse } from '@campus/contract/cart';
import { PROJECT_ID } from '@campus/contract/constants';
import { api } from './api-client.ts';

/** Query key of the server cart (GET /api/v1/getAllShoppingCar): the badge and the cart page share it. */
export const CART_QUERY_KEY = ['cart'] as const;

/**
 * POST /api/v1/addCourseShoppingCard {course_id, proyect_id}: answers code 0, 1, 21 or 22 (spec §7).
 * `token`: the session just opened, before it is stored (the offline cart's upload at login).
 */
export function addCourseToServerCart(
  courseId: number,
  token?: string,
): Promise<AddCourseShoppingCardResponse> {
  return api<AddCourseShoppingCardResponse>('/api/v1/addCourseShoppingCard', {
    method: 'POST',
    body: { course_id: courseId, proyect_id: PROJECT_ID },
    ...(token ? { token } : {}),
  });
}
