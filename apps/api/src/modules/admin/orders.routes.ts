import { ADMIN_ORDER_MESSAGES } from '@campus/contract';
import { adminOrdersOperations as op } from '@campus/contract/operations/admin-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Conflict } from '../../lib/errors.ts';
import { routeFor } from '../../lib/operation-route.ts';
import { certificatesOfStudent } from '../certificates/certificates.service.ts';
import {
  listOrdersAdmin,
  orderDetailAdmin,
  refundAtProvider,
  refundOrderAdmin,
} from '../orders/orders.admin.service.ts';
import { auditedBy } from './admin.routes-kit.ts';

/** The orders section: list (status, e-mail/reference search, pages), detail and refund. */
export async function adminOrdersSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeFor(op.list),
    handler: async (request) => listOrdersAdmin(app.db, request.query),
  });

  r.route({
    ...routeFor(op.get),
    handler: async (request) => {
      const order = await orderDetailAdmin(app.db, request.params.id, app.config.vatRate, app.payments);
      // The buyer's certificates of these courses: a refund says which one it revoked.
      const courses = new Set(order.items.map((i) => i.course_id));
      const certificates =
        order.user_id === null
          ? []
          : (await certificatesOfStudent(app.db, order.user_id)).filter((c) => courses.has(c.course_id));
      return { ...order, certificates };
    },
  });

  r.route({
    ...routeFor(op.refund),
    handler: async (request) => {
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
  });
}
