import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApi } from '../../../lib/accounts-api.ts';

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
