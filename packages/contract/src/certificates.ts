// Certificates (spec §2 "certificate line", §9 "Certificate needs 75% of the content"): a course with
// `certificate` true gives, once 75 % of its content is completed, one certificate per student: a
// PDF with the printed name, course, hours, date and a code anyone can verify at
// `{PUBLIC_URL}/certificados/{code}`.
import * as z from 'zod';
import './zod-es.ts';
import { CERTIFICATE_REVOCATION_REASONS } from './certificates-rules.ts';
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
  /** When and why it was revoked (refund or removal from the course), else null. */
  revoked_at: z.string().nullable(),
  revoked_reason: z.enum(CERTIFICATE_REVOCATION_REASONS).nullable(),
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
  /** The name the certificate prints: the profile's first names and surnames, cleaned ('' when missing). */
  suggested_name: z.string(),
  certificate: issuedCertificateSchema.nullable(),
});
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

/**
 * POST /api/v2/certificates/{courseId}: issues once; again → the same certificate. The printed name
 * is the profile's (`printedNameFromProfile`): a name in the body (`printed_name`, as older clients
 * send) is ignored, so nobody prints a name their account does not hold.
 */
export const issueCertificateRequestSchema = z.object({}).nullish();
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

/** A student's certificate as the operator's order and student views list it. */
export const adminCertificateSchema = z.object({
  course_id: z.number().int(),
  course: z.string(),
  code: z.string(),
  issued_at: z.string(),
  /** When and why it was revoked, else null: 'refund' (refund or chargeback), 'unenrolled' (removed by the operator). */
  revoked_at: z.string().nullable(),
  revoked_reason: z.enum(CERTIFICATE_REVOCATION_REASONS).nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
