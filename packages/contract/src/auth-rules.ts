// The accounts' rules a page needs without their schemas: messages, password bounds, birth dates,
// the terms' document. Free of zod, so the register and login pages paint before their form rules
// arrive; auth.ts re-exports all of it.
import { BIRTH_YEAR_SPAN } from './constants.ts';
import { MESSAGES } from './messages.ts';

// ── Messages of spec §5 and §8 (its wording, correct orthography; shared ones from MESSAGES) ──
export const AUTH_MESSAGES = {
  registered: '¡Usuario registrado correctamente!',
  termsRequired: 'Términos y condiciones es requerido',
  captchaFailed: MESSAGES.captchaFailed,
  loginFailed: MESSAGES.loginFailed,
  noPermission: MESSAGES.noPermission,
  tooManyLoginFailures:
    'Demasiados intentos fallidos para este usuario. Espere unos minutos e intente nuevamente.',
  tooManyAuthRequests: MESSAGES.tooManyRequests,
  resetSent: '¡Email enviado!',
  emailNotRegistered: MESSAGES.emailNotRegistered,
  resetTokenInvalid:
    'El enlace para restablecer la contraseña no es válido o ha expirado. Solicite uno nuevo.',
  passwordChanged: '¡Contraseña actualizada con éxito!',
  loggedOut: 'Sesión cerrada.',
  emailTaken: 'El email ya se encuentra registrado.',
  commonPassword: 'La contraseña es demasiado común; elija una más difícil de adivinar',
  birthDateInvalid: 'La fecha de nacimiento no es válida',
  nameLetters: (label: string) => `El campo ${label} debe ser solo de caracteres`,
  phoneNumeric: 'El campo teléfono debe ser solo numérico',
} as const;

// ── Password bounds ─────────────────────────────────────────────────────────────────────────
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

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

/** The terms and conditions shown by the register form (spec §7: legal-document/1). */
export const TERMS_DOCUMENT_ID = 1;
