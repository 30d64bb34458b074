import type { PaymentInfo } from '@campus/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/v1/payments/info: the provider, currency, VAT rate and accepted cards the operator configured. */
export const paymentInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'info'],
    queryFn: ({ signal }) => api<PaymentInfo>('/api/v1/payments/info', { signal }),
    staleTime: 60 * 60_000,
  });

export function usePaymentInfo() {
  return useQuery(paymentInfoQueryOptions());
}
