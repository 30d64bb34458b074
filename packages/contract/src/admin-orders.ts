// Orders in the operator area: list with status filter and search, detail with
// the VAT split and the provider's references, refund.
import * as z from 'zod';
// Spanish messages when a page imports this file by its subpath (not through the index).
import './zod-es.ts';
import { adminListQuerySchema } from './admin.ts';
import { adminCertificateSchema } from './certificates.ts';
import { paginatedSchema } from './common.ts';
import { orderDetailSchema } from './orders.ts';

export const ADMIN_ORDER_MESSAGES = {
  refunded:
    'Pedido reembolsado: el acceso a sus cursos fue retirado (salvo los cubiertos por otro pedido pagado).',
  notRefundable: 'Solo se puede reembolsar un pedido pagado.',
  refundedAtProvider:
    'Pago anulado en el proveedor y pedido reembolsado: el acceso a sus cursos fue retirado (salvo los cubiertos por otro pedido pagado).',
  payphoneWindowClosed:
    'PayPhone solo permite anular el mismo día antes de las 20:00 (hora de Ecuador); haga la devolución desde su panel de PayPhone y luego márquela aquí.',
  providerCannotRefund:
    'Este proveedor no permite reembolsar desde aquí; haga la devolución desde el panel del proveedor y luego márquela aquí.',
  hotmartRefund:
    'Los reembolsos de Hotmart se hacen en el panel de Hotmart; al aprobarse, Hotmart lo notifica y el acceso se retira solo. También puede marcarlo aquí.',
  notAtProvider: 'Este pedido no se cobró con un proveedor de pagos: márquelo como reembolsado aquí.',
  providerRefused:
    'El proveedor no aceptó la anulación; haga la devolución desde su panel y luego márquela aquí.',
  providerUnavailable:
    'No se pudo contactar al proveedor de pagos. Inténtelo de nuevo en unos minutos, o haga la devolución desde su panel y luego márquela aquí.',
} as const;

/** POST /api/admin/orders/{id}/refund: `at_provider` true also returns the money at the provider. */
export const adminRefundRequestSchema = z.object({ at_provider: z.boolean().optional() }).strict().nullish();
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;

/** Whether the operator can refund an order at its provider from here, and if not, what to do. */
export const adminProviderRefundSchema = z.object({
  available: z.boolean(),
  /** Spanish: why not, and what to do by hand (null when available). */
  note: z.string().nullable(),
});
export type AdminProviderRefund = z.infer<typeof adminProviderRefundSchema>;

export const ADMIN_ORDER_STATUSES = ['pending', 'success', 'approved', 'failure', 'refunded'] as const;

/** GET /api/admin/orders: page, page size, `q` (e-mail or reference, partial) and `status`. */
export const adminOrderListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(ADMIN_ORDER_STATUSES).optional(),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

const money = z.string().regex(/^\d+\.\d{2}$/);

export const adminOrderSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string().nullable(),
  user_id: z.number().int().nullable(),
  email: z.string().nullable(),
  buyer_name: z.string().nullable(),
  status: z.enum(ADMIN_ORDER_STATUSES),
  total: money,
  currency: z.string(),
  provider: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export const adminOrderPageSchema = paginatedSchema(adminOrderSummarySchema);

/** The student's order detail plus what only the operator sees. */
export const adminOrderDetailSchema = orderDetailSchema.extend({
  reference: z.string().nullable(),
  user_id: z.number().int().nullable(),
  email: z.string().nullable(),
  buyer_name: z.string().nullable(),
  /** The provider's id of the checkout. */
  provider_ref: z.string().nullable(),
  refunded_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** The buyer's certificates of this order's courses, revoked ones with their date and reason. */
  certificates: z.array(adminCertificateSchema),
  /** For a paid order: whether "refund at the provider" is offered now, or what to do by hand. */
  provider_refund: adminProviderRefundSchema,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminRefundResponseSchema = z.object({
  message: z.string(),
  status: z.enum(ADMIN_ORDER_STATUSES),
  /** Enrolments removed (a course another paid order covers stays). */
  revoked: z.number().int(),
  /** True when the money was also returned at the provider by this call. */
  at_provider: z.boolean(),
});
export type AdminRefundResponse = z.infer<typeof adminRefundResponseSchema>;
