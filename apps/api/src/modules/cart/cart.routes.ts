import {
  addCourseShoppingCardRequestSchema,
  addCourseShoppingCardResponseSchema,
  addShoppingCarRequestSchema,
  addShoppingCarResponseSchema,
  cartResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  clearShoppingCarRequestSchema,
  clearShoppingCarResponseSchema,
  deleteShoppingCarRequestSchema,
  deleteShoppingCarResponseSchema,
  messageSchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };

/** The cart calls of spec §7 and the checkout: a user token; they act on the token's user only. */
export async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { auth: 'user' as const };
  const rate = () => app.config.vatRate;

  r.get(
    '/api/v1/getAllShoppingCar',
    {
      config: user,
      schema: {
        tags: ['carrito'],
        summary: 'El carrito del usuario del token, con el total y su IVA',
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => getCart(app.db, currentUserId(request), rate()),
  );

  r.post(
    '/api/v1/addCourseShoppingCard',
    {
      config: user,
      schema: {
        tags: ['carrito'],
        summary:
          'Agrega un curso: code 0 agregado, 21 ya estaba en el carrito, 22 ya inscrito, 1 curso gratuito inscrito al instante',
        body: addCourseShoppingCardRequestSchema,
        response: { 200: addCourseShoppingCardResponseSchema, ...errors },
      },
    },
    async (request) =>
      addCourse(app.db, currentUserId(request), request.body.course_id, request.body.proyect_id, rate()),
  );

  r.post(
    '/api/v1/addShoppingCar',
    {
      config: user,
      schema: {
        tags: ['carrito'],
        summary: "Agrega un curso (antiguo): 'exist' si ya está o ya es suyo; si no, el carrito",
        body: addShoppingCarRequestSchema,
        response: { 200: addShoppingCarResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      await assertSelf(app.db, userId, { user_id: request.body.user_id });
      const result = await addCourseLegacy(app.db, userId, request.body.course_id, rate());
      // The JSON string "exist" (a bare string would leave as text/plain).
      if (result === 'exist')
        return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(result);
      return result;
    },
  );

  r.post(
    '/api/v1/deleteShoppingCar',
    {
      config: user,
      schema: {
        tags: ['carrito'],
        summary: 'Quita un curso: {course_id, proyect_id}, o (antiguo) {id de la fila, user_id}',
        body: deleteShoppingCarRequestSchema,
        response: { 200: deleteShoppingCarResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const body = request.body;
      if ('course_id' in body) return removeCourse(app.db, userId, body.course_id, body.proyect_id, rate());
      await assertSelf(app.db, userId, { user_id: body.user_id });
      return removeRow(app.db, userId, body.id, rate());
    },
  );

  r.post(
    '/api/v1/clearShoppingCar',
    {
      config: user,
      schema: {
        tags: ['carrito'],
        summary: 'Vacía el carrito',
        body: clearShoppingCarRequestSchema,
        response: { 200: clearShoppingCarResponseSchema, ...errors },
      },
    },
    async (request) => clearCart(app.db, currentUserId(request), request.body.proyect_id, rate()),
  );

  r.post(
    '/api/v1/checkout',
    {
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
      schema: {
        tags: ['pagos'],
        summary:
          'Crea la orden con el carrito y los precios del servidor (los montos del cuerpo se ignoran) y devuelve la URL del pago del proveedor',
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...errors, 429: messageSchema, 502: messageSchema },
      },
    },
    async (request) =>
      checkout(app.db, app.payments, app.config, currentUserId(request), request.body.proyect_id),
  );
}
