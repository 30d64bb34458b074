import type { AddCourseShoppingCardResponse } from '@campus/contract/cart';
import { CART_CODE } from '@campus/contract/cart-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCourseToServerCart, CART_QUERY_KEY } from '../../../lib/cart-api.ts';

/**
 * Adds a course to the server cart. The answer's cart replaces the cached one at once (codes 0
 * and 21 carry it); a free course enrolled (code 1) refreshes My courses.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) => addCourseToServerCart(courseId),
    onSuccess: (res: AddCourseShoppingCardResponse) => {
      if (res.code === CART_CODE.added || res.code === CART_CODE.alreadyInCart)
        queryClient.setQueryData(CART_QUERY_KEY, { data: res.data, summary: res.summary });
      else void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      if (res.code === CART_CODE.freeEnrolled)
        void queryClient.invalidateQueries({ queryKey: ['my-courses'] });
    },
  });
}
