import type { BookCheckoutRequest } from '@campus/contract/book';
import type { bookOperations } from '@campus/contract/operations/book';
import { address as checkoutAt } from '@campus/contract/operations/book/checkout';
import { useMutation } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The book operations this file calls, typed from the contract. */
const bookApi = {
  checkout: operation<typeof bookOperations.checkout>(checkoutAt),
};

/**
 * Opens the purchase at the server's price (the URL's
 * price is sent only to be checked) and answers the provider's checkout page and our reference.
 */
export const startBookCheckout = (token: string, body: BookCheckoutRequest) =>
  bookApi.checkout({ params: { token }, body });

export function useStartBookCheckout(token: string) {
  return useMutation({ mutationFn: (body: BookCheckoutRequest) => startBookCheckout(token, body) });
}
