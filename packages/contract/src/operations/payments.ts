// The payments operations: what each takes and answers. The API registers its routes from these;
// the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import { messageSchema, validationErrorSchema } from '../common.ts';
import {
  insertUserCoursesRequestSchema,
  orderConsultPendingRequestSchema,
  orderConsultRequestSchema,
  orderParamsSchema,
  orderResponseSchema,
  paymentRecordResponseSchema,
} from '../orders.ts';
import { paymentInfoResponseSchema } from '../payments.ts';
import { paymentsPaths as at } from './payments.paths.ts';

const c = initContract();
const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };

const tags = ['pagos'];
/** Spec §7 "Payments" for old clients: each triggers a check with the provider, never grants by itself. */
const legacyResponses = { 200: paymentRecordResponseSchema, ...errors };

export const paymentsOperations = c.router({
  order: {
    ...at.order,
    pathParams: orderParamsSchema,
    responses: { 200: orderResponseSchema, ...errors },
    summary: 'Una orden del usuario del token, con su IVA y sus cursos (la de otro usuario: 404)',
    metadata: { tags },
  },
  info: {
    ...at.info,
    responses: { 200: paymentInfoResponseSchema, 401: messageSchema },
    summary: 'Proveedor de pagos, moneda, tasa de IVA y tarjetas aceptadas',
    metadata: { tags },
  },
  orderConsultSuccess: {
    ...at.orderConsultSuccess,
    body: orderConsultRequestSchema,
    responses: legacyResponses,
    summary:
      'Pago exitoso informado por el cliente: 200 solo si el proveedor confirma el pago de la orden (monto y moneda); si no, 401',
    metadata: { tags },
  },
  orderConsultFailure: {
    ...at.orderConsultFailure,
    body: orderConsultRequestSchema,
    responses: legacyResponses,
    summary:
      'Pago fallido informado por el cliente: el servidor consulta al proveedor y responde el estado real de la orden',
    metadata: { tags },
  },
  orderConsultPending: {
    ...at.orderConsultPending,
    body: orderConsultPendingRequestSchema,
    responses: legacyResponses,
    summary:
      'Pago pendiente informado por el cliente: el servidor consulta al proveedor y responde el estado real',
    metadata: { tags },
  },
  insertUserCourses: {
    ...at.insertUserCourses,
    body: insertUserCoursesRequestSchema,
    responses: legacyResponses,
    summary:
      'Inscripción tras un pago (antiguo): 200 solo si el proveedor confirma el pago de la orden; si no, 401',
    metadata: { tags },
  },
  insertUserCoursesPending: {
    ...at.insertUserCoursesPending,
    body: insertUserCoursesRequestSchema,
    responses: legacyResponses,
    summary: 'Pago pendiente (antiguo): responde el estado real',
    metadata: { tags },
  },
  insertUserCoursesFailure: {
    ...at.insertUserCoursesFailure,
    body: insertUserCoursesRequestSchema,
    responses: legacyResponses,
    summary: 'Pago fallido (antiguo): responde el estado real',
    metadata: { tags },
  },
});
