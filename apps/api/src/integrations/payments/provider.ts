// The payment-provider port. Every adapter (sandbox, payphone, …) implements it; the orders service
// is the only caller that acts on a verdict, and it grants access only after `confirm` says
// 'approved' for the order's exact amount and currency.
import type { ProviderStatus } from '@campus/contract';

/** The order as a provider needs it to open a hosted checkout. Amounts are integer cents. */
export type CheckoutOrder = {
  id: number;
  /** Our unique reference of this payment attempt (≤ 50 characters, [A-Za-z0-9_-]). */
  reference: string;
  totalCents: number;
  /** Taxable base and VAT of the total (base + vat = total). */
  baseCents: number;
  vatCents: number;
  /** VAT rate applied (0.12, 0.15…). */
  vatRate: number;
  currency: string;
  /** One line for the provider's page ("Curso A, Curso B"). */
  description: string;
  email: string | null;
  buyerName: string | null;
  items: Array<{ courseId: number | null; name: string; priceCents: number }>;
  /** Absolute URL the provider sends the buyer back to; the provider appends its own parameters. */
  returnUrl: string;
  /** Absolute URL of our webhook for this provider. */
  webhookUrl: string;
};

export type CreatedCheckout = {
  /** Absolute URL of the provider's hosted checkout. */
  redirectUrl: string;
  /** The provider's id of this checkout/payment, kept on the order (may be the reference itself). */
  providerRef: string;
};

export type ConfirmInput = {
  /** Our reference of the order. */
  reference: string;
  /** What createCheckout returned, when known. */
  providerRef: string | null;
  /** The parameters the provider added to the return URL (empty for a webhook or reconciliation). */
  query: Record<string, string>;
};

/** The provider's verdict, as read from the provider's own API (never from the browser). */
export type ProviderVerdict = {
  status: ProviderStatus;
  /** The provider's transaction id: unique per provider; null while nothing was charged. */
  transactionId: string | null;
  authorizationCode: string | null;
  /** What the provider charged, in integer cents, and in which currency (ISO 4217). */
  amountCents: number | null;
  currency: string | null;
  /** The provider's answer, kept for audit (no card numbers). */
  raw: unknown;
};

/**
 * What a notification (webhook) says once verified: which event, about which of our references.
 * `signed`: the provider signs its notifications (they may report a refund of a paid order); an
 * unsigned one (PayPhone's, sent for approved payments only) is a hint about a pending order.
 */
export type VerifiedNotification = { ok: true; eventId: string; reference: string; signed: boolean };
/** A refused notification: forged signature, stale timestamp, malformed body. Answered 4xx. */
export type RefusedNotification = { ok: false; status: 400 | 401; reason: string };
export type ParsedNotification = VerifiedNotification | RefusedNotification;

/** What a return URL carries, once read by the provider that built it. */
export type ReturnParams = { reference: string; providerRef: string | null };

/** A provider the provider itself could not reach or understand: the caller retries later. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}

/** A paid order the operator wants to give back at the provider. */
export type RefundInput = {
  reference: string;
  /** The provider's transaction that paid the order. */
  transactionId: string | null;
  providerRef: string | null;
  paidAt: Date | null;
  now: Date;
};

/**
 * The provider's answer to a refund: done, or why not (`window_closed`: the provider no longer
 * refunds this payment through its API; `refused`: it said no). Network trouble throws
 * ProviderUnavailable.
 */
export type RefundOutcome =
  | { ok: true }
  | { ok: false; reason: 'window_closed' | 'refused'; detail?: string };

export interface PaymentProvider {
  /** Stored in orders.provider; also the {provider} of the webhook path. */
  readonly name: string;
  /** Opens a hosted checkout for the order. Throws ProviderUnavailable when the provider fails. */
  createCheckout(order: CheckoutOrder): Promise<CreatedCheckout>;
  /**
   * Asks the provider what happened to the payment (PayPhone: V2/Confirm; sandbox: its own table).
   * Must be safe to call any number of times. Throws ProviderUnavailable on network/5xx errors.
   */
  confirm(input: ConfirmInput): Promise<ProviderVerdict>;
  /** Reads our reference (and the provider's id) from the return URL's query; null if absent. */
  readReturn(query: Record<string, string>): ReturnParams | null;
  /** Verifies a webhook (signature, freshness) and says which reference to confirm. */
  parseNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): ParsedNotification | Promise<ParsedNotification>;
  /** Whether `refund` would be attempted for a payment made at `paidAt` (absent: never). */
  canRefund?(paidAt: Date | null, now: Date): boolean;
  /** Gives the money back at the provider (absent: the operator does it in the provider's panel). */
  refund?(input: RefundInput): Promise<RefundOutcome>;
}
