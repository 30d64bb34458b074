// The request schemas of phone numbers (spec §5, §9): the rules themselves are in phone-rules.ts,
// re-exported here.
import * as z from 'zod';
import './zod-es.ts';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from './constants.ts';
import { MAX_PHONE_INPUT, PHONE_MESSAGES, parsePhone, phoneMessage } from './phone-rules.ts';

export * from './phone-rules.ts';

/**
 * Required phone of a request body: a string, normalised to E.164. Numbers without `+` are read as
 * dial code + number, then as national digits of `defaultCountry` (EC, the product's country).
 */
export function e164PhoneSchema(defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY) {
  return z
    .string({ error: PHONE_MESSAGES.required })
    .max(MAX_PHONE_INPUT, PHONE_MESSAGES.invalid)
    .transform((value, ctx) => {
      const result = parsePhone(value, defaultCountry);
      if (result.ok) return result.phone.e164;
      ctx.addIssue({ code: 'custom', message: phoneMessage(result.problem) });
      return z.NEVER;
    });
}

/** Optional phone: empty or missing gives null; otherwise as `e164PhoneSchema`. */
export function optionalE164PhoneSchema(defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY) {
  return z
    .union([z.string().max(MAX_PHONE_INPUT, PHONE_MESSAGES.invalid), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value == null || value.trim() === '') return null;
      const result = parsePhone(value, defaultCountry);
      if (result.ok) return result.phone.e164;
      ctx.addIssue({ code: 'custom', message: phoneMessage(result.problem) });
      return z.NEVER;
    });
}
