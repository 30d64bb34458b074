// Orders in the operator area (issue 13, part B): list with status filter and search, detail with
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
} as const;

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
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminRefundResponseSchema = z.object({
  message: z.string(),
  status: z.enum(ADMIN_ORDER_STATUSES),
  /** Enrolments removed (a course another paid order covers stays). */
  revoked: z.number().int(),
});
export type AdminRefundResponse = z.infer<typeof adminRefundResponseSchema>;
