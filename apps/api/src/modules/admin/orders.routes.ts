import {
  ADMIN_ORDER_MESSAGES,
  adminIdParamsSchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminRefundRequestSchema,
  adminRefundResponseSchema,
  messageSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Conflict } from '../../lib/errors.ts';
import { certificatesOfStudent } from '../certificates/certificates.service.ts';
import {
  listOrdersAdmin,
  orderDetailAdmin,
  refundAtProvider,
  refundOrderAdmin,
} from '../orders/orders.admin.service.ts';
import { adminErrors } from './admin.guard.ts';
import { adminListRoute, adminTags, auditedBy } from './admin.routes-kit.ts';

/** The orders section: list (status, e-mail/reference search, pages), detail and refund. */
export async function adminOrdersSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = adminTags;

  adminListRoute(
    app,
    {
      url: '/api/admin/orders',
      summary: 'Pedidos (paginados; filtro por estado; búsqueda por correo o referencia)',
      querystring: adminOrderListQuerySchema,
      page: adminOrderPageSchema,
    },
    listOrdersAdmin,
  );

  r.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'Detalle de un pedido: cursos, base e IVA, referencias del proveedor',
        params: adminIdParamsSchema,
        response: { 200: adminOrderDetailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const order = await orderDetailAdmin(app.db, request.params.id, app.config.vatRate, app.payments);
      // The buyer's certificates of these courses: a refund says which one it revoked.
      const courses = new Set(order.items.map((i) => i.course_id));
      const certificates =
        order.user_id === null
          ? []
          : (await certificatesOfStudent(app.db, order.user_id)).filter((c) => courses.has(c.course_id));
      return { ...order, certificates };
    },
  );

  r.post(
    '/api/admin/orders/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Reembolsa un pedido pagado y retira el acceso (salvo cursos cubiertos por otro pedido pagado). Con `at_provider: true` primero anula el pago en el proveedor (PayPhone: el mismo día antes de las 20:00, hora de Ecuador); si no se puede, 409 con lo que hay que hacer a mano',
        params: adminIdParamsSchema,
        body: adminRefundRequestSchema,
        response: { 200: adminRefundResponseSchema, ...adminErrors, 409: messageSchema, 502: messageSchema },
      },
    },
    async (request) => {
      const atProvider = request.body?.at_provider === true;
      // The money first: an order is refunded here only once the provider has returned it.
      if (atProvider) await refundAtProvider(app.db, app.payments, request.params.id);
      return auditedBy(request, atProvider ? 'refund_at_provider' : 'refund', 'orders', async (tx) => {
        const done = await refundOrderAdmin(tx, request.params.id);
        // Nothing to refund: the transaction rolls back, so no audit entry is written either.
        if (!done.changed && !atProvider) throw new Conflict(ADMIN_ORDER_MESSAGES.notRefundable);
        return {
          entityId: request.params.id,
          before: done.before,
          after: done.after,
          result: {
            message: atProvider ? ADMIN_ORDER_MESSAGES.refundedAtProvider : ADMIN_ORDER_MESSAGES.refunded,
            status: done.status,
            revoked: done.revoked,
            at_provider: atProvider,
          },
        };
      });
    },
  );
}
