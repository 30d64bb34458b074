import { messageSchema, validationErrorSchema } from '@campus/contract';
import { cartOperations as op } from '@campus/contract/operations/cart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { assertSelf } from '../accounts/accounts.service.ts';
import {
  addCourse,
  addCourseLegacy,
  checkout,
  clearCart,
  getCart,
  removeCourse,
  removeRow,
} from './cart.service.ts';

const _errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };

/** The cart calls of spec §7 and the checkout: a user token; they act on the token's user only. */
export async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { auth: 'user' as const };
  const rate = () => app.config.vatRate;

  r.route({
    ...routeFor(op.getAllShoppingCar),
    config: user,
    handler: async (request) => getCart(app.db, currentUserId(request), rate()),
  });

  r.route({
    ...routeFor(op.addCourseShoppingCard),
    config: user,
    handler: async (request) =>
      addCourse(app.db, currentUserId(request), request.body.course_id, request.body.proyect_id, rate()),
  });

  r.route({
    ...routeFor(op.addShoppingCar),
    config: user,
    handler: async (request, reply) => {
      const userId = currentUserId(request);
      await assertSelf(app.db, userId, { user_id: request.body.user_id });
      const result = await addCourseLegacy(app.db, userId, request.body.course_id, rate());
      // The JSON string "exist" (a bare string would leave as text/plain).
      if (result === 'exist')
        return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(result);
      return result;
    },
  });

  r.route({
    ...routeFor(op.deleteShoppingCar),
    config: user,
    handler: async (request) => {
      const userId = currentUserId(request);
      const body = request.body;
      if ('course_id' in body) return removeCourse(app.db, userId, body.course_id, body.proyect_id, rate());
      await assertSelf(app.db, userId, { user_id: body.user_id });
      return removeRow(app.db, userId, body.id, rate());
    },
  });

  r.route({
    ...routeFor(op.clearShoppingCar),
    config: user,
    handler: async (request) => clearCart(app.db, currentUserId(request), request.body.proyect_id, rate()),
  });

  r.route({
    ...routeFor(op.checkout),
    // Each checkout opens a payment at the provider (and a pending order to reconcile): per
    // student, whatever their address; counted after the token has named them.
    config: {
      ...user,
      rateLimit: {
        max: app.config.checkoutsPerHour,
        timeWindow: '1 hour',
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => `checkout:${request.auth?.userId ?? request.ip}`,
      },
    },
    handler: async (request) =>
      checkout(app.db, app.payments, app.config, currentUserId(request), request.body.proyect_id),
  });
}
