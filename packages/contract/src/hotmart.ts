// Hotmart's purchase postback (webhook version 2.0.0), as Hotmart posts it to
// POST /api/v1/hotmart/webhook with the X-HOTMART-HOTTOK header. Only the fields we act on are
// required; everything else Hotmart sends is allowed and ignored.
import * as z from 'zod';
import './zod-es.ts';

/** Header carrying the account's hottok (compared in constant time with HOTMART_HOTTOK). */
export const HOTMART_HOTTOK_HEADER = 'x-hotmart-hottok';

/** Events that grant the course, and events that take it back (unless another paid order covers it). */
export const HOTMART_GRANT_EVENTS = ['PURCHASE_APPROVED', 'PURCHASE_COMPLETE'] as const;
export const HOTMART_REVOKE_EVENTS = [
  'PURCHASE_REFUNDED',
  'PURCHASE_CHARGEBACK',
  'PURCHASE_CANCELED',
] as const;

export const HOTMART_MESSAGES = {
  hottokMissing: 'Falta el hottok de Hotmart.',
  hottokInvalid: 'El hottok de Hotmart no es válido.',
  notConfigured: 'El webhook de Hotmart no está configurado en este servidor (HOTMART_HOTTOK).',
  unknownProduct: 'Producto de Hotmart sin curso asociado.',
  invalidBody: 'La notificación de Hotmart no tiene el formato esperado.',
} as const;

const id = z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()]).transform(String);
const money = z.union([
  z.number().nonnegative(),
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/)
    .transform(Number),
]);

export const hotmartPostbackSchema = z.object({
  /** Hotmart's event id (unique per delivery of one event; retries repeat it). */
  id: z.string().trim().min(1).max(100),
  event: z.string().trim().min(1).max(60),
  version: z.string().max(20).optional(),
  /** Milliseconds since the epoch. */
  creation_date: z.number().int().nonnegative().max(99_999_999_999_999),
  hottok: z.string().max(200).optional(),
  data: z.object({
    product: z.object({ id, name: z.string().max(500).optional() }),
    buyer: z.object({
      email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
      name: z.string().trim().max(200).optional(),
      first_name: z.string().trim().max(100).optional(),
      last_name: z.string().trim().max(100).optional(),
    }),
    purchase: z.object({
      transaction: z.string().trim().min(1).max(100),
      status: z.string().max(60).optional(),
      price: z
        .object({
          value: money,
          currency_value: z.string().trim().toUpperCase().length(3).optional(),
          currency_code: z.string().trim().toUpperCase().length(3).optional(),
        })
        .optional(),
    }),
  }),
});
export type HotmartPostback = z.infer<typeof hotmartPostbackSchema>;

/** What the webhook answers (2xx: Hotmart stops retrying). */
export const hotmartWebhookResponseSchema = z.object({
  received: z.literal(true),
  /** granted | revoked | duplicate | ignored | stale */
  status: z.string(),
});
export type HotmartWebhookResponse = z.infer<typeof hotmartWebhookResponseSchema>;
