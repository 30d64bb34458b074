import { readFileSync } from 'node:fs';
import type { MetadataJson } from 'libphonenumber-js/core';
import full from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { PHONE_METADATA_FILE, phoneMetadataFor } from '../scripts/phone-metadata.ts';
import { ALLOWED_PHONE_COUNTRIES } from '../src/constants.ts';
import {
  e164PhoneSchema,
  formatPhone,
  isValidPhone,
  normalizePhoneCountry,
  optionalE164PhoneSchema,
  PHONE_COUNTRY_OPTIONS,
  PHONE_MESSAGES,
  parsePhone,
  phoneCountryOf,
  toE164,
} from '../src/phone.ts';

describe('phone countries', () => {
  it('offers the eleven countries of spec §9 with their dial codes', () => {
    expect(PHONE_COUNTRY_OPTIONS.map((o) => o.code)).toEqual([...ALLOWED_PHONE_COUNTRIES]);
    const dial = Object.fromEntries(PHONE_COUNTRY_OPTIONS.map((o) => [o.code, o.dialCode]));
    expect(dial).toEqual({
      EC: '+593',
      VE: '+58',
      BR: '+55',
      AR: '+54',
      CL: '+56',
      ES: '+34',
      PT: '+351',
      MX: '+52',
      CO: '+57',
      US: '+1',
      PE: '+51',
    });
    expect(PHONE_COUNTRY_OPTIONS.find((o) => o.code === 'EC')).toMatchObject({ name: 'Ecuador', flag: '🇪🇨' });
  });

  it('shows a valid example number of each country', () => {
    for (const option of PHONE_COUNTRY_OPTIONS) {
      expect(parsePhone(option.example, option.code)).toMatchObject({
        ok: true,
        phone: { country: option.code },
      });
    }
  });

  it("reads the spec's 'COL' as Colombia, case-insensitively, and refuses others", () => {
    expect(normalizePhoneCountry('COL')).toBe('CO');
    expect(normalizePhoneCountry('col')).toBe('CO');
    expect(normalizePhoneCountry(' ec ')).toBe('EC');
    expect(normalizePhoneCountry('CA')).toBeNull();
    expect(normalizePhoneCountry('')).toBeNull();
    expect(normalizePhoneCountry(undefined)).toBeNull();
  });

  it('ships metadata equal to what the generator makes from the installed libphonenumber-js', () => {
    const shipped = JSON.parse(readFileSync(PHONE_METADATA_FILE, 'utf8'));
    expect(shipped).toEqual(
      JSON.parse(JSON.stringify(phoneMetadataFor(full as unknown as MetadataJson, ALLOWED_PHONE_COUNTRIES))),
    );
  });
});

describe('parsePhone', () => {
  it.each([
    ['+593 99 123 4567', undefined, '+593991234567', 'EC'],
    ['0991234567', 'EC', '+593991234567', 'EC'],
    ['099-123-4567', 'EC', '+593991234567', 'EC'],
    ['593991234567', undefined, '+593991234567', 'EC'],
    ['00593991234567', undefined, '+593991234567', 'EC'],
    ['612 34 56 78', 'ES', '+34612345678', 'ES'],
    ['+34 612 34 56 78', 'EC', '+34612345678', 'ES'],
    ['55 1234 5678', 'MX', '+525512345678', 'MX'],
    ['300 1234567', 'COL', '+573001234567', 'CO'],
    ['912 345 678', 'PE', '+51912345678', 'PE'],
    ['(201) 555-0123', 'US', '+12015550123', 'US'],
    ['11 2345-6789', 'AR', '+541123456789', 'AR'],
    ['912345678', 'PT', '+351912345678', 'PT'],
    ['11 91234-5678', 'BR', '+5511912345678', 'BR'],
    ['9 6123 4567', 'CL', '+56961234567', 'CL'],
    ['0412-1234567', 'VE', '+584121234567', 'VE'],
  ])('reads %s (country %s) as %s', (input, country, e164, found) => {
    const result = parsePhone(input, country);
    expect(result).toMatchObject({ ok: true, phone: { e164, country: found } });
    expect(toE164(input, country)).toBe(e164);
  });

  it('asks for the phone when it is empty', () => {
    expect(parsePhone('')).toEqual({ ok: false, problem: 'required' });
    expect(parsePhone('   ')).toEqual({ ok: false, problem: 'required' });
    expect(parsePhone(null)).toEqual({ ok: false, problem: 'required' });
  });

  it.each([
    ['letters', 'abc123'],
    ['too short', '099'],
    ['too long', '+593 99 123 4567 8901'],
    ['wrong digits for Ecuador', '+593 12 345'],
    ['a huge string', '9'.repeat(500)],
    ['script', '<script>'],
  ])('refuses %s', (_name, input) => {
    expect(parsePhone(input, 'EC')).toMatchObject({ ok: false, problem: 'invalid' });
    expect(isValidPhone(input, 'EC')).toBe(false);
  });

  it('refuses numbers of countries outside the list', () => {
    // Canada shares +1 with the United States; Germany and the United Kingdom are not offered.
    expect(parsePhone('+1 416 555 0123')).toMatchObject({ ok: false });
    expect(parsePhone('+49 30 123456')).toMatchObject({ ok: false });
    expect(parsePhone('+44 20 7946 0958')).toMatchObject({ ok: false });
    expect(toE164('+44 20 7946 0958')).toBeNull();
  });

  it('finds the country of a stored number and formats it', () => {
    expect(phoneCountryOf('+593991234567')).toBe('EC');
    expect(phoneCountryOf('nada')).toBeNull();
    expect(formatPhone('+593991234567')).toBe('+593 99 123 4567');
    expect(formatPhone('no es un número')).toBe('no es un número');
  });
});

describe('phone schemas', () => {
  it('normalise to E.164 and speak Spanish', () => {
    expect(e164PhoneSchema().parse(' 099 123 4567 ')).toBe('+593991234567');
    const missing = e164PhoneSchema().safeParse('');
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(PHONE_MESSAGES.required);
    const wrongType = e164PhoneSchema().safeParse(12);
    expect(wrongType.error?.issues[0]?.message).toBe(PHONE_MESSAGES.required);
    const bad = e164PhoneSchema().safeParse('12');
    expect(bad.error?.issues[0]?.message).toBe(PHONE_MESSAGES.invalid);
    const foreign = e164PhoneSchema().safeParse('+44 20 7946 0958');
    expect(foreign.success).toBe(false);
  });

  it('let an optional phone be empty', () => {
    const schema = optionalE164PhoneSchema();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('+593991234567')).toBe('+593991234567');
    expect(schema.safeParse('123').success).toBe(false);
  });
});
