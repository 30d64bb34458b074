import type { paymentsOperations } from '@campus/contract/operations/payments';
import { address as infoAt } from '@campus/contract/operations/payments/info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The payments operations this file calls, typed from the contract. */
const paymentsApi = {
  info: operation<typeof paymentsOperations.info>(infoAt),
};

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
