// Cart calls of spec §7 ("Catalogue and cart", cart part) with the spec's "Cart item" shape (§3).
import * as z from 'zod';
import './zod-es.ts';
import { CART_CODE } from './cart-rules.ts';
import { idSchema, projectIdSchema } from './common.ts';

export * from './cart-rules.ts';

const money = z.string().regex(/^\d+\.\d{2}$/);

/** Spec §3 "Cart item": id (the cart row), mounted_courses{id (the course), courses{…}, data.price}. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  mounted_courses: z.object({
    id: z.number().int(),
    courses: z.object({
      name: z.string(),
      description: z.string(),
      data: z.object({ imageUrl: z.string() }),
    }),
    data: z.object({ price: money }),
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The cart's total with its VAT split (spec §9); vat_rate is the operator's rate (0.12 by default). */
export const cartSummarySchema = z.object({
  total: money,
  base: money,
  vat: money,
  vat_rate: z.number(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

// GET /api/v1/getAllShoppingCar
export const cartResponseSchema = z.object({ data: z.array(cartItemSchema), summary: cartSummarySchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;

// POST /api/v1/addCourseShoppingCard {course_id, proyect_id}
export const addCourseShoppingCardRequestSchema = z.object({
  course_id: idSchema,
  proyect_id: projectIdSchema,
});
export type AddCourseShoppingCardRequest = z.input<typeof addCourseShoppingCardRequestSchema>;
export const addCourseShoppingCardResponseSchema = z.union([
  z.object({
    code: z.literal(CART_CODE.added),
    message: z.string(),
    data: z.array(cartItemSchema),
    summary: cartSummarySchema,
  }),
  z.object({
    code: z.literal(CART_CODE.alreadyInCart),
    message: z.string(),
    data: z.array(cartItemSchema),
    summary: cartSummarySchema,
  }),
  z.object({ code: z.literal(CART_CODE.alreadyOwned), message: z.string() }),
  z.object({ code: z.literal(CART_CODE.freeEnrolled), message: z.string(), course_id: z.number().int() }),
]);
export type AddCourseShoppingCardResponse = z.infer<typeof addCourseShoppingCardResponseSchema>;

// POST /api/v1/deleteShoppingCar: new {course_id, proyect_id} or legacy {id (cart row), user_id}
export const deleteShoppingCarRequestSchema = z.union([
  z.object({ course_id: idSchema, proyect_id: projectIdSchema }),
  z.object({ id: idSchema, user_id: idSchema }),
]);
export type DeleteShoppingCarRequest = z.input<typeof deleteShoppingCarRequestSchema>;
export const deleteShoppingCarResponseSchema = z.object({
  message: z.string(),
  data: z.array(cartItemSchema),
  summary: cartSummarySchema,
});
export type DeleteShoppingCarResponse = z.infer<typeof deleteShoppingCarResponseSchema>;

// POST /api/v1/clearShoppingCar {proyect_id}
export const clearShoppingCarRequestSchema = z.object({ proyect_id: projectIdSchema });
export const clearShoppingCarResponseSchema = deleteShoppingCarResponseSchema;

// Legacy POST /api/v1/addShoppingCar {user_id, course_id} → 'exist' or the updated cart
export const addShoppingCarRequestSchema = z.object({ user_id: idSchema, course_id: idSchema });
export const addShoppingCarResponseSchema = z.union([z.literal('exist'), cartResponseSchema]);
export type AddShoppingCarResponse = z.infer<typeof addShoppingCarResponseSchema>;
