import type { CartResponse } from '@campus/contract/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CART_QUERY_KEY } from '../../../lib/cart-api.ts';

/** GET /api/v1/getAllShoppingCar: the logged-in user's cart with its total and VAT split. */
export function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return api<CartResponse>('/api/v1/getAllShoppingCar', { signal });
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }) => getCart(signal),
    // The badge and the cart must agree with the server after a purchase made in another tab.
    staleTime: 10_000,
  });

export function useCart() {
  return useQuery(cartQueryOptions());
}

/** Items in the server cart, for the top bar's badge (0 until it has loaded). */
export function useCartCount(): number {
  const { data } = useQuery({ ...cartQueryOptions(), select: (res) => res.data.length });
  return data ?? 0;
}

/** Whether a course is in the server cart. */
export function useInServerCart(courseId: number): boolean {
  const { data } = useQuery({
    ...cartQueryOptions(),
    select: (res) => res.data.some((item) => item.mounted_courses.id === courseId),
  });
  return data ?? false;
}
