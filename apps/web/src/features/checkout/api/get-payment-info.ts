import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsApi } from '../../../lib/orders-api.ts';

/** The provider, currency, VAT rate and accepted cards the operator configured. */
export const paymentInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'info'],
    queryFn: ({ signal }) => paymentsApi.info({ signal }),
    staleTime: 60 * 60_000,
  });

export function usePaymentInfo() {
  return useQuery(paymentInfoQueryOptions());
}
