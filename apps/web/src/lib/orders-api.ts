import type { paymentsOperations } from '@campus/contract/operations/payments';
import { paymentsPaths } from '@campus/contract/operations/payments.paths';
import { queryOptions } from '@tanstack/react-query';
import { operationsClient } from './api-client.ts';

/** The orders and payments operations of the contract. */
export const paymentsApi = operationsClient<typeof paymentsOperations>(paymentsPaths);

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
