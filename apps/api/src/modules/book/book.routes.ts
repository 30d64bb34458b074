// The book pre-sale API (spec §2 /checkout/:price/:token): the offer, the purchase, the provider's
// return and the guest's result. The purchase is recorded through the spec's
// POST /api/client/orderConsult/success (payments module): 200 only once the provider confirmed it.
import {
  bookCheckoutRequestSchema,
  bookCheckoutResponseSchema,
  bookOfferParamsSchema,
  bookOfferResponseSchema,
  bookOrderParamsSchema,
  bookOrderResponseSchema,
  messageSchema,
  paymentReturnQuerySchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { flatQuery } from '../payments/payments.service.ts';
import {
  BOOK_RETURN_PATH,
  getBookOffer,
  getBookOrder,
  handleBookReturn,
  startBookCheckout,
} from './book.service.ts';

const errors = { 401: messageSchema, 404: messageSchema, 422: validationErrorSchema, 429: messageSchema };

export async function bookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/book-offers/:token',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['preventa'],
        summary:
          'Preventa del libro: título, descripción, precio (el del servidor) y términos; 404 si no existe o terminó',
        params: bookOfferParamsSchema,
        response: { 200: bookOfferResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await getBookOffer(app.db, request.params.token) }),
  );

  r.post(
    '/api/v1/book-offers/:token/checkout',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['preventa'],
        summary:
          'Compra de la preventa: `price` es el del enlace y debe ser el de la oferta (si no, 422 price_mismatch, sin cobro); devuelve la referencia y la página de pago del proveedor',
        params: bookOfferParamsSchema,
        body: bookCheckoutRequestSchema,
        response: { 200: bookCheckoutResponseSchema, 502: messageSchema, ...errors },
      },
    },
    async (request) =>
      startBookCheckout(
        app.db,
        app.config,
        app.payments,
        request.params.token,
        request.body,
        request.auth?.userId ?? null,
      ),
  );

  r.get(
    BOOK_RETURN_PATH,
    {
      config: { auth: 'none', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['preventa'],
        summary:
          'Regreso desde el proveedor: el servidor confirma el pago y redirige a la página de la preventa con ?ref={referencia}',
        querystring: paymentReturnQuerySchema,
        response: { 302: messageSchema.partial(), 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const location = await handleBookReturn(
        app.db,
        app.config,
        app.payments,
        flatQuery(request.query),
        request.log,
      );
      app.mailer.wake();
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  r.get(
    '/api/v1/book-orders/:reference',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['preventa'],
        summary: 'Resultado de una compra de la preventa, solo por su referencia (imposible de adivinar)',
        params: bookOrderParamsSchema,
        response: { 200: bookOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getBookOrder(app.db, request.params.reference) };
    },
  );
}
