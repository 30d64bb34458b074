// Hotmart: courses with an external checkout (spec course_hotmart.checkoutUrl) are bought on
// Hotmart's own page; Hotmart then posts a v2 postback to POST /api/v1/hotmart/webhook carrying the
// account's secret "hottok" in the X-HOTMART-HOTTOK header. Here: the constant-time hottok check,
// and the adapter the orders service confirms Hotmart orders with. Hotmart has no confirm call we
// can make with the hottok alone, so the verdict is the latest VERIFIED postback for the purchase,
// kept in hotmart_purchases (the hotmart module writes it; reconciliation reads it through here).
import { createHash, timingSafeEqual } from 'node:crypto';
import { HOTMART_HOTTOK_HEADER, HOTMART_MESSAGES, PAYMENT_CURRENCY } from '@campus/contract';
import type {
  ConfirmInput,
  CreatedCheckout,
  ParsedNotification,
  PaymentProvider,
  ProviderVerdict,
  ReturnParams,
} from './provider.ts';

export const HOTMART_PROVIDER_NAME = 'hotmart';

export type HottokCheck = { ok: true } | { ok: false; status: 401 | 403; message: string };

/**
 * Compares the hottok Hotmart sent (header, or the `hottok` field older postbacks carry in the body)
 * with HOTMART_HOTTOK. Both are hashed first, so the comparison takes the same time whatever the
 * length or the first differing character. No configured hottok: everything is refused.
 */
export function checkHottok(
  expected: string | null,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
): HottokCheck {
  const header = headers[HOTMART_HOTTOK_HEADER];
  const fromBody =
    body && typeof body === 'object' && 'hottok' in body && typeof body.hottok === 'string'
      ? body.hottok
      : undefined;
  const given = (Array.isArray(header) ? header[0] : header) ?? fromBody;
  if (!given) return { ok: false, status: 401, message: HOTMART_MESSAGES.hottokMissing };
  if (!expected) return { ok: false, status: 403, message: HOTMART_MESSAGES.notConfigured };
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  if (!timingSafeEqual(a, b)) return { ok: false, status: 403, message: HOTMART_MESSAGES.hottokInvalid };
  return { ok: true };
}

/** What we know of a Hotmart purchase from its verified postbacks. */
export type HotmartPurchaseState = {
  transaction: string;
  /** approved | refunded | chargeback | canceled */
  status: string;
  /** Whether an approval was ever received (a later revocation is then a refund). */
  wasApproved: boolean;
  /** The USD cents our order records for it. */
  amountCents: number;
  hotmartPrice: string | null;
  hotmartCurrency: string | null;
  productId: string;
};

/**
 * The adapter: confirm() answers from the verified state of the purchase whose order carries the
 * reference; createCheckout is never used (the buyer pays on Hotmart's page).
 */
export function createHotmartProvider(
  lookup: (reference: string) => Promise<HotmartPurchaseState | null>,
): PaymentProvider {
  return {
    name: HOTMART_PROVIDER_NAME,
    async createCheckout(): Promise<CreatedCheckout> {
      throw new Error('Hotmart: la compra se hace en la página de pago de Hotmart (checkoutUrl del curso)');
    },
    async confirm(input: ConfirmInput): Promise<ProviderVerdict> {
      const state = await lookup(input.reference);
      if (!state) {
        return {
          status: 'pending',
          transactionId: null,
          authorizationCode: null,
          amountCents: null,
          currency: null,
          raw: null,
        };
      }
      const status: ProviderVerdict['status'] =
        state.status === 'approved' ? 'approved' : state.wasApproved ? 'refunded' : 'rejected';
      return {
        status,
        transactionId: state.transaction,
        authorizationCode: null,
        // Hotmart sets its own price (local currency, coupons, instalments): the order records the
        // USD amount chosen when the approval arrived, and Hotmart's real charge is kept in `raw`.
        amountCents: state.amountCents,
        currency: PAYMENT_CURRENCY,
        raw: {
          source: 'hotmart-postback',
          hotmart_status: state.status,
          hotmart_price: state.hotmartPrice,
          hotmart_currency: state.hotmartCurrency,
          product_id: state.productId,
        },
      };
    },
    readReturn(): ReturnParams | null {
      return null;
    },
    parseNotification(): ParsedNotification {
      // Hotmart's postbacks have their own route, which also opens the order they pay for.
      return { ok: false, status: 400, reason: 'Hotmart notifica en /api/v1/hotmart/webhook' };
    },
  };
}
