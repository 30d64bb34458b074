import type { BookOffer } from '@campus/contract/book';
import type { bookOperations } from '@campus/contract/operations/book';
import { address as bookOffersAt } from '@campus/contract/operations/book/bookOffers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, operation } from '../../../lib/api-client.ts';

/** The book operations this file calls, typed from the contract. */
const bookApi = {
  bookOffers: operation<typeof bookOperations.bookOffers>(bookOffersAt),
};

/** The offer and its price, as the server has them. */
export const bookOfferQuery = (token: string) =>
  queryOptions({
    queryKey: ['book-offer', token],
    queryFn: ({ signal }) => bookApi.bookOffers({ params: { token }, signal }).then((r): BookOffer => r.data),
    staleTime: 5 * 60_000,
    // An unknown or ended offer is an answer, not a hiccup to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useBookOffer(token: string) {
  return useQuery(bookOfferQuery(token));
}
