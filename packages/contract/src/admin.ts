// The operator area: login with an optional TOTP second factor, the operator's session,
// the audit log. Sections of the area (catalogue, marketing, people…) have their own files
// (admin-catalogue.ts, …); they share the list query and paginator below.
import * as z from 'zod';
// Spanish messages when a form imports this file by its subpath (not through the index).
import './zod-es.ts';
import { accountEmailSchema, anyPasswordSchema } from './auth.ts';
import { idSchema, paginatedSchema, wholeNumber } from './common.ts';
import { MAX_PER_PAGE } from './constants.ts';

export const ADMIN_MESSAGES = {
  loginFailed: '¡Usuario o contraseña incorrectos!',
  totpRequired: 'Escriba el código de 6 dígitos de su aplicación de autenticación.',
  totpInvalid: 'El código de verificación no es válido o ya se usó.',
  totpAlreadyEnabled: 'La verificación en dos pasos ya está activada.',
  totpNotStarted: 'Primero genere el código QR de la verificación en dos pasos.',
  totpNotEnabled: 'La verificación en dos pasos no está activada.',
  loggedOut: 'Sesión cerrada.',
  operatorOnly: 'Esta área es solo para operadores.',
  saved: 'Cambios guardados.',
  deleted: 'Eliminado.',
} as const;

/** How long an operator's session lasts (shorter than a student's 30 days). */
export const ADMIN_TOKEN_TTL_HOURS = 12;
/** The default page size of the area's lists. */
export const ADMIN_PER_PAGE = 25;

/** A TOTP code as the authenticator app shows it: 6 digits (spaces tolerated). */
export const totpCodeSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'El campo código debe tener 6 dígitos'));

export const adminLoginRequestSchema = z.object({
  email: accountEmailSchema,
  password: anyPasswordSchema,
  /** Required once the operator has turned on the second factor. */
  code: z.union([totpCodeSchema, z.literal('')]).optional(),
});
export type AdminLoginRequest = z.input<typeof adminLoginRequestSchema>;

export const adminOperatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  totp_enabled: z.boolean(),
});
export type AdminOperator = z.infer<typeof adminOperatorSchema>;

export const adminLoginResponseSchema = z.object({
  access_token: z.string(),
  role: z.literal(1),
  expires_in: z.number().int(),
  operator: adminOperatorSchema,
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const adminTotpSetupResponseSchema = z.object({
  /** Base32 secret, for typing into the app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code (SVG markup). */
  qr_svg: z.string(),
});
export type AdminTotpSetup = z.infer<typeof adminTotpSetupResponseSchema>;

export const adminTotpCodeRequestSchema = z.object({ code: totpCodeSchema });
export type AdminTotpCodeRequest = z.input<typeof adminTotpCodeRequestSchema>;

// ── Lists ───────────────────────────────────────────────────────────────────────────────────
/** The list query of every table of the area: page, page size (≤ 100) and a search text. */
export const adminListQuerySchema = z.object({
  page: wholeNumber(z.number().int().positive().max(100_000)).default(1),
  per_page: wholeNumber(z.number().int().positive().max(MAX_PER_PAGE)).default(ADMIN_PER_PAGE),
  q: z.string().trim().max(200).optional(),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

export const adminIdParamsSchema = z.object({ id: idSchema });

// ── Audit log ───────────────────────────────────────────────────────────────────────────────
export const auditEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = adminListQuerySchema.extend({
  entity: z.string().trim().max(60).optional(),
  entity_id: idSchema.optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
export const auditPageSchema = paginatedSchema(auditEntrySchema);
