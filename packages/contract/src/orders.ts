// Checkout and orders: the server builds every order from its own cart and prices (spec §7, §9).
import * as z from 'zod';
import './zod-es.ts';
import { idSchema, projectIdSchema, text } from './common.ts';

export * from './orders-rules.ts';

const orderStatusSchema = z.enum(['pending', 'success', 'approved', 'failure', 'refunded']);

const money = z.string().regex(/^\d+\.\d{2}$/);

// POST /api/v1/checkout {proyect_id} (user token). Amounts in the body are ignored.
export const checkoutRequestSchema = z.object({ proyect_id: projectIdSchema });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = z.object({
  order_id: z.number().int(),
  status: orderStatusSchema,
  /** Where to send the buyer: the provider's hosted checkout. */
  redirect_url: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

// GET /api/v1/orders/{id} (user token; another user's order → 404)
export const orderParamsSchema = z.object({ id: idSchema });
export const orderItemSchema = z.object({
  course_id: z.number().int(),
  name: z.string(),
  price: money,
  image: z.string(),
});
export const orderDetailSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  total: money,
  base: money,
  vat: money,
  vat_rate: z.number(),
  currency: z.string(),
  provider: z.string(),
  /** The provider's transaction id, once confirmed. */
  transactional_id: z.string().nullable(),
  authorization_code: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  paid_at: z.string().nullable(),
  items: z.array(orderItemSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
/** The order itself, not wrapped in `data`. */
export const orderResponseSchema = orderDetailSchema;
export type OrderResponse = OrderDetail;

// ── Spec §7 "Payments" (old clients): a trigger to confirm with the provider, never a grant ─────
const optionalText = text(500).optional();
const paymentRecordFields = {
  transactional_id: z.union([z.string().trim().min(1).max(200), idSchema]).transform(String),
  authorization_code: z
    .union([text(200), z.number()])
    .transform(String)
    .optional(),
  payment_method_id: z.union([z.number().int(), z.string().max(20)]).optional(),
  note: optionalText,
  status: z.union([text(50), z.number()]).optional(),
  data: z.unknown().optional(),
  amount: z.union([z.number(), z.string().max(30)]).optional(),
};

// POST /api/client/orderConsult/success and /failure (client token)
export const orderConsultRequestSchema = z.object({
  name: optionalText,
  last_name: optionalText,
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(50).optional(),
  ...paymentRecordFields,
});
export type OrderConsultRequest = z.input<typeof orderConsultRequestSchema>;

// POST /api/v1/orderConsult/pending (user token)
export const orderConsultPendingRequestSchema = z.object({
  user_id: idSchema,
  order_data: z.unknown().optional(),
  ...paymentRecordFields,
});

// POST /api/v1/insertUserCourses, /insertUserCoursesPending, /insertUserCoursesFailure (user token)
export const insertUserCoursesRequestSchema = z.object({
  user_id: idSchema,
  order_data: z.unknown().optional(),
  ...paymentRecordFields,
});

/**
 * What every legacy payment call answers: the order's status as the server knows it AFTER asking
 * the provider. orderConsult/success and insertUserCourses answer 401 when the provider did not
 * confirm an approved payment for the order's amount and currency.
 */
export const paymentRecordResponseSchema = z.object({
  message: z.string(),
  status: orderStatusSchema,
  order_id: z.number().int(),
});
export type PaymentRecordResponse = z.infer<typeof paymentRecordResponseSchema>;
