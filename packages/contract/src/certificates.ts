// Certificates (spec §2 "certificate line", §9 "Certificate needs 75% of the content"): a course with
// `certificate` true gives, once 75 % of its content is completed, one certificate per student: a
// PDF with the printed name, course, hours, date and a code anyone can verify at
// `{PUBLIC_URL}/certificados/{code}`.
import * as z from 'zod';
import './zod-es.ts';
import { cleanPrintedName, PRINTED_NAME_MAX } from './certificates-rules.ts';
import { labelled, labelledId } from './questions.ts';

export * from './certificates-rules.ts';

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
