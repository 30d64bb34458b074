// The payments' plain constants and rules (providers, currency, accepted cards, result pages, the
// sandbox's test cards), free of zod so pages can use them without loading the schemas;
// payments.ts re-exports all of it.

import { dateTimeFormat } from './intl.ts';

export const PAYMENT_PROVIDERS = ['sandbox', 'payphone'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_CURRENCY = 'USD';
/** Spec §9: accepted cards. */
export const ACCEPTED_CARDS = ['Visa', 'Master Card'] as const;

/** What a provider says about a payment, once the server asks it. */
export const PROVIDER_STATUSES = ['approved', 'rejected', 'pending', 'refunded'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** Result pages of spec §2 the return URL sends the buyer to (`?order={id}`). */
export const PAYMENT_RESULT_PATHS = {
  success: '/home/payment/success',
  failure: '/home/payment/failure',
  pending: '/home/payment/pending',
} as const;

/**
 * Test cards of the built-in sandbox provider (PAYMENT_PROVIDER=sandbox). Any holder name, any
 * future expiry and any 3-digit CVV. Any other number is refused by the sandbox's form.
 */
export const SANDBOX_TEST_CARDS = {
  approved: '4111111111111111',
  approvedMastercard: '5555555555554444',
  rejected: '4000000000000002',
  pending: '4000000000000101',
} as const;
export type SandboxOutcome = 'approved' | 'rejected' | 'pending';
export function sandboxCardOutcome(number: string): SandboxOutcome | null {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === SANDBOX_TEST_CARDS.approved || digits === SANDBOX_TEST_CARDS.approvedMastercard)
    return 'approved';
  if (digits === SANDBOX_TEST_CARDS.rejected) return 'rejected';
  if (digits === SANDBOX_TEST_CARDS.pending) return 'pending';
  return null;
}

/** Header carrying the sandbox webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A webhook older (or newer) than this is refused as stale. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Ecuador's time zone (UTC−5 all year): PayPhone's annulment window is counted in it. */
export const ECUADOR_TIME_ZONE = 'America/Guayaquil';
/** PayPhone annuls (reverses) a payment only on the day it was made, until this hour in Ecuador. */
export const PAYPHONE_REVERSE_UNTIL_HOUR = 20;

function ecuadorDayAndHour(at: Date): { day: string; hour: number } {
  const parts = dateTimeFormat('en-CA', {
    timeZone: ECUADOR_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

/** Whether PayPhone still annuls a payment made at `paidAt`: the same Ecuadorian day, before 20:00. */
export function payphoneCanReverse(paidAt: Date, now: Date): boolean {
  if (now.getTime() < paidAt.getTime()) return false;
  const paid = ecuadorDayAndHour(paidAt);
  const current = ecuadorDayAndHour(now);
  return paid.day === current.day && current.hour < PAYPHONE_REVERSE_UNTIL_HOUR;
}
