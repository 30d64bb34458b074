import type { paymentsOperations } from '@campus/contract/operations/payments';
import { address as orderAt } from '@campus/contract/operations/payments/order';
import { queryOptions } from '@tanstack/react-query';
import { operation } from './api-client.ts';

/** The payments operations this file calls, typed from the contract. */
const paymentsApi = {
  order: operation<typeof paymentsOperations.order>(orderAt),
};

/**
 * One of the logged-in user's orders with its VAT split and items (another user's: 404), as the
 * server knows it after asking the provider: the one definition of the order query, for the payment
 * result page and the receipt. Its status changes when the provider confirms, so it is always
 * read again on mount (staleTime 0).
 */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', id],
    queryFn: ({ signal }) => paymentsApi.order({ params: { id }, signal }),
    staleTime: 0,
  });
