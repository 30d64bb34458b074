import type { accountsOperations } from '@campus/contract/operations/accounts';
import { address as userOrdersAt } from '@campus/contract/operations/accounts/userOrders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The accounts operations this file calls, typed from the contract. */
const accountsApi = {
  userOrders: operation<typeof accountsOperations.userOrders>(userOrdersAt),
};

export const ORDERS_PER_PAGE = 10;

export const ordersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['billing', 'orders', page],
    queryFn: ({ signal }) =>
      accountsApi.userOrders({ params: { perPage: ORDERS_PER_PAGE }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** The logged-in user's orders, newest first (GET v2/userOrders/{perPage}). */
export function useOrders(page: number) {
  return useQuery(ordersQueryOptions(page));
}
