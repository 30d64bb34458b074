import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_MESSAGES,
  certificateCodeFromBytes,
  certificateHours,
  certificatePath,
  isCertificateEligible,
  issueCertificateRequestSchema,
  normaliseCertificateCode,
  PRINTED_NAME_MAX,
  printedNameFromProfile,
} from '../src/certificates.ts';
import { cleanPersonName } from '../src/person-name.ts';

describe('certificate rules (spec §9: 75 % of the content)', () => {
  it('is earned at 75 % and not at 74', () => {
    expect(isCertificateEligible(74)).toBe(false);
    expect(isCertificateEligible(75)).toBe(true);
    expect(isCertificateEligible(100)).toBe(true);
    expect(CERTIFICATE_MESSAGES.belowThreshold(40)).toContain('40 %');
  });

  it('prints the course hours, else the content length rounded up, at least 1', () => {
    expect(certificateHours(20, 999)).toBe(20);
    expect(certificateHours(null, 3600)).toBe(1);
    expect(certificateHours(null, 3601)).toBe(2);
    expect(certificateHours(null, 0)).toBe(1);
    expect(certificateHours(0, 7200)).toBe(2);
  });

  it('codes have four groups without look-alike characters', () => {
    const code = certificateCodeFromBytes(new Uint8Array(Array.from({ length: 16 }, (_, i) => i * 17)));
    expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(code).not.toMatch(/[01IOL]/);
    expect(normaliseCertificateCode(` ${code.toLowerCase()} `)).toBe(code);
    expect(certificatePath(code)).toBe(`/certificados/${code}`);
  });

  it('ignores a name sent when issuing: the profile names the certificate', () => {
    expect(issueCertificateRequestSchema.parse({ printed_name: 'Dr. Gregory House' })).toEqual({});
    expect(issueCertificateRequestSchema.parse(undefined)).toBeUndefined();
    expect(issueCertificateRequestSchema.parse({})).toEqual({});
  });

  it('prints the profile name: first names and surnames, cleaned', () => {
    expect(printedNameFromProfile('  María   José ', ' Núñez\tPeñaherrera ')).toBe(
      'María José Núñez Peñaherrera',
    );
    // NFD input is stored composed.
    expect(printedNameFromProfile('Jose\u0301', 'Perez')).toBe('José Perez');
    expect(printedNameFromProfile('', '')).toBeNull();
    expect(printedNameFromProfile(null, null)).toBeNull();
    expect(printedNameFromProfile('\u202E\u202E', 'A')).toBeNull();
    const long = printedNameFromProfile('a'.repeat(200), 'b');
    expect(long?.length).toBe(PRINTED_NAME_MAX);
  });
});

describe('cleanPersonName', () => {
  it('strips bidi overrides, isolates, marks and control characters', () => {
    // A right-to-left override would show "Ana \u202Eesuoh" as "Ana house".
    expect(cleanPersonName('Ana \u202Eesuoh')).toBe('Ana esuoh');
    for (const ch of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u200B',
      '\uFEFF',
    ]) {
      expect(cleanPersonName(`Lu${ch}cía`)).toBe('Lucía');
    }
    expect(cleanPersonName('Lu\u0000c\u0007í\u001Ba\u007F\u0085')).toBe('Lucía');
  });

  it('collapses whitespace (tabs and line breaks too) and trims', () => {
    expect(cleanPersonName('  Ana\n\r\tMaría   Ruiz\u00A0 ')).toBe('Ana María Ruiz');
    expect(cleanPersonName('')).toBe('');
  });

  it('keeps letters of any alphabet, accents, apostrophes and hyphens', () => {
    expect(cleanPersonName("Ñusta O'Higgins-Peñafiel")).toBe("Ñusta O'Higgins-Peñafiel");
    expect(cleanPersonName('محمد علي')).toBe('محمد علي');
  });
});
