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

// GET /api/v1/payments/return?provider=…&… (no token; the provider's own parameters). The ones the
// adapters read are named, so the OpenAPI document lists them as query parameters; any other
// parameter the provider adds passes through to its adapter.
const returnParam = z.union([z.string().max(500), z.array(z.string().max(500))]);
export const paymentReturnQuerySchema = z
  .object({
    provider: returnParam.optional().describe('Proveedor que devuelve al comprador (por omisión, el activo)'),
    clientTransactionId: returnParam.optional().describe('Referencia de la orden en el proveedor'),
    id: returnParam.optional().describe('Transacción de PayPhone'),
    checkout: returnParam.optional().describe('Pago del proveedor de pruebas (sandbox)'),
  })
  .catchall(returnParam);

// POST /api/v1/payments/webhook/{provider}
export const webhookParamsSchema = z.object({ provider: z.string().max(40) });
export const webhookResponseSchema = z.object({ received: z.boolean(), status: z.string().optional() });
