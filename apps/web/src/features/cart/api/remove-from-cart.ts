import type { DeleteShoppingCarResponse } from '@campus/contract/cart';
import { PROJECT_ID } from '@campus/contract/constants';
import type { cartOperations } from '@campus/contract/operations/cart';
import { address as deleteShoppingCarAt } from '@campus/contract/operations/cart/deleteShoppingCar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';
import { CART_QUERY_KEY } from '../../../lib/cart-api.ts';

/** The cart operations this file calls, typed from the contract. */
const cartApi = {
  deleteShoppingCar: operation<typeof cartOperations.deleteShoppingCar>(deleteShoppingCarAt),
};

/** Removes a course from the server cart {course_id, proyect_id}; answers 'Ítem eliminado' and the cart left. */
export function removeFromCart(courseId: number): Promise<DeleteShoppingCarResponse> {
  return cartApi.deleteShoppingCar({ body: { course_id: courseId, proyect_id: PROJECT_ID } });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: (res) => queryClient.setQueryData(CART_QUERY_KEY, { data: res.data, summary: res.summary }),
    onError: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
