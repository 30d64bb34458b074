import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderSummary,
  AdminRefundResponse,
} from '@campus/contract/admin-orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';
import { adminListQuery } from '../../components/use-admin-list.ts';

const keys = {
  list: (q?: object) => ['admin', 'orders', 'list', ...(q ? [q] : [])] as const,
  detail: (id: number) => ['admin', 'orders', 'detail', id] as const,
};

export const useOrdersAdmin = (q: AdminOrderListQuery) =>
  useQuery(adminListQuery<AdminOrderSummary>(keys.list(), '/api/admin/orders', q));

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => adminApi<AdminOrderDetail>(`/api/admin/orders/${id}`, { signal }),
  });
export const useOrderAdmin = (id: number) => useQuery(orderQuery(id));

export function useRefundOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `atProvider`: also give the money back at the provider (where it allows it). */
    mutationFn: ({ atProvider }: { atProvider: boolean }) =>
      adminApi<AdminRefundResponse>(`/api/admin/orders/${id}/refund`, {
        method: 'POST',
        body: { at_provider: atProvider },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: keys.list() });
    },
  });
}
