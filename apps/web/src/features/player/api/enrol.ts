import type { AddCourseShoppingCardResponse } from '@campus/contract/cart';
import { CART_CODE } from '@campus/contract/cart-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCourseToServerCart, CART_QUERY_KEY } from '../../../lib/offline-cart-upload.ts';
import { courseDetailKey } from './get-course-detail.ts';

/**
 * The overview's "Inscribirme": the course goes to the cart (addCourseShoppingCard);
 * a free course is enrolled at once (code 1), so the course reloads as enrolled.
 */
export function useEnrol(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addCourseToServerCart(courseId),
    onSuccess: (res: AddCourseShoppingCardResponse) => {
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      if (res.code === CART_CODE.freeEnrolled || res.code === CART_CODE.alreadyOwned) {
        void queryClient.invalidateQueries({ queryKey: courseDetailKey(courseId) });
        void queryClient.invalidateQueries({ queryKey: ['my-courses'] });
      }
    },
  });
}
