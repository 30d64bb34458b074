import type { OrderDetail } from '@campus/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/v1/orders/{id}: one of the logged-in user's orders, as the server knows it after asking the provider. */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', id],
    queryFn: ({ signal }) => api<OrderDetail>(`/api/v1/orders/${id}`, { signal }),
    staleTime: 0,
  });

export function useOrder(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
}
