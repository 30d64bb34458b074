// Profile and student-area calls of spec §7 ("Profile", and "Student area" my courses): every one
// acts on the token's own user; ids, user_ids or e-mails naming another user are refused (403).
import * as z from 'zod';
import './zod-es.ts';
import {
  anyPasswordSchema,
  birthDateSchema,
  optionalPhoneSchema,
  passwordSchema,
  personNameSchema,
  personSchema,
  userSchema,
} from './auth.ts';
import {
  emailSchema,
  idSchema,
  pageQuerySchema,
  paginatedSchema,
  perPageSchema,
  projectIdSchema,
} from './common.ts';
import { PROJECT_ID } from './constants.ts';
import { PROFILE_MESSAGES, SEX_VALUES } from './profile-rules.ts';

export * from './profile-rules.ts';

const documentSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^[\p{L}\p{N}-]*$/u, PROFILE_MESSAGES.documentAlphanumeric);
/** Empty clears the birthday; otherwise the register rule. */
const optionalBirthdaySchema = z.union([z.literal(''), z.null(), birthDateSchema]);

/** The editable personal data, with the field names of spec §7 UpdateDataPerson. */
export const personalDataSchema = z.object({
  name: personNameSchema('nombre'),
  last_name: personNameSchema('apellido'),
  document: documentSchema.optional(),
  phone: optionalPhoneSchema.optional(),
  movil: optionalPhoneSchema.optional(),
  birthday: optionalBirthdaySchema.optional(),
  sex: z.enum(SEX_VALUES).optional(),
});
export type PersonalData = z.input<typeof personalDataSchema>;

/**
 * Identities a body may name. The server accepts them only when they are the caller's own, so a
 * client that sends them (as §7's do) works, and one naming someone else gets 403.
 */
const selfIdentity = {
  id: idSchema.optional(),
  user_id: idSchema.optional(),
  email: emailSchema.optional(),
};

// POST /api/v1/setting/dataPerson {email}
export const dataPersonRequestSchema = z.object({ email: emailSchema });
export const personRecordSchema = personSchema.extend({ user_id: z.number().int(), email: z.string() });
export const dataPersonResponseSchema = z.object({ data: personRecordSchema });
export type DataPersonResponse = z.infer<typeof dataPersonResponseSchema>;

// POST /api/v1/setting/update/UpdateDataPerson {id, name, last_name, document, phone, movil, birthday, sex}
export const updateDataPersonRequestSchema = personalDataSchema.extend({ ...selfIdentity, id: idSchema });
// PUT /api/v2/user (same fields; the user is the token's)
export const updateUserRequestSchema = personalDataSchema.extend(selfIdentity);
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const profileResponseSchema = z.object({ message: z.string(), data: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

// GET /api/v2/userId?proyect_id
export const userIdQuerySchema = z.object({ proyect_id: projectIdSchema.default(PROJECT_ID) });
export const currentUserSchema = userSchema.extend({ role: z.number().int() });
export const currentUserResponseSchema = z.object({ data: currentUserSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

// PUT /api/v2/userPassword
export const changePasswordRequestSchema = z
  .object({
    current_password: anyPasswordSchema,
    password: passwordSchema,
    password_confirmation: z.string().max(1024).optional(),
  })
  .refine((b) => b.password_confirmation === undefined || b.password_confirmation === b.password, {
    message: PROFILE_MESSAGES.passwordsMustMatch,
    path: ['password_confirmation'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

// POST /api/v2/userImage (multipart, field `image`)
export const userImageResponseSchema = z.object({
  message: z.string(),
  data: z.object({ image: z.string() }),
});
export type UserImageResponse = z.infer<typeof userImageResponseSchema>;

// ── Orders (spec §3 "Order: courses.name, total, status"; §4 statuses) ─────────────────────────
export const ORDER_STATUSES = ['pending', 'success', 'approved', 'failure', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderSchema = z.object({
  id: z.number().int(),
  /** Names of the courses bought, comma-separated (one order may hold several). */
  courses: z.object({ name: z.string() }),
  /** Decimal string with two decimals ("247.00"). */
  total: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** ISO 8601. */
  created_at: z.string(),
  items: z.array(z.object({ course_id: z.number().int(), name: z.string(), price: z.string() })),
  /** Taxable base and VAT of the total (spec §9), at `vat_rate`. */
  base: z.string(),
  vat: z.string(),
  vat_rate: z.number(),
  currency: z.string(),
  /** Payment provider ('sandbox', 'payphone', 'hotmart', 'free') and its transaction reference. */
  provider: z.string(),
  transactional_id: z.string().nullable(),
  authorization_code: z.string().nullable(),
  /** ISO 8601, once paid. */
  paid_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

// POST /api/v1/setting/get/userOrder {user_id}
export const userOrderRequestSchema = z.object({ user_id: idSchema });
export const userOrderResponseSchema = z.object({ data: z.array(orderSchema) });
// GET /api/v2/userOrders/{perPage}?page
export const userOrdersParamsSchema = z.object({ perPage: perPageSchema });
export const userOrdersQuerySchema = pageQuerySchema;
export const userOrdersResponseSchema = paginatedSchema(orderSchema);
export type UserOrdersResponse = z.infer<typeof userOrdersResponseSchema>;

// ── My courses (spec §7 student area: User_Course, userCoursesFilter) ─────────────────────────
export const myCourseSchema = z.object({
  /** The course (mounted course) id. */
  id: z.number().int(),
  courses: z.object({
    name: z.string(),
    description: z.string(),
    data: z.object({ imageUrl: z.string() }),
  }),
  /** Percent of the course completed, 0–100. */
  progress: z.number().int().min(0).max(100),
  /** Enrolment instant (ISO 8601). */
  date_in: z.string(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

// POST /api/v1/User_Course {user_id}
export const userCourseRequestSchema = z.object({ user_id: idSchema });
export const userCourseResponseSchema = z.object({ data: z.array(myCourseSchema) });
// GET /api/v2/userCoursesFilter?paginate&page&proyect
export const userCoursesFilterQuerySchema = z.object({
  paginate: perPageSchema.default(12),
  page: pageQuerySchema.shape.page,
  proyect: projectIdSchema.default(PROJECT_ID),
  search: z.string().trim().max(200).optional(),
});
export const userCoursesFilterResponseSchema = paginatedSchema(myCourseSchema);
export type UserCoursesPage = z.infer<typeof userCoursesFilterResponseSchema>;
