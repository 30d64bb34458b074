// Accounts calls of spec §7 "Token and auth": register, login, logout, password reset and the
// legal document, with the rules of §5 (password, birth date, terms, captcha) and the field names
// of §3 (login response, user.person).
import * as z from 'zod';
import './zod-es.ts';
import { AUTH_MESSAGES, isValidBirthDate, PASSWORD_MAX, PASSWORD_MIN } from './auth-rules.ts';
import { captchaPayloadSchema } from './captcha.ts';
import { emailSchema, idSchema, projectIdSchema } from './common.ts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { PROJECT_ID } from './constants.ts';
import { cleanPersonName } from './person-name.ts';
import { optionalE164PhoneSchema } from './phone.ts';

export * from './auth-rules.ts';

// ── Password rules ──────────────────────────────────────────────────────────────────────────
let commonPasswords: Set<string> | null = null;

/** True for one of the most common passwords (case-insensitive), which a new password may not be. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return commonPasswords.has(password.toLowerCase());
}

/** A new password: 8 to 128 characters and not one of the most common passwords. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .refine((p) => !isCommonPassword(p), AUTH_MESSAGES.commonPassword);

/** A password being checked (login, current password): only bounded, never judged. */
export const anyPasswordSchema = z.string().min(1).max(1024);

export const birthDateSchema = z
  .string()
  .trim()
  .min(1)
  .max(10, AUTH_MESSAGES.birthDateInvalid)
  .refine((v) => isValidBirthDate(v), AUTH_MESSAGES.birthDateInvalid);

// ── E-mail ───────────────────────────────────────────────────────────────────────────────────
/** An account e-mail: required ('El campo email es requerido' when empty), then the e-mail rule. */
export const accountEmailSchema = z.string().trim().min(1).pipe(emailSchema);

// ── Names and phones ──────────────────────────────────────────────────────────────────────────
const NAME_PATTERN = /^(?:[\p{L}\p{M}][\p{L}\p{M}' .-]*)?$/u;
/**
 * A first name or surname: letters (any alphabet, accents), spaces, apostrophes, hyphens, dots.
 * Cleaned first (`cleanPersonName`: no control or bidi formatting characters, single spaces), so a
 * pasted direction mark is dropped rather than refused, and a name never reorders on a certificate.
 */
export const personNameSchema = (label: string) =>
  z
    .string()
    .transform(cleanPersonName)
    .pipe(z.string().min(1).max(100).regex(NAME_PATTERN, AUTH_MESSAGES.nameLetters(label)));

/** A phone as typed or as E.164: digits with an optional leading + and spaces, 7 to 15 digits. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return PHONE_PATTERN.test(value) && digits.length >= 7 && digits.length <= 15;
}
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(30, AUTH_MESSAGES.phoneNumeric)
  .refine((v) => v === '' || isPhoneNumber(v), AUTH_MESSAGES.phoneNumeric);

// ── Register ─────────────────────────────────────────────────────────────────────────────────
const ACCEPTED = [z.literal(true), z.literal('true'), z.literal(1), z.literal('1'), z.literal('on')] as const;
/** The terms checkbox: must be ticked (true, 'true', 1, '1' or 'on'). */
export const privacySchema = z.union(ACCEPTED, { error: AUTH_MESSAGES.termsRequired });

/** `url` of register and resetPassword: the client's page; only its path on PUBLIC_URL is used. */
export const clientUrlSchema = z.string().trim().max(2000);

export const registerRequestSchema = z.object({
  email: accountEmailSchema,
  password: passwordSchema,
  /** First names. */
  name: personNameSchema('nombre'),
  /** Last names. */
  lname: personNameSchema('apellidos'),
  /** Mobile phone, optional: read with Ecuador as the default country, stored as E.164 (spec §5 phone rules). */
  movil: optionalE164PhoneSchema(),
  proyect: projectIdSchema.default(PROJECT_ID),
  url: clientUrlSchema.optional(),
  privacy: privacySchema,
  /** `YYYY-MM-DD`. */
  birth_date: birthDateSchema,
  user_agent: z.string().max(1000).optional(),
  /** The solved ALTCHA payload (base64 JSON from the widget). */
  captcha: captchaPayloadSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;

// ── The user as the API shows it (spec §3 "User (stored locally)") ────────────────────────────
export const personSchema = z.object({
  people_first_name: z.string(),
  people_surnames: z.string(),
  people_document: z.string(),
  people_phone: z.string(),
  people_mobile: z.string(),
  /** `YYYY-MM-DD` or null. */
  people_birthday: z.string().nullable(),
  sex: z.string(),
  /** Profile photo (site path under /uploads), or null. */
  image: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  person: personSchema,
});
export type User = z.infer<typeof userSchema>;

// ── Login / logout ──────────────────────────────────────────────────────────────────────────
export const loginRequestSchema = z.object({
  email: accountEmailSchema,
  password: anyPasswordSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  /** 2 student; the web app lets only students in (spec §6). */
  role: z.number().int(),
  access_token: z.string(),
  user: userSchema,
  isLogIn: z.literal(true),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * The new student, and (for this site's project) the session the registration opened: the same
 * answer as POST /api/v1/login, so the student does not type the credentials again. The captcha
 * solved to register is the only one asked.
 */
export const registerResponseSchema = z.object({
  message: z.string(),
  user: userSchema,
  login: loginResponseSchema.optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// ── Password reset ────────────────────────────────────────────────────────────────────────────
/** Reset links are valid for 60 minutes and only once. */
export const RESET_TOKEN_TTL_MINUTES = 60;

export const resetPasswordRequestSchema = z.object({
  email: accountEmailSchema,
  url: clientUrlSchema.optional(),
  proyect_id: projectIdSchema.default(PROJECT_ID),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const resetPassConfirmRequestSchema = z.object({
  email: accountEmailSchema,
  token: z.string().trim().min(1).max(200),
  password: passwordSchema,
});
export type ResetPassConfirmRequest = z.input<typeof resetPassConfirmRequestSchema>;

// ── Legal document ──────────────────────────────────────────────────────────────────────────
export const legalDocumentParamsSchema = z.object({ id: idSchema });
export const legalDocumentQuerySchema = z.object({ proyect_id: projectIdSchema.default(PROJECT_ID) });
export const legalDocumentResponseSchema = z.object({
  data: z.object({ title: z.string(), body: z.string() }),
});
export type LegalDocumentResponse = z.infer<typeof legalDocumentResponseSchema>;
