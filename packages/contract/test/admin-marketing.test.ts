import { describe, expect, it } from 'vitest';
import {
  adminLandingEventInputSchema,
  adminMarketingSettingsInputSchema,
  canonicalTimeZone,
  fromZonedLocal,
  toZonedLocal,
} from '../src/admin-marketing.ts';

describe('landing event times typed in a time zone', () => {
  it('reads a wall-clock time in its zone as one UTC instant, and shows it back as typed', () => {
    const ec = fromZonedLocal('2022-01-31T20:00', 'America/Guayaquil');
    expect(ec?.toISOString()).toBe('2022-02-01T01:00:00.000Z');
    expect(toZonedLocal(ec!, 'America/Guayaquil')).toBe('2022-01-31T20:00');
    // The same instant in Mexico City is 7 pm.
    expect(toZonedLocal(ec!, 'America/Mexico_City')).toBe('2022-01-31T19:00');

    const madridWinter = fromZonedLocal('2027-01-15T19:00', 'Europe/Madrid');
    const madridSummer = fromZonedLocal('2027-07-15T19:00', 'Europe/Madrid');
    expect(madridWinter?.toISOString()).toBe('2027-01-15T18:00:00.000Z');
    expect(madridSummer?.toISOString()).toBe('2027-07-15T17:00:00.000Z');
    expect(toZonedLocal(madridSummer!, 'Europe/Madrid')).toBe('2027-07-15T19:00');
  });

  it('refuses a time skipped by a daylight-saving change and dates that do not exist', () => {
    // New York: 14 March 2027, clocks go from 02:00 to 03:00.
    expect(fromZonedLocal('2027-03-14T02:30', 'America/New_York')).toBeNull();
    expect(fromZonedLocal('2027-03-14T03:30', 'America/New_York')?.toISOString()).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    // The repeated hour in November takes one of its two instants and shows back the same.
    const repeated = fromZonedLocal('2027-11-07T01:30', 'America/New_York');
    expect(toZonedLocal(repeated!, 'America/New_York')).toBe('2027-11-07T01:30');
    expect(fromZonedLocal('2027-02-30T10:00', 'America/Guayaquil')).toBeNull();
    expect(fromZonedLocal('2027-01-01T24:00', 'America/Guayaquil')).toBeNull();
    expect(fromZonedLocal('01/01/2027 10:00', 'America/Guayaquil')).toBeNull();
  });

  it('knows IANA zones only, in their canonical spelling', () => {
    expect(canonicalTimeZone('America/Guayaquil')).toBe('America/Guayaquil');
    expect(canonicalTimeZone('america/guayaquil')).toBe('America/Guayaquil');
    // ICU's own name of the zone (Node and the browsers agree on it).
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toMatch(
      /^America\/(Argentina\/)?Buenos_Aires$/,
    );
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    for (const bad of ['Mars/Olympus', '+05:00', 'EST', '', 'America/../etc', 'x'.repeat(70)]) {
      expect(canonicalTimeZone(bad), bad).toBeNull();
    }
  });

  it('gives the form one Spanish message per field', () => {
    const result = adminLandingEventInputSchema.safeParse({
      tag: 'con espacios',
      title: '',
      type: 7,
      starts_at: '2027-03-14T02:30',
      time_zone: 'America/New_York',
      url_room: 'http://inseguro.com',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toMatchObject({
      tag: expect.stringMatching(/^La etiqueta solo admite/),
      title: 'El campo título es requerido',
      type: expect.stringMatching(/^Elija el tipo/),
      url_room: expect.stringMatching(/^La sala debe ser/),
    });
  });
});

describe('marketing settings', () => {
  it('stores the chat number as E.164, read with libphonenumber-js (national digits are Ecuadorian)', () => {
    const parse = (chat_phone: string) => adminMarketingSettingsInputSchema.safeParse({ chat_phone });
    expect(parse('099 123 4567').data?.chat_phone).toBe('+593991234567');
    expect(parse('+52 55 1234 5678').data?.chat_phone).toBe('+525512345678');
    expect(parse('').data?.chat_phone).toBe('');
    expect(parse('123').success).toBe(false);
    expect(parse('+81 3-1234-5678').error?.issues[0]?.message).toMatch(/^(El teléfono|Solo aceptamos)/);
  });

  it('accepts WhatsApp group invitations and Vimeo / YouTube ids only', () => {
    const ok = adminMarketingSettingsInputSchema.safeParse({
      whatsapp_group_url: 'https://chat.whatsapp.com/AbCdEf123456',
      thanks_video: { type: 6, video_id: 'dQw4w9WgXcQ' },
      testimonials: [{ type: 1, video_id: '76979871' }],
    });
    expect(ok.success).toBe(true);
    expect(
      adminMarketingSettingsInputSchema.safeParse({ whatsapp_group_url: 'https://wa.me/593991234567' })
        .success,
    ).toBe(false);
    expect(
      adminMarketingSettingsInputSchema.safeParse({ testimonials: [{ type: 1, video_id: 'dQw4w9WgXcQ' }] })
        .success,
    ).toBe(false);
  });
});
