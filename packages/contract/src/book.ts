// The book pre-sale of spec §2 (/checkout/:price/:token): the offer a token names, the buyer's form,
// and the guest's result. The price is the server's (the offer's); the URL's :price is only checked
// against it, and a different one is refused before anything is charged.
import * as z from 'zod';
import './zod-es.ts';
import { emailSchema } from './common.ts';
import { DEFAULT_PHONE_COUNTRY } from './constants.ts';
import { acceptSchema, leadNameSchema } from './leads.ts';
import { centsToMoney } from './money.ts';
import { e164PhoneSchema } from './phone.ts';

export const BOOK_MESSAGES = {
  offerNotFound: 'Esta preventa no existe o ya terminó.',
  /** The URL's price is not the offer's: nothing is charged. */
  /** `price` is the money string ("20.00"), written as es-EC writes it ("$20,00"). */
  priceMismatch: (price: string) =>
    `El precio de este enlace no corresponde a la preventa: el precio vigente es $${price.replace('.', ',')}. No se realizó ningún cobro; abra el enlace correcto para continuar.`,
  priceInvalid: 'El precio del enlace no es válido. No se realizó ningún cobro.',
  termsRequired: 'Debe aceptar los términos y condiciones de la preventa',
  orderNotFound: 'No encontramos esta compra.',
  /** Spec §8 payment outcome messages. */
  approvedTitle: '¡Transacción exitosa!',
  approved: 'Compra exitosa',
  rejectedTitle: '¡Transacción rechazada!',
  rejected: 'Compra rechazada',
  pending: 'Compra pendiente de aprobación',
} as const;

/** An offer's token as it appears in the URL. */
export const bookTokenSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[\w-]+$/, 'El enlace de la preventa no es válido');
export const bookOfferParamsSchema = z.object({ token: bookTokenSchema });

/**
 * The URL's :price as integer cents ("20", "20.00", "20.5" → 2000, 2000, 2050); null when it is
 * not a plain amount ("20abc", "-1", "1e3", a 20-digit number).
 */
export function urlPriceToCents(price: string): number | null {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(price.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** Whether the URL's :price is exactly the offer's price ("20" matches "20.00"). */
export function isOfferPrice(urlPrice: string, offerPrice: string): boolean {
  const url = urlPriceToCents(urlPrice);
  const offer = urlPriceToCents(offerPrice);
  return url !== null && offer !== null && url === offer;
}

// GET /api/v1/book-offers/{token} (client token)
export const bookOfferSchema = z.object({
  token: z.string(),
  title: z.string(),
  description: z.string(),
  /** Decimal string with two decimals ("20.00"). */
  price: z.string(),
  currency: z.string(),
  /** Paragraphs separated by blank lines. */
  terms: z.string(),
});
export type BookOffer = z.infer<typeof bookOfferSchema>;
export const bookOfferResponseSchema = z.object({ data: bookOfferSchema });

// POST /api/v1/book-offers/{token}/checkout (client or user token)
export const bookCheckoutRequestSchema = z.object({
  /** The :price of the page's URL: refused (422, code price_mismatch) unless it is the offer's. */
  price: z.union([z.string().max(20), z.number()]).transform((v) => (typeof v === 'number' ? String(v) : v)),
  name: leadNameSchema('nombre'),
  last_name: leadNameSchema('apellido'),
  email: emailSchema,
  phone: e164PhoneSchema(DEFAULT_PHONE_COUNTRY),
  accept: acceptSchema(BOOK_MESSAGES.termsRequired),
});
export type BookCheckoutRequest = z.input<typeof bookCheckoutRequestSchema>;
export const bookCheckoutResponseSchema = z.object({
  /** The purchase's unguessable reference: the only key to its result. */
  reference: z.string(),
  /** The payment provider's hosted card checkout. */
  redirect_url: z.string(),
});
export type BookCheckoutResponse = z.infer<typeof bookCheckoutResponseSchema>;

// GET /api/v1/book-orders/{reference} (client token): the guest's own result, by its reference only
export const bookOrderParamsSchema = z.object({
  reference: z
    .string()
    .min(10)
    .max(60)
    .regex(/^[\w-]+$/, 'La referencia no es válida'),
});
export const bookOrderSchema = z.object({
  reference: z.string(),
  status: z.enum(['pending', 'success', 'failure', 'refunded']),
  token: z.string(),
  title: z.string(),
  total: z.string(),
  currency: z.string(),
  /** The e-mail the receipt goes to. */
  email: z.string(),
  first_name: z.string(),
  /** The provider's transaction and authorization, once paid. */
  transactional_id: z.string().nullable(),
  authorization_code: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type BookOrder = z.infer<typeof bookOrderSchema>;
export const bookOrderResponseSchema = z.object({ data: bookOrderSchema });

/** Where the provider's return lands on the web app: the offer's page with the purchase's reference. */
export function bookResultPath(offer: { token: string; price: string }, reference: string): string {
  const cents = urlPriceToCents(offer.price) ?? 0;
  const price = cents % 100 === 0 ? String(cents / 100) : centsToMoney(cents);
  return `/checkout/${encodeURIComponent(price)}/${encodeURIComponent(offer.token)}?ref=${encodeURIComponent(reference)}`;
}
