import type { AdminOrderDetail, AdminOrderSummary, AdminRefundResponse } from '@campus/contract/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList } from '../../kit/list-source.ts';

const keys = {
  list: ['admin', 'orders', 'list'] as const,
  detail: (id: number) => ['admin', 'orders', 'detail', id] as const,
};

export const ordersList = adminList<AdminOrderSummary>(keys.list, '/api/admin/orders');

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => adminApi<AdminOrderDetail>(`/api/admin/orders/${id}`, { signal }),
  });
export const useOrderAdmin = (id: number) => useQuery(orderQuery(id));

/** `atProvider`: also give the money back at the provider (where it allows it). */
export const useRefundOrder = (id: number) =>
  useAuditedWrite(
    ({ atProvider }: { atProvider: boolean }) =>
      adminApi<AdminRefundResponse>(`/api/admin/orders/${id}/refund`, {
        method: 'POST',
        body: { at_provider: atProvider },
      }),
    { refresh: [keys.detail(id), keys.list] },
  );
