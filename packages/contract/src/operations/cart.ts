// The cart operations: what each takes and answers. The API registers its routes from these;
// the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import {
  addCourseShoppingCardRequestSchema,
  addCourseShoppingCardResponseSchema,
  addShoppingCarRequestSchema,
  addShoppingCarResponseSchema,
  cartResponseSchema,
  clearShoppingCarRequestSchema,
  clearShoppingCarResponseSchema,
  deleteShoppingCarRequestSchema,
  deleteShoppingCarResponseSchema,
} from '../cart.ts';
import { messageSchema, validationErrorSchema } from '../common.ts';
import { checkoutRequestSchema, checkoutResponseSchema } from '../orders.ts';
import { cartPaths as at } from './cart.paths.ts';

const c = initContract();
const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };

export const cartOperations = c.router({
  getAllShoppingCar: {
    ...at.getAllShoppingCar,
    responses: { 200: cartResponseSchema, ...errors },
    summary: 'El carrito del usuario del token, con el total y su IVA',
    metadata: { tags: ['carrito'] },
  },
  addCourseShoppingCard: {
    ...at.addCourseShoppingCard,
    body: addCourseShoppingCardRequestSchema,
    responses: { 200: addCourseShoppingCardResponseSchema, ...errors },
    summary:
      'Agrega un curso: code 0 agregado, 21 ya estaba en el carrito, 22 ya inscrito, 1 curso gratuito inscrito al instante',
    metadata: { tags: ['carrito'] },
  },
  addShoppingCar: {
    ...at.addShoppingCar,
    body: addShoppingCarRequestSchema,
    responses: { 200: addShoppingCarResponseSchema, ...errors },
    summary: "Agrega un curso (antiguo): 'exist' si ya está o ya es suyo; si no, el carrito",
    metadata: { tags: ['carrito'] },
  },
  deleteShoppingCar: {
    ...at.deleteShoppingCar,
    body: deleteShoppingCarRequestSchema,
    responses: { 200: deleteShoppingCarResponseSchema, ...errors },
    summary: 'Quita un curso: {course_id, proyect_id}, o (antiguo) {id de la fila, user_id}',
    metadata: { tags: ['carrito'] },
  },
  clearShoppingCar: {
    ...at.clearShoppingCar,
    body: clearShoppingCarRequestSchema,
    responses: { 200: clearShoppingCarResponseSchema, ...errors },
    summary: 'Vacía el carrito',
    metadata: { tags: ['carrito'] },
  },
  checkout: {
    ...at.checkout,
    body: checkoutRequestSchema,
    responses: { 200: checkoutResponseSchema, ...errors, 429: messageSchema, 502: messageSchema },
    summary:
      'Crea la orden con el carrito y los precios del servidor (los montos del cuerpo se ignoran) y devuelve la URL del pago del proveedor',
    metadata: { tags: ['pagos'] },
  },
});
