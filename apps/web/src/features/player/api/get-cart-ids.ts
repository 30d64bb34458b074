import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../../lib/cart-api.ts';

/** Whether a course is in the student's server cart (the cart's own query). */
export function useInCart(courseId: number, enabled: boolean): boolean {
  const { data } = useQuery({
    ...cartQueryOptions(),
    select: (res) => res.data.some((item) => item.mounted_courses.id === courseId),
    enabled,
  });
  return data ?? false;
}
