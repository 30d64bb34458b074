import type { BookCheckoutRequest, BookCheckoutResponse } from '@campus/contract/book';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/v1/book-offers/{token}/checkout: opens the purchase at the server's price (the URL's
 * price is sent only to be checked) and answers the provider's checkout page and our reference.
 */
export const startBookCheckout = (token: string, body: BookCheckoutRequest) =>
  api<BookCheckoutResponse>(`/api/v1/book-offers/${encodeURIComponent(token)}/checkout`, {
    method: 'POST',
    body,
  });

export function useStartBookCheckout(token: string) {
  return useMutation({ mutationFn: (body: BookCheckoutRequest) => startBookCheckout(token, body) });
}
