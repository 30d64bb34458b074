// Accounts calls of spec §7 "Token and auth": register, login, logout, password reset and the
// legal document, with the rules of §5 (password, birth date, terms, captcha) and the field names
// of §3 (login response, user.person).
import * as z from 'zod';
import './zod-es.ts';
import { captchaPayloadSchema } from './captcha.ts';
import { emailSchema, idSchema, projectIdSchema } from './common.ts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { BIRTH_YEAR_SPAN, PROJECT_ID } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { optionalE164PhoneSchema } from './phone.ts';

// ── Messages of spec §5 and §8 (letter for letter where quoted there; shared ones from MESSAGES) ─
export const AUTH_MESSAGES = {
  registered: 'Usuario registrado correctamente!',
  termsRequired: 'Terminos y condiciones es requerido',
  captchaFailed: MESSAGES.captchaFailed,
  loginFailed: MESSAGES.loginFailed,
  noPermission: MESSAGES.noPermission,
  tooManyLoginFailures:
    'Demasiados intentos fallidos para este usuario. Espere unos minutos e intente nuevamente.',
  tooManyAuthRequests: MESSAGES.tooManyRequests,
  resetSent: 'Email enviado!',
  emailNotRegistered: MESSAGES.emailNotRegistered,
  resetTokenInvalid:
    'El enlace para restablecer la contraseña no es válido o ha expirado. Solicite uno nuevo.',
  passwordChanged: 'Contraseña actualizada con éxito!',
  loggedOut: 'Sesión cerrada.',
  emailTaken: 'El email ya se encuentra registrado.',
  commonPassword: 'La contraseña es demasiado común; elija una más difícil de adivinar',
  birthDateInvalid: 'La fecha de nacimiento no es válida',
  nameLetters: (label: string) => `El campo ${label} debe ser solo de caracteres`,
  phoneNumeric: 'El campo teléfono debe ser solo numerico',
} as const;

// ── Password rules ──────────────────────────────────────────────────────────────────────────
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

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

// ── Birth date rules (spec §5, §9: this year and 70 before) ───────────────────────────────────
/** The birth years a person may choose, newest first: this year and BIRTH_YEAR_SPAN - 1 before. */
export function birthYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: BIRTH_YEAR_SPAN }, (_, i) => year - i);
}

/** Days in a month (1–12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM-DD` from the three selectors. */
export function formatBirthDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Splits `YYYY-MM-DD` into numbers, or null when it is not that shape. */
export function parseBirthDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** A real calendar date, in one of the selectable years, not after today. */
export function isValidBirthDate(value: string, now: Date = new Date()): boolean {
  const parts = parseBirthDate(value);
  if (!parts) return false;
  const { year, month, day } = parts;
  const years = birthYears(now);
  if (year > years[0]! || year < years[years.length - 1]!) return false;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  const today = formatBirthDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
  return value <= today;
}

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
/** A first name or surname: letters (any alphabet, accents), spaces, apostrophes, hyphens, dots. */
export const personNameSchema = (label: string) =>
  z.string().trim().min(1).max(100).regex(NAME_PATTERN, AUTH_MESSAGES.nameLetters(label));

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

export const registerResponseSchema = z.object({ message: z.string(), user: userSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

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
/** The terms and conditions shown by the register form (spec §7: legal-document/1). */
export const TERMS_DOCUMENT_ID = 1;
