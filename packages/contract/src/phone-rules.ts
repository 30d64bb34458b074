// Phone numbers of the landing, contact and register forms (spec §5, §9): only the allowed
// countries, validated with libphonenumber-js (digits, not only length) and stored as E.164.
// Light enough for the public pages: the metadata is cut to those countries (phone-metadata.json).
// Free of zod (the phone field and its checks need no schema); phone.ts adds the request schemas
// and re-exports all of this.
import {
  type CountryCode,
  getCountryCallingCode,
  type MetadataJson,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import { ALLOWED_PHONE_COUNTRIES, type PhoneCountry } from './constants.ts';
import metadataJson from './phone-metadata.json';

const metadata = metadataJson as unknown as MetadataJson;

export const PHONE_MESSAGES = {
  required: 'Teléfono es requerido',
  invalid: 'El teléfono no es válido. Revise el número y el país seleccionado.',
  country:
    'Solo aceptamos teléfonos de Ecuador, Venezuela, Brasil, Argentina, Chile, España, Portugal, México, Colombia, Estados Unidos y Perú.',
} as const;

/** Names shown in the country selector, in the spec's order. */
export const PHONE_COUNTRY_NAMES: Record<PhoneCountry, string> = {
  EC: 'Ecuador',
  VE: 'Venezuela',
  BR: 'Brasil',
  AR: 'Argentina',
  CL: 'Chile',
  ES: 'España',
  PT: 'Portugal',
  MX: 'México',
  CO: 'Colombia',
  US: 'Estados Unidos',
  PE: 'Perú',
};

/** A valid national number of each country, shown as the field's placeholder. */
export const PHONE_EXAMPLES: Record<PhoneCountry, string> = {
  EC: '099 123 4567',
  VE: '0412-1234567',
  BR: '(11) 91234-5678',
  AR: '11 2345-6789',
  CL: '9 6123 4567',
  ES: '612 34 56 78',
  PT: '912 345 678',
  MX: '55 1234 5678',
  CO: '300 1234567',
  US: '(201) 555-0123',
  PE: '912 345 678',
};

export type PhoneCountryOption = {
  code: PhoneCountry;
  name: string;
  dialCode: string;
  flag: string;
  example: string;
};

/** Regional-indicator flag of a two-letter country code (🇪🇨). */
function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** The selector's options: every allowed country with its dial code ("+593"). */
export const PHONE_COUNTRY_OPTIONS: readonly PhoneCountryOption[] = ALLOWED_PHONE_COUNTRIES.map((code) => ({
  code,
  name: PHONE_COUNTRY_NAMES[code],
  dialCode: `+${getCountryCallingCode(code as CountryCode, metadata)}`,
  flag: flagOf(code),
  example: PHONE_EXAMPLES[code],
}));

/**
 * An allowed phone country from what a client sends: case-insensitive, with the spec's 'COL'
 * alias of CO (spec §5 lists both). Anything else gives null.
 */
export function normalizePhoneCountry(value: string | null | undefined): PhoneCountry | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase();
  const code = upper === 'COL' ? 'CO' : upper;
  return (ALLOWED_PHONE_COUNTRIES as readonly string[]).includes(code) ? (code as PhoneCountry) : null;
}

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === 'string' && (ALLOWED_PHONE_COUNTRIES as readonly string[]).includes(value);
}

export type ParsedPhone = {
  /** +593991234567 */
  e164: string;
  country: PhoneCountry;
  /** As people write it in that country ("099 123 4567"). */
  national: string;
  /** "+593 99 123 4567" */
  international: string;
};

export type PhoneProblem = 'required' | 'invalid' | 'country';
export type PhoneResult = { ok: true; phone: ParsedPhone } | { ok: false; problem: PhoneProblem };

/** Longest phone text accepted, as typed (spaces, dashes, a dial code). */
export const MAX_PHONE_INPUT = 40;

function attempt(text: string, country?: CountryCode): ParsedPhone | 'country' | null {
  const parsed = parsePhoneNumberFromString(text, country ? { defaultCountry: country } : {}, metadata);
  if (!parsed) return null;
  const found = parsed.country ?? null;
  if (!found || !isPhoneCountry(found)) return 'country';
  if (!parsed.isValid()) return null;
  return {
    e164: parsed.number,
    country: found,
    national: parsed.formatNational(),
    international: parsed.formatInternational(),
  };
}

/**
 * Reads a phone as people type it: international (`+593 99 123 4567`, `00593…`), the dial code
 * without `+` (`593991234567`, how older clients send `movil`), or national digits of
 * `defaultCountry` (`099 123 4567`). Only numbers of the allowed countries are accepted.
 */
export function parsePhone(input: string | null | undefined, defaultCountry?: string | null): PhoneResult {
  const raw = (input ?? '').trim();
  if (raw === '') return { ok: false, problem: 'required' };
  if (raw.length > MAX_PHONE_INPUT || !/^[+\d\s().-]+$/.test(raw)) return { ok: false, problem: 'invalid' };
  const digits = raw.replace(/[^\d+]/g, '');
  const international = digits.startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? `+${digits.slice(2)}`
      : null;
  const country = normalizePhoneCountry(defaultCountry ?? null) ?? undefined;

  const tries: Array<[string, CountryCode | undefined]> = international
    ? [[international, undefined]]
    : [
        // National digits of the chosen country first, then the digits read as "dial code + number".
        ...(country ? ([[digits, country]] as Array<[string, CountryCode]>) : []),
        [`+${digits}`, undefined],
      ];
  let sawOtherCountry = false;
  for (const [text, c] of tries) {
    const result = attempt(text, c);
    if (result === 'country') sawOtherCountry = true;
    else if (result) return { ok: true, phone: result };
  }
  return { ok: false, problem: sawOtherCountry ? 'country' : 'invalid' };
}

/** E.164 of a valid phone of an allowed country, else null. */
export function toE164(input: string | null | undefined, defaultCountry?: string | null): string | null {
  const result = parsePhone(input, defaultCountry);
  return result.ok ? result.phone.e164 : null;
}

/** Whether `input` is a valid phone of an allowed country (read with `defaultCountry` when national). */
export function isValidPhone(input: string | null | undefined, defaultCountry?: string | null): boolean {
  return parsePhone(input, defaultCountry).ok;
}

/** The country an E.164 number belongs to (for a phone field showing a stored number). */
export function phoneCountryOf(e164: string | null | undefined): PhoneCountry | null {
  const result = parsePhone(e164);
  return result.ok ? result.phone.country : null;
}

/** "+593 99 123 4567" for display; the input unchanged when it is not a valid phone. */
export function formatPhone(input: string): string {
  const result = parsePhone(input);
  return result.ok ? result.phone.international : input;
}

/** The message of a phone problem (spec §5 'Teléfono es requerido' when empty). */
export function phoneMessage(problem: PhoneProblem): string {
  return PHONE_MESSAGES[problem];
}
