import type { OrderDetail } from '@campus/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/v1/orders/{id}: one of the user's orders with its VAT split and items (another user's: 404). */
export const receiptQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', id],
    queryFn: ({ signal }) => api<OrderDetail>(`/api/v1/orders/${id}`, { signal }),
  });

export function useReceipt(id: number | null) {
  return useQuery({ ...receiptQueryOptions(id ?? 0), enabled: id !== null });
}
