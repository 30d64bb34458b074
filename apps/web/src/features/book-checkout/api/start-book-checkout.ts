import type { BookCheckoutRequest } from '@campus/contract/book';
import { useMutation } from '@tanstack/react-query';
import { bookApi } from './book-client.ts';

/**
 * Opens the purchase at the server's price (the URL's
 * price is sent only to be checked) and answers the provider's checkout page and our reference.
 */
export const startBookCheckout = (token: string, body: BookCheckoutRequest) =>
  bookApi.checkout({ params: { token }, body });

export function useStartBookCheckout(token: string) {
  return useMutation({ mutationFn: (body: BookCheckoutRequest) => startBookCheckout(token, body) });
}
