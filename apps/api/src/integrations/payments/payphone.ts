// PayPhone's redirect payment button (https://docs.payphone.app/boton-de-pago), the production card
// provider for Ecuador (PAYMENT_PROVIDER=payphone):
//   1. Prepare: POST {PAYPHONE_API_URL}/api/button/Prepare (Bearer token) with the amounts in integer
//      cents split into taxed base, VAT and untaxed amount, our reference as `clientTransactionId`,
//      the store and the return URLs → `{paymentId, payWithCard, payWithPayPhone}`; the buyer goes
//      to `payWithCard`.
//   2. PayPhone sends the buyer back to `responseUrl?id=<its transaction id>&clientTransactionId=…`.
//   3. Confirm: POST /api/button/V2/Confirm `{id, clientTxId}` → statusCode 3 approved, 2 cancelled,
//      with amount (cents), currency, transactionId and authorizationCode. PayPhone REVERSES an
//      approved payment that is not confirmed within 5 minutes, so the return path confirms at once
//      and the reconciliation job confirms again what the return path missed.
//   4. Reverse: POST /api/Reverse {id} annuls an approved payment, only the same day before 20:00 in
//      Ecuador (the operator's "refund at PayPhone"); afterwards Confirm answers statusCode 2.
// Its payment notification is not signed: it is only a hint of which reference to Confirm, never a
// verdict. Any network error, timeout, 5xx or unreadable answer throws ProviderUnavailable, so the
// order stays pending (never a 500 for the buyer) and reconciliation retries.
import { PAYMENT_CURRENCY, payphoneCanReverse } from '@campus/contract';
import * as z from 'zod';
import {
  type CheckoutOrder,
  type ConfirmInput,
  type CreatedCheckout,
  type ParsedNotification,
  type PaymentProvider,
  ProviderUnavailable,
  type ProviderVerdict,
  type RefundInput,
  type RefundOutcome,
  type ReturnParams,
} from './provider.ts';
import type { ProviderContext } from './registry.ts';

export const PAYPHONE_PROVIDER_NAME = 'payphone';
/** PayPhone's statusCode values in a Confirm answer. */
export const PAYPHONE_STATUS = { pending: 1, cancelled: 2, approved: 3 } as const;
/** PayPhone refuses a clientTransactionId longer than this. */
export const PAYPHONE_MAX_CLIENT_TX_ID = 50;
/** PayPhone's `reference` (the reason shown to the buyer) is at most 100 characters. */
const MAX_REFERENCE = 100;
export const PAYPHONE_DEFAULT_TIMEOUT_MS = 10_000;

export type PayphoneOptions = {
  /** Base URL of PayPhone's API, without the trailing slash (production: https://pay.payphonetodoesposible.com). */
  apiUrl: string;
  /** The WEB application's token (Bearer). */
  token: string;
  storeId: string;
  /** Per request; PayPhone's answer normally takes well under a second. */
  timeoutMs?: number;
};

/** Prepare's request body (amounts in integer cents; amount = amountWithTax + amountWithoutTax + tax). */
export type PayphonePrepareRequest = {
  amount: number;
  amountWithTax: number;
  amountWithoutTax: number;
  tax: number;
  service: number;
  tip: number;
  currency: string;
  clientTransactionId: string;
  storeId: string;
  reference: string;
  responseUrl: string;
  cancellationUrl: string;
  email?: string;
};

const prepareAnswerSchema = z.object({
  paymentId: z.union([z.string().min(1), z.number()]).transform(String),
  payWithCard: z.url(),
  payWithPayPhone: z.string().optional(),
});

/** V2/Confirm's answer: only the fields we act on are required; the rest is kept as `raw`. */
const confirmAnswerSchema = z.object({
  statusCode: z.coerce.number().int(),
  transactionStatus: z.string().nullish(),
  clientTransactionId: z.string().nullish(),
  transactionId: z.union([z.number(), z.string()]).nullish(),
  authorizationCode: z.string().nullish(),
  amount: z.coerce.number().int().nullish(),
  currency: z.string().nullish(),
});

/** PayPhone's error body: `{message, errorCode}` (20 = the transaction does not exist). */
const errorAnswerSchema = z.object({ message: z.string().nullish(), errorCode: z.coerce.number().nullish() });

/** Card and personal data PayPhone returns that we do not keep (only brand and last digits stay). */
const DROPPED_FIELDS = ['bin', 'document', 'phoneNumber', 'email', 'optionalParameter4'];

/** A thin HTTP client of PayPhone's button API. Throws ProviderUnavailable on anything but a clear answer. */
export function createPayphoneClient(options: PayphoneOptions) {
  const timeoutMs = options.timeoutMs ?? PAYPHONE_DEFAULT_TIMEOUT_MS;

  async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${options.apiUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (cause) {
      throw new ProviderUnavailable(`PayPhone no respondió a ${path}`, { cause });
    }
    let text: string;
    try {
      text = await res.text();
    } catch (cause) {
      throw new ProviderUnavailable(`PayPhone cortó la respuesta de ${path}`, { cause });
    }
    if (res.status >= 500 || res.status === 401 || res.status === 403 || res.status === 429) {
      // Their outage, our credentials or their rate limit: nothing is decided, retry later.
      throw new ProviderUnavailable(`PayPhone respondió ${res.status} a ${path}`);
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch (cause) {
      throw new ProviderUnavailable(`PayPhone respondió algo que no es JSON a ${path}`, { cause });
    }
    return { status: res.status, json };
  }

  return {
    /** Opens a payment: the buyer must then be sent to `payWithCard`. */
    async prepare(body: PayphonePrepareRequest): Promise<z.infer<typeof prepareAnswerSchema>> {
      const { status, json } = await post('/api/button/Prepare', body);
      const parsed = prepareAnswerSchema.safeParse(json);
      if (status >= 300 || !parsed.success) {
        const err = errorAnswerSchema.safeParse(json);
        const detail = err.success ? `${err.data.errorCode ?? ''} ${err.data.message ?? ''}`.trim() : '';
        throw new ProviderUnavailable(
          `PayPhone no preparó el pago (${status}${detail ? `: ${detail}` : ''})`,
        );
      }
      return parsed.data;
    },

    /**
     * Asks PayPhone for the verdict (and, for an approved payment, keeps it: an approved payment
     * nobody confirms is reversed after 5 minutes). `null` when PayPhone says there is no such
     * transaction for that clientTxId (4xx with an error body).
     */
    async confirm(input: { id: number; clientTxId: string }): Promise<{
      answer: z.infer<typeof confirmAnswerSchema>;
      raw: Record<string, unknown>;
    } | null> {
      const { status, json } = await post('/api/button/V2/Confirm', input);
      if (status >= 400) return null;
      const parsed = confirmAnswerSchema.safeParse(json);
      if (!parsed.success) throw new ProviderUnavailable('PayPhone respondió a Confirm sin statusCode');
      const raw: Record<string, unknown> = { ...(json as Record<string, unknown>) };
      for (const field of DROPPED_FIELDS) delete raw[field];
      return { answer: parsed.data, raw };
    },

    /**
     * Annuls an approved payment (POST /api/Reverse {id}): PayPhone answers `true` when done, else
     * `{message, errorCode}`. Only the same day, before 20:00 in Ecuador.
     */
    async reverse(id: number): Promise<{ ok: true } | { ok: false; detail: string }> {
      const { status, json } = await post('/api/Reverse', { id });
      if (status < 300 && json === true) return { ok: true };
      const err = errorAnswerSchema.safeParse(json);
      const detail = err.success ? `${err.data.errorCode ?? ''} ${err.data.message ?? ''}`.trim() : '';
      return { ok: false, detail: detail || `respuesta ${status}` };
    },
  };
}

export type PayphoneClient = ReturnType<typeof createPayphoneClient>;

/**
 * Prepare's amounts for an order: the taxed base, its VAT and nothing untaxed; with a 0 % rate the
 * whole total is untaxed. PayPhone refuses a Prepare whose parts do not add up to `amount`.
 */
export function payphoneAmounts(order: Pick<CheckoutOrder, 'totalCents' | 'baseCents' | 'vatCents'>) {
  if (order.vatCents === 0) {
    return { amount: order.totalCents, amountWithTax: 0, amountWithoutTax: order.totalCents, tax: 0 };
  }
  return {
    amount: order.totalCents,
    amountWithTax: order.baseCents,
    amountWithoutTax: order.totalCents - order.baseCents - order.vatCents,
    tax: order.vatCents,
  };
}

/** Adds one query parameter to an absolute URL. */
function withParam(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
}

/** What a Confirm answer means for us. Approved needs statusCode 3 AND no contrary status text. */
export function payphoneVerdict(answer: z.infer<typeof confirmAnswerSchema>): ProviderVerdict['status'] {
  const text = (answer.transactionStatus ?? '').toLowerCase();
  if (answer.statusCode === PAYPHONE_STATUS.approved && (text === '' || text === 'approved'))
    return 'approved';
  if (answer.statusCode === PAYPHONE_STATUS.cancelled || text === 'canceled' || text === 'cancelled') {
    return 'rejected';
  }
  return 'pending';
}

/** The unsigned notification PayPhone can post (field names as PayPhone writes them, either case). */
const notificationSchema = z
  .record(z.string(), z.unknown())
  .transform((body) => {
    const lower: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(body)) lower[k.toLowerCase()] = v;
    return lower;
  })
  .pipe(
    z.object({
      clienttransactionid: z.string().min(1).max(PAYPHONE_MAX_CLIENT_TX_ID),
      transactionid: z.union([z.number().int(), z.string().regex(/^\d{1,18}$/)]).transform(String),
      statuscode: z.coerce.number().int().optional(),
    }),
  );

export function createPayphoneProviderFromOptions(options: PayphoneOptions): PaymentProvider {
  const client = createPayphoneClient(options);
  return {
    name: PAYPHONE_PROVIDER_NAME,

    async createCheckout(order: CheckoutOrder): Promise<CreatedCheckout> {
      if (order.reference.length > PAYPHONE_MAX_CLIENT_TX_ID) {
        throw new Error(`referencia demasiado larga para PayPhone: ${order.reference}`);
      }
      const prepared = await client.prepare({
        ...payphoneAmounts(order),
        service: 0,
        tip: 0,
        currency: order.currency || PAYMENT_CURRENCY,
        clientTransactionId: order.reference,
        storeId: options.storeId,
        reference: order.description.slice(0, MAX_REFERENCE),
        responseUrl: order.returnUrl,
        // A buyer who cancels comes back without PayPhone's parameters: name the order ourselves.
        cancellationUrl: withParam(order.returnUrl, 'clientTransactionId', order.reference),
        ...(order.email ? { email: order.email } : {}),
      });
      return { redirectUrl: prepared.payWithCard, providerRef: prepared.paymentId };
    },

    async confirm(input: ConfirmInput): Promise<ProviderVerdict> {
      // The id PayPhone put on the return URL, else the paymentId Prepare gave (the same number).
      // A legacy §7 call may name the order by our reference instead: then the stored id is used.
      const idText = [input.query.id, input.providerRef].find((v) => v && /^\d{1,18}$/.test(v)) ?? '';
      const noVerdict: ProviderVerdict = {
        status: 'pending',
        transactionId: null,
        authorizationCode: null,
        amountCents: null,
        currency: null,
        raw: null,
      };
      if (!/^\d{1,18}$/.test(idText)) return noVerdict;
      const id = Number(idText);
      if (!Number.isSafeInteger(id)) return noVerdict;
      const confirmed = await client.confirm({ id, clientTxId: input.reference });
      // Unknown to PayPhone for this reference (a forged or mistyped id): nothing paid, nothing decided.
      if (!confirmed) return { ...noVerdict, raw: { notFound: true, id } };
      const { answer, raw } = confirmed;
      // An answer about another of our references is not an answer about this one.
      if (answer.clientTransactionId && answer.clientTransactionId !== input.reference) {
        return { ...noVerdict, raw };
      }
      return {
        status: payphoneVerdict(answer),
        transactionId:
          answer.transactionId === null || answer.transactionId === undefined
            ? null
            : String(answer.transactionId),
        authorizationCode: answer.authorizationCode ?? null,
        amountCents: answer.amount ?? null,
        currency: answer.currency ?? null,
        raw,
      };
    },

    readReturn(query: Record<string, string>): ReturnParams | null {
      const reference = query.clientTransactionId;
      if (!reference || reference.length > PAYPHONE_MAX_CLIENT_TX_ID) return null;
      const id = query.id;
      return { reference, providerRef: id && /^\d{1,18}$/.test(id) ? id : null };
    },

    parseNotification(_headers, rawBody): ParsedNotification {
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { ok: false, status: 400, reason: 'cuerpo que no es JSON' };
      }
      const parsed = notificationSchema.safeParse(body);
      if (!parsed.success) return { ok: false, status: 400, reason: 'notificación de PayPhone incompleta' };
      const { clienttransactionid, transactionid, statuscode } = parsed.data;
      // Unsigned: it only makes us Confirm with PayPhone. The event id carries our unguessable
      // reference, so nobody can pre-empt (and so dedupe away) a real notification.
      return {
        ok: true,
        eventId: `${clienttransactionid}:${transactionid}:${statuscode ?? ''}`,
        reference: clienttransactionid,
        signed: false,
      };
    },

    canRefund: (paidAt, now) => paidAt !== null && payphoneCanReverse(paidAt, now),

    async refund(input: RefundInput): Promise<RefundOutcome> {
      if (!input.paidAt || !payphoneCanReverse(input.paidAt, input.now)) {
        return { ok: false, reason: 'window_closed' };
      }
      const id = Number(input.transactionId);
      if (!input.transactionId || !/^\d{1,18}$/.test(input.transactionId) || !Number.isSafeInteger(id)) {
        return { ok: false, reason: 'refused', detail: 'sin transacción de PayPhone' };
      }
      const reversed = await client.reverse(id);
      return reversed.ok ? { ok: true } : { ok: false, reason: 'refused', detail: reversed.detail };
    },
  };
}

/** The registry's factory: PAYPHONE_TOKEN, PAYPHONE_STORE_ID and PAYPHONE_API_URL from the config. */
export function createPayphoneProvider(ctx: ProviderContext): PaymentProvider {
  const { token, storeId, apiUrl } = ctx.config.payphone;
  if (!token || !storeId) {
    throw new Error('PAYMENT_PROVIDER=payphone necesita PAYPHONE_TOKEN y PAYPHONE_STORE_ID');
  }
  return createPayphoneProviderFromOptions({ apiUrl, token, storeId });
}
