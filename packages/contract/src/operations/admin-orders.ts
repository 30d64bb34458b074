// The operator's order operations: what each takes and answers. The API registers its routes from
// these; the operator area calls them through adminOperation().
import { initContract } from '@ts-rest/core';
import { adminIdParamsSchema } from '../admin.ts';
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminRefundRequestSchema,
  adminRefundResponseSchema,
} from '../admin-orders.ts';
import { messageSchema } from '../common.ts';
import { adminRouterOptions } from './admin.common.ts';
import { adminOrdersPaths as at } from './admin-orders.paths.ts';

const c = initContract();

export const adminOrdersOperations = c.router(
  {
    list: {
      ...at.list,
      query: adminOrderListQuerySchema,
      responses: { 200: adminOrderPageSchema },
      summary: 'Pedidos (paginados; filtro por estado; búsqueda por correo o referencia)',
    },
    get: {
      ...at.get,
      pathParams: adminIdParamsSchema,
      responses: { 200: adminOrderDetailSchema },
      summary: 'Detalle de un pedido: cursos, base e IVA, referencias del proveedor',
    },
    refund: {
      ...at.refund,
      pathParams: adminIdParamsSchema,
      body: adminRefundRequestSchema,
      responses: { 200: adminRefundResponseSchema, 409: messageSchema, 502: messageSchema },
      summary:
        'Reembolsa un pedido pagado y retira el acceso (salvo cursos cubiertos por otro pedido pagado). Con `at_provider: true` primero anula el pago en el proveedor (PayPhone: el mismo día antes de las 20:00, hora de Ecuador); si no se puede, 409 con lo que hay que hacer a mano',
    },
  },
  adminRouterOptions,
);
