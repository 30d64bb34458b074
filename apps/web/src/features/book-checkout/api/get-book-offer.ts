import type { BookOffer } from '@campus/contract/book';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

/** GET /api/v1/book-offers/{token}: the offer and its price, as the server has them. */
export const bookOfferQuery = (token: string) =>
  queryOptions({
    queryKey: ['book-offer', token],
    queryFn: ({ signal }) =>
      api<{ data: BookOffer }>(`/api/v1/book-offers/${encodeURIComponent(token)}`, { signal }).then(
        (r) => r.data,
      ),
    staleTime: 5 * 60_000,
    // An unknown or ended offer is an answer, not a hiccup to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useBookOffer(token: string) {
  return useQuery(bookOfferQuery(token));
}
