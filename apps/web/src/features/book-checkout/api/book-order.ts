import type { BookOrder } from '@campus/contract/book';
import type { bookOperations } from '@campus/contract/operations/book';
import { address as bookOrdersAt } from '@campus/contract/operations/book/bookOrders';
import type { paymentsOperations } from '@campus/contract/operations/payments';
import { address as orderConsultSuccessAt } from '@campus/contract/operations/payments/orderConsultSuccess';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The book operations this file calls, typed from the contract. */
const bookApi = {
  bookOrders: operation<typeof bookOperations.bookOrders>(bookOrdersAt),
};

/** The payments operations this file calls, typed from the contract. */
const paymentsApi = {
  orderConsultSuccess: operation<typeof paymentsOperations.orderConsultSuccess>(orderConsultSuccessAt),
};

/** This buyer's purchase, known only by its reference. */
export const bookOrderQuery = (reference: string) =>
  queryOptions({
    queryKey: ['book-order', reference],
    queryFn: ({ signal }) =>
      bookApi.bookOrders({ params: { reference }, signal }).then((r): BookOrder => r.data),
    staleTime: 0,
  });

export function useBookOrder(reference: string | null) {
  return useQuery({ ...bookOrderQuery(reference ?? ''), enabled: reference !== null });
}

export type BuyerRecord = { name: string; last_name: string; email: string; phone: string };

/**
 * Records the purchase as spec §4's public checkout does (client orderConsult/success).
 * The server asks the provider first: 200 means confirmed and paid, 401 means not (an ApiError).
 */
export const recordBookPurchase = (reference: string, buyer: BuyerRecord | null) =>
  paymentsApi.orderConsultSuccess({
    // A 401 is the answer ("not confirmed"), not an expired session.
    authRetry: false,
    body: {
      ...(buyer ?? {}),
      transactional_id: reference,
      payment_method_id: 3,
      status: 'success',
    },
  });

export function useRecordBookPurchase() {
  return useMutation({
    mutationFn: ({ reference, buyer }: { reference: string; buyer: BuyerRecord | null }) =>
      recordBookPurchase(reference, buyer),
  });
}
