// Certificates (spec §2 "certificate line", §9 "Certificate needs 75% of the content"): a course with
// `certificate` true gives, once 75 % of its content is completed, one certificate per student: a
// PDF with the printed name, course, hours, date and a code anyone can verify at
// `{PUBLIC_URL}/certificados/{code}`.
import * as z from 'zod';
import './zod-es.ts';
import { CERTIFICATE_THRESHOLD_PERCENT } from './constants.ts';
import { ERROR_CODES } from './errors.ts';
import { certificateUrl } from './pages.ts';
import { labelled, labelledId } from './questions.ts';

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

/** A printed name: single spaces, trimmed. */
export function cleanPrintedName(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, ' ').trim();
}

export const PRINTED_NAME_MAX = 120;

export const CERTIFICATE_MESSAGES = {
  notOffered: 'Este curso no otorga certificado.',
  belowThreshold: (percent: number) =>
    `Aún no puede obtener el certificado: ha completado el ${percent} % del curso y se necesita el ${CERTIFICATE_THRESHOLD_PERCENT} %.`,
  notIssued: 'Todavía no has emitido el certificado de este curso.',
  notFound: 'No existe un certificado con ese código.',
  issued: 'Certificado emitido.',
} as const;

export const CERTIFICATE_ERROR_CODES = {
  notOffered: ERROR_CODES.certificateNotOffered,
  belowThreshold: ERROR_CODES.certificateBelowThreshold,
  notIssued: ERROR_CODES.certificateNotIssued,
} as const;

// ── Schemas ─────────────────────────────────────────────────────────────────────────────────────
export const certificateCourseParamsSchema = z.object({ courseId: labelledId('curso') });

export const issuedCertificateSchema = z.object({
  code: z.string(),
  printed_name: z.string(),
  course: z.string(),
  hours: z.number().int(),
  issued_at: z.string(),
  revoked: z.boolean(),
  /** Absolute verification URL (`{PUBLIC_URL}/certificados/{code}`). */
  verify_url: z.string(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;

/** GET /api/v2/certificates/{courseId}: where the student stands. */
export const certificateStatusSchema = z.object({
  course_id: z.number().int(),
  course: z.string(),
  /** Whether the course gives a certificate at all. */
  offered: z.boolean(),
  percent: z.number().int(),
  completed: z.number().int(),
  total: z.number().int(),
  threshold: z.number().int(),
  eligible: z.boolean(),
  /** Name to prefill from the profile (first names and surnames). */
  suggested_name: z.string(),
  certificate: issuedCertificateSchema.nullable(),
});
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

/** POST /api/v2/certificates/{courseId} `{printed_name}`: issues once; again → the same certificate. */
export const issueCertificateRequestSchema = z.object({
  printed_name: z
    .string(labelled('nombre'))
    .transform(cleanPrintedName)
    .pipe(z.string(labelled('nombre')).min(3).max(PRINTED_NAME_MAX)),
});
export type IssueCertificateRequest = z.input<typeof issueCertificateRequestSchema>;

export const issueCertificateResponseSchema = z.object({
  message: z.string(),
  data: issuedCertificateSchema,
});
export type IssueCertificateResponse = z.infer<typeof issueCertificateResponseSchema>;

/** GET /api/v2/certificates/{courseId}/pdf answers the file itself (`application/pdf`), not JSON. */
export const certificatePdfSchema = z.any().describe('El certificado en PDF (application/pdf)');

/** GET /api/v1/certificates/{code} (client token): public verification. */
export const certificateCodeParamsSchema = z.object({ code: z.string(labelled('código')).min(1).max(64) });

export const certificateVerificationSchema = z.object({
  code: z.string(),
  status: z.enum(['valid', 'revoked']),
  name: z.string(),
  course: z.string(),
  hours: z.number().int(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
