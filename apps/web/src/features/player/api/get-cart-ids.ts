import type { CartResponse } from '@campus/contract/cart';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CART_QUERY_KEY } from '../../../lib/offline-cart-upload.ts';

/** Whether a course is in the student's server cart (GET /api/v1/getAllShoppingCar, the cart's own key). */
export function useInCart(courseId: number, enabled: boolean): boolean {
  const { data } = useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }) => api<CartResponse>('/api/v1/getAllShoppingCar', { signal }),
    select: (res) => res.data.some((item) => item.mounted_courses.id === courseId),
    staleTime: 10_000,
    enabled,
  });
  return data ?? false;
}
