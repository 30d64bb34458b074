import type { adminOrdersOperations } from '@campus/contract/operations/admin-orders';
import { address as getAddress } from '@campus/contract/operations/admin-orders/get';
import { address as listAddress } from '@campus/contract/operations/admin-orders/list';
import { address as refundAddress } from '@campus/contract/operations/admin-orders/refund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOperation } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList } from '../../kit/list-source.ts';

const keys = {
  list: ['admin', 'orders', 'list'] as const,
  detail: (id: number) => ['admin', 'orders', 'detail', id] as const,
};

type Orders = typeof adminOrdersOperations;
const getOrder = adminOperation<Orders['get']>(getAddress);
const refund = adminOperation<Orders['refund']>(refundAddress);

export const ordersList = adminList(keys.list, adminOperation<Orders['list']>(listAddress));

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => getOrder({ params: { id }, signal }),
  });
export const useOrderAdmin = (id: number) => useQuery(orderQuery(id));

/** `atProvider`: also give the money back at the provider (where it allows it). */
export const useRefundOrder = (id: number) =>
  useAuditedWrite(
    ({ atProvider }: { atProvider: boolean }) =>
      refund({ params: { id }, body: { at_provider: atProvider } }),
    { refresh: [keys.detail(id), keys.list] },
  );
