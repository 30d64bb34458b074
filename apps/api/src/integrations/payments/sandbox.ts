// The built-in sandbox provider (PAYMENT_PROVIDER=sandbox): it behaves like a hosted card checkout
// run by someone else. It keeps its own books (sandbox_payments), shows its own page on our origin
// (sandbox-page.ts), sends the buyer back with an id, answers a confirm call from the server and
// posts HMAC-signed webhooks. Test cards: SANDBOX_TEST_CARDS in the contract.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SANDBOX_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS } from '@campus/contract';
import type {
  CheckoutOrder,
  ConfirmInput,
  ParsedNotification,
  PaymentProvider,
  ProviderVerdict,
  ReturnParams,
} from './provider.ts';
import type { ProviderContext } from './registry.ts';
import {
  findSandboxPayment,
  findSandboxPaymentByReference,
  insertSandboxPayment,
  markSandboxConfirmed,
  refundSandboxPayment,
  type SandboxPayment,
} from './sandbox.repository.ts';

export {
  decideSandboxPayment,
  findSandboxPayment,
  refundSandboxPayment,
  type SandboxPayment,
} from './sandbox.repository.ts';

export const SANDBOX_WEBHOOK_PATH = '/api/v1/payments/webhook/sandbox';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`: what the sandbox signs its webhooks with. */
export function signSandboxWebhook(
  secret: string,
  rawBody: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** Checks a sandbox signature header in constant time and within the tolerance window. */
export function verifySandboxSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now = Math.floor(Date.now() / 1000),
): 'ok' | 'missing' | 'malformed' | 'stale' | 'forged' {
  if (!header) return 'missing';
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  const v1 = parts.v1 ?? '';
  if (!/^\d{1,12}$/.test(parts.t ?? '') || !/^[0-9a-f]{64}$/.test(v1)) return 'malformed';
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return 'forged';
  if (Math.abs(now - t) > WEBHOOK_TOLERANCE_SECONDS) return 'stale';
  return 'ok';
}

/** Where the sandbox sends the buyer back: the merchant's return URL plus its own parameters. */
export function sandboxReturnUrl(payment: SandboxPayment): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('id', payment.transactionId ?? '');
  url.searchParams.set('clientTransactionId', payment.reference);
  url.searchParams.set('checkout', payment.checkoutId);
  return url.toString();
}

const STATUS: Record<string, ProviderVerdict['status']> = {
  created: 'pending',
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  refunded: 'refunded',
};

export function createSandboxProvider(ctx: ProviderContext): PaymentProvider & {
  /** Posts the signed webhook for a decided payment (after SANDBOX_WEBHOOK_DELAY_MS). */
  notify(payment: SandboxPayment): void;
} {
  const { db, config } = ctx;
  const secret = config.sandboxWebhookSecret;

  return {
    name: 'sandbox',

    async createCheckout(order: CheckoutOrder) {
      const checkoutId = `sbx_${randomBytes(12).toString('hex')}`;
      await insertSandboxPayment(db, {
        checkoutId,
        reference: order.reference,
        amountCents: order.totalCents,
        baseCents: order.baseCents,
        vatCents: order.vatCents,
        currency: order.currency,
        description: order.description,
        returnUrl: order.returnUrl,
        webhookUrl: order.webhookUrl,
      });
      return { redirectUrl: `${config.publicUrl}/sandbox/checkout/${checkoutId}`, providerRef: checkoutId };
    },

    async confirm({ reference, providerRef, query }: ConfirmInput): Promise<ProviderVerdict> {
      const named = providerRef ?? query.checkout ?? null;
      let payment = named ? await findSandboxPayment(db, named) : null;
      if (!payment || payment.reference !== reference)
        payment = await findSandboxPaymentByReference(db, reference);
      if (!payment) {
        return {
          status: 'pending',
          transactionId: null,
          authorizationCode: null,
          amountCents: null,
          currency: null,
          raw: { found: false },
        };
      }
      // The confirm step: like PayPhone's V2/Confirm, the merchant acknowledges the payment.
      if (payment.status === 'approved' && !payment.confirmedAt) {
        await markSandboxConfirmed(db, payment.id);
      }
      return {
        status: STATUS[payment.status] ?? 'pending',
        transactionId: payment.transactionId,
        authorizationCode: payment.authorizationCode,
        amountCents: payment.amountCents,
        currency: payment.currency,
        raw: {
          checkoutId: payment.checkoutId,
          status: payment.status,
          transactionId: payment.transactionId,
          amountCents: payment.amountCents,
          currency: payment.currency,
          cardLast4: payment.cardLast4,
        },
      };
    },

    readReturn(query: Record<string, string>): ReturnParams | null {
      const reference = query.clientTransactionId;
      if (!reference || reference.length > 100) return null;
      return { reference, providerRef: query.checkout || null };
    },

    parseNotification(headers, rawBody): ParsedNotification {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const verdict = verifySandboxSignature(secret, Array.isArray(header) ? header[0] : header, rawBody);
      if (verdict !== 'ok') return { ok: false, status: 401, reason: verdict };
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { ok: false, status: 400, reason: 'malformed' };
      }
      const b = body as { event_id?: unknown; reference?: unknown };
      if (typeof b.event_id !== 'string' || typeof b.reference !== 'string' || b.event_id.length > 100) {
        return { ok: false, status: 400, reason: 'malformed' };
      }
      return { ok: true, eventId: b.event_id, reference: b.reference, signed: true };
    },

    canRefund: () => true,

    /** Refunds an approved sandbox payment (any day) and notifies it, as a provider would. */
    async refund({ reference, providerRef }) {
      const payment =
        (providerRef ? await findSandboxPayment(db, providerRef) : null) ??
        (await findSandboxPaymentByReference(db, reference));
      if (!payment || payment.reference !== reference)
        return { ok: false, reason: 'refused', detail: 'sin pago' };
      if (!(await refundSandboxPayment(db, payment.checkoutId)) && payment.status !== 'refunded') {
        return { ok: false, reason: 'refused', detail: payment.status };
      }
      return { ok: true };
    },

    notify(payment: SandboxPayment) {
      const payload = JSON.stringify({
        event_id: `evt_${randomBytes(12).toString('hex')}`,
        type: 'payment.updated',
        reference: payment.reference,
        checkout: payment.checkoutId,
      });
      ctx.deliver(
        {
          method: 'POST',
          url: new URL(payment.webhookUrl).pathname,
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(secret, payload),
          },
          payload,
        },
        config.sandboxWebhookDelayMs,
      );
    },
  };
}
