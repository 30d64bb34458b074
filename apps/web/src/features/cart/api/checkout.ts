import { PROJECT_ID } from '@campus/contract/constants';
import type { cartOperations } from '@campus/contract/operations/cart';
import { address as checkoutAt } from '@campus/contract/operations/cart/checkout';
import type { CheckoutResponse } from '@campus/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';
import { CART_QUERY_KEY } from '../../../lib/cart-api.ts';

/** The cart operations this file calls, typed from the contract. */
const cartApi = {
  checkout: operation<typeof cartOperations.checkout>(checkoutAt),
};

/**
 * Checkout {proyect_id}: the server builds the order from its own cart and prices and
 * answers where the buyer pays (the provider's hosted page). Nothing about amounts is sent.
 */
export function startCheckout(): Promise<CheckoutResponse> {
  return cartApi.checkout({ body: { proyect_id: PROJECT_ID } });
}

/** Sends the browser to the provider's page; the cart and orders are read again when the buyer returns. */
export function useCheckout(go: (url: string) => void = (url) => window.location.assign(url)) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (res) => {
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
      go(res.redirect_url);
    },
  });
}
