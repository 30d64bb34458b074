// The book pre-sale API (spec §2 /checkout/:price/:token): the offer, the purchase, the provider's
// return and the guest's result. The purchase is recorded through the spec's
// POST /api/client/orderConsult/success (payments module): 200 only once the provider confirmed it.
import { messageSchema, paymentReturnQuerySchema, validationErrorSchema } from '@campus/contract';
import { bookOperations as op } from '@campus/contract/operations/book';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { flatQuery } from '../payments/payments.service.ts';
import {
  BOOK_RETURN_PATH,
  getBookOffer,
  getBookOrder,
  handleBookReturn,
  startBookCheckout,
} from './book.service.ts';

export async function bookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeFor(op.bookOffers),
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    handler: async (request) => ({ data: await getBookOffer(app.db, request.params.token) }),
  });

  r.route({
    ...routeFor(op.checkout),
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request) =>
      startBookCheckout(
        app.db,
        app.config,
        app.payments,
        request.params.token,
        request.body,
        request.auth?.userId ?? null,
      ),
  });

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

  r.route({
    ...routeFor(op.bookOrders),
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getBookOrder(app.db, request.params.reference) };
    },
  });
}
