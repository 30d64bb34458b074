// The certificates' rules a page needs without their schemas: codes, eligibility, hours, the printed
// name, messages. Free of zod, so the player's certificate panel loads without building the schemas
// (a slow phone's main thread); certificates.ts re-exports all of it.
import { CERTIFICATE_THRESHOLD_PERCENT } from './constants.ts';
import { ERROR_CODES } from './errors.ts';
import { certificateUrl } from './pages.ts';
import { cleanPersonName } from './person-name.ts';

export { CERTIFICATE_THRESHOLD_PERCENT };

/** Public path of a certificate's verification page (`/certificados/{code}`). */
export const certificatePath = certificateUrl;

/** Codes: 4 groups of 4 from an alphabet without look-alikes (0/O, 1/I/L): `K7QM-2XHD-9PWR-C4TN`. */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CERTIFICATE_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/;

/** Builds a code from random bytes (16 or more); the API passes crypto-random bytes. */
export function certificateCodeFromBytes(bytes: Uint8Array): string {
  const chars: string[] = [];
  for (let i = 0; i < 16; i++) {
    const byte = bytes[i] ?? 0;
    chars.push(CERTIFICATE_CODE_ALPHABET[byte % CERTIFICATE_CODE_ALPHABET.length] as string);
  }
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** Normalises what a person types or a link carries: upper case, no spaces. */
export function normaliseCertificateCode(code: string): string {
  return code.trim().toUpperCase().replace(/\s+/g, '');
}

/** Whether a course percent earns the certificate (`>= 75`). */
export function isCertificateEligible(percent: number): boolean {
  return percent >= CERTIFICATE_THRESHOLD_PERCENT;
}

/** Hours printed: the course's own figure, else its resources' seconds rounded up to hours (min 1). */
export function certificateHours(courseHours: number | null | undefined, totalSeconds: number): number {
  if (courseHours != null && courseHours > 0) return courseHours;
  return Math.max(1, Math.ceil(Math.max(0, totalSeconds) / 3600));
}

/** A printed name: single spaces, trimmed, no control or bidi formatting characters. */
export const cleanPrintedName = cleanPersonName;

export const PRINTED_NAME_MAX = 120;
/** Fewer characters than this is no name to print (a profile without its names). */
export const PRINTED_NAME_MIN = 3;

/**
 * The name a certificate prints: the profile's first names and surnames, cleaned. Never a name the
 * student types at issue time: a certificate names the account holder, whose profile changes are
 * logged. Null when the profile has no printable name yet.
 */
export function printedNameFromProfile(firstNames: string | null, surnames: string | null): string | null {
  const name = [...cleanPersonName(`${firstNames ?? ''} ${surnames ?? ''}`)]
    .slice(0, PRINTED_NAME_MAX)
    .join('')
    .trim();
  return name.length >= PRINTED_NAME_MIN ? name : null;
}

export const CERTIFICATE_MESSAGES = {
  notOffered: 'Este curso no otorga certificado.',
  belowThreshold: (percent: number) =>
    `Aún no puede obtener el certificado: ha completado el ${percent} % del curso y se necesita el ${CERTIFICATE_THRESHOLD_PERCENT} %.`,
  notIssued: 'Todavía no ha emitido el certificado de este curso.',
  notFound: 'No existe un certificado con ese código.',
  revoked: 'Este certificado fue revocado y ya no puede descargarse.',
  noProfileName: 'Complete sus nombres y apellidos en su perfil antes de emitir el certificado.',
  issued: 'Certificado emitido.',
} as const;

/** Why a certificate was revoked: its course was refunded (or charged back), or the operator removed the student. */
export const CERTIFICATE_REVOCATION_REASONS = ['refund', 'unenrolled'] as const;
export type CertificateRevocationReason = (typeof CERTIFICATE_REVOCATION_REASONS)[number];

export const CERTIFICATE_ERROR_CODES = {
  notOffered: ERROR_CODES.certificateNotOffered,
  belowThreshold: ERROR_CODES.certificateBelowThreshold,
  notIssued: ERROR_CODES.certificateNotIssued,
  revoked: ERROR_CODES.certificateRevoked,
  noProfileName: ERROR_CODES.certificateNoProfileName,
} as const;

/**
 * What a course's certificate attests, chosen by the operator per course: participation (the
 * default: the student took part in the course) or approval (the student passed it).
 */
export const CERTIFICATE_KINDS = ['participacion', 'aprobacion'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  participacion: 'Certificado de participación',
  aprobacion: 'Certificado de aprobación',
};
/** The PDF's title and the phrase under the student's name, per kind. */
export const CERTIFICATE_KIND_TEXTS: Record<CertificateKind, { title: string; phrase: string }> = {
  participacion: { title: 'CERTIFICADO DE PARTICIPACIÓN', phrase: 'participó en el curso' },
  aprobacion: { title: 'CERTIFICADO DE APROBACIÓN', phrase: 'aprobó satisfactoriamente el curso' },
};
