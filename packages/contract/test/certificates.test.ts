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
} from '../src/certificates.ts';

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

  it('cleans the printed name and refuses empty or huge ones', () => {
    expect(issueCertificateRequestSchema.parse({ printed_name: '  María   José  Núñez ' })).toEqual({
      printed_name: 'María José Núñez',
    });
    for (const bad of [{}, { printed_name: '  ' }, { printed_name: 'a'.repeat(500) }, { printed_name: 5 }]) {
      const r = issueCertificateRequestSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/nombre/);
    }
  });
});
