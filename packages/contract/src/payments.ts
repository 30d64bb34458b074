// Payment providers, the sandbox's test cards and the payment information the cart shows.
import * as z from 'zod';
import './zod-es.ts';
import { PAYMENT_CURRENCY } from './payments-rules.ts';

export * from './payments-rules.ts';

// GET /api/v1/payments/info (client token)
export const paymentInfoResponseSchema = z.object({
  provider: z.string(),
  currency: z.literal(PAYMENT_CURRENCY),
  vat_rate: z.number(),
  accepted_cards: z.array(z.string()),
});
export type PaymentInfo = z.infer<typeof paymentInfoResponseSchema>;

// GET /api/v1/payments/return?provider=…&… (no token; the provider's own parameters)
export const paymentReturnQuerySchema = z.record(
  z.string(),
  z.union([z.string().max(500), z.array(z.string().max(500))]),
);

// POST /api/v1/payments/webhook/{provider}
export const webhookParamsSchema = z.object({ provider: z.string().max(40) });
export const webhookResponseSchema = z.object({ received: z.boolean(), status: z.string().optional() });
