import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../../lib/cart-api.ts';

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
