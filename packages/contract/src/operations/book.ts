// The book operations: what each takes and answers. The API registers its routes from these;
// the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import {
  bookCheckoutRequestSchema,
  bookCheckoutResponseSchema,
  bookOfferParamsSchema,
  bookOfferResponseSchema,
  bookOrderParamsSchema,
  bookOrderResponseSchema,
} from '../book.ts';
import { messageSchema, validationErrorSchema } from '../common.ts';
import { bookPaths as at } from './book.paths.ts';

const c = initContract();
const errors = { 401: messageSchema, 404: messageSchema, 422: validationErrorSchema, 429: messageSchema };

export const bookOperations = c.router({
  bookOffers: {
    ...at.bookOffers,
    pathParams: bookOfferParamsSchema,
    responses: { 200: bookOfferResponseSchema, ...errors },
    summary:
      'Preventa del libro: título, descripción, precio (el del servidor) y términos; 404 si no existe o terminó',
    metadata: { tags: ['preventa'] },
  },
  checkout: {
    ...at.checkout,
    pathParams: bookOfferParamsSchema,
    body: bookCheckoutRequestSchema,
    responses: { 200: bookCheckoutResponseSchema, 502: messageSchema, ...errors },
    summary:
      'Compra de la preventa: `price` es el del enlace y debe ser el de la oferta (si no, 422 price_mismatch, sin cobro); devuelve la referencia y la página de pago del proveedor',
    metadata: { tags: ['preventa'] },
  },
  bookOrders: {
    ...at.bookOrders,
    pathParams: bookOrderParamsSchema,
    responses: { 200: bookOrderResponseSchema, ...errors },
    summary: 'Resultado de una compra de la preventa, solo por su referencia (imposible de adivinar)',
    metadata: { tags: ['preventa'] },
  },
});
