import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderSummary,
  AdminRefundResponse,
} from '@campus/contract/admin-orders';
import type { Paginated } from '@campus/contract/common';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';

const keys = {
  list: (q?: object) => ['admin', 'orders', 'list', ...(q ? [q] : [])] as const,
  detail: (id: number) => ['admin', 'orders', 'detail', id] as const,
};

export const ordersQuery = (q: AdminOrderListQuery) =>
  queryOptions({
    queryKey: keys.list(q),
    queryFn: ({ signal }) =>
      adminApi<Paginated<AdminOrderSummary>>('/api/admin/orders', {
        query: q as Record<string, string | number | undefined>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useOrdersAdmin = (q: AdminOrderListQuery) => useQuery(ordersQuery(q));

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => adminApi<AdminOrderDetail>(`/api/admin/orders/${id}`, { signal }),
  });
export const useOrderAdmin = (id: number) => useQuery(orderQuery(id));

export function useRefundOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi<AdminRefundResponse>(`/api/admin/orders/${id}/refund`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: keys.list() });
    },
  });
}
