// Certificates (spec §9: 75 % of the content): eligibility from the learning service's progress,
// issued once per student and course (the database's unique key decides races) in the profile's
// name, a PDF drawn on request from the stored row, and a public verification by code. A course's
// access revoked (refund, chargeback, the operator removing the student) revokes its certificate
// in the same transaction (`revokeForCourse`): the verification then says so and the PDF is gone.
// The printed name is fixed at issue time: a later profile correction (logged) does not rewrite a
// certificate already issued, as a paper one would not change either.
import { randomBytes } from 'node:crypto';
import {
  type AdminCertificate,
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_ERROR_CODES,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_REVOCATION_REASONS,
  CERTIFICATE_THRESHOLD_PERCENT,
  type CertificateRevocationReason,
  type CertificateStatus,
  type CertificateVerification,
  certificateCodeFromBytes,
  certificateHours,
  certificatePath,
  type IssuedCertificate,
  isCertificateEligible,
  normaliseCertificateCode,
  printedNameFromProfile,
} from '@campus/contract';
import { absoluteUrl } from '@campus/contract/pages';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/storage.ts';
import { AppError, Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import { getCurrentUser } from '../accounts/accounts.service.ts';
import { requireEnrolment } from '../enrolments/enrolments.service.ts';
import { courseProgress } from '../learning/learning.service.ts';
import { renderCertificatePdf } from './certificate.pdf.ts';
import { certificateLook } from './certificate-settings.admin.service.ts';
import {
  type CertificateRow,
  findCertificate,
  findCertificateByCode,
  findCourseFigures,
  insertCertificate,
  listAllCertificatesOf,
  revokeCertificate,
} from './certificates.repository.ts';

/** `storage` reads the logo and signature the PDF prints (absent: the PDF prints neither). */
type Ctx = { db: Database; config: Config; storage?: FileStorage };

export const COURSE_NOT_FOUND = 'El curso no existe.';

const asReason = (reason: string | null): CertificateRevocationReason | null =>
  (CERTIFICATE_REVOCATION_REASONS as readonly string[]).includes(reason ?? '')
    ? (reason as CertificateRevocationReason)
    : null;

function present(ctx: Ctx, row: CertificateRow): IssuedCertificate {
  return {
    code: row.code,
    printed_name: row.printedName,
    course: row.courseName,
    hours: row.hours,
    issued_at: row.issuedAt.toISOString(),
    revoked: row.revokedAt !== null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_reason: row.revokedAt ? asReason(row.revokedReason) : null,
    verify_url: absoluteUrl(ctx.config.publicUrl, certificatePath(row.code)),
  };
}

/** The course, once the caller is known to be enrolled (404 unknown, 403 not enrolled). */
async function enrolledCourse(ctx: Ctx, userId: number, courseId: number) {
  const course = await findCourseFigures(ctx.db, courseId);
  if (!course) throw new NotFound(COURSE_NOT_FOUND);
  await requireEnrolment(ctx.db, userId, courseId);
  return course;
}

/** GET /api/v2/certificates/{courseId}. */
export async function certificateStatus(
  ctx: Ctx,
  userId: number,
  courseId: number,
): Promise<CertificateStatus> {
  const course = await enrolledCourse(ctx, userId, courseId);
  const [progress, issued, user] = await Promise.all([
    courseProgress(ctx.db, userId, courseId),
    findCertificate(ctx.db, userId, courseId),
    getCurrentUser(ctx.db, userId),
  ]);
  return {
    course_id: course.id,
    course: course.name,
    offered: course.certificate,
    percent: progress.percent,
    completed: progress.completed,
    total: progress.total,
    threshold: CERTIFICATE_THRESHOLD_PERCENT,
    eligible: course.certificate && isCertificateEligible(progress.percent),
    suggested_name: printedNameFromProfile(user.person.people_first_name, user.person.people_surnames) ?? '',
    certificate: issued ? present(ctx, issued) : null,
  };
}

/**
 * POST /api/v2/certificates/{courseId}: issues the certificate once, in the profile's name. A second
 * request (or a concurrent one) gets the same certificate back (`created` false). A profile without
 * a printable name → 409 (the student completes it first).
 */
export async function issueCertificate(
  ctx: Ctx,
  userId: number,
  courseId: number,
): Promise<{ created: boolean; certificate: IssuedCertificate }> {
  const course = await enrolledCourse(ctx, userId, courseId);
  if (!course.certificate)
    throw new NotFound(CERTIFICATE_MESSAGES.notOffered, CERTIFICATE_ERROR_CODES.notOffered);
  const existing = await findCertificate(ctx.db, userId, courseId);
  if (existing) return { created: false, certificate: present(ctx, existing) };

  const { percent } = await courseProgress(ctx.db, userId, courseId);
  if (!isCertificateEligible(percent)) {
    throw new Forbidden(CERTIFICATE_MESSAGES.belowThreshold(percent), CERTIFICATE_ERROR_CODES.belowThreshold);
  }
  const { person } = await getCurrentUser(ctx.db, userId);
  const printedName = printedNameFromProfile(person.people_first_name, person.people_surnames);
  if (!printedName)
    throw new Conflict(CERTIFICATE_MESSAGES.noProfileName, CERTIFICATE_ERROR_CODES.noProfileName);
  const hours = certificateHours(course.hours, course.totalSeconds);
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await insertCertificate(ctx.db, {
      code: certificateCodeFromBytes(randomBytes(16)),
      userId,
      courseId,
      printedName,
      courseName: course.name,
      hours,
    });
    if (inserted) return { created: true, certificate: present(ctx, inserted) };
    // Another request issued it first (or, astronomically rarely, the code was taken: try another).
    const winner = await findCertificate(ctx.db, userId, courseId);
    if (winner) return { created: false, certificate: present(ctx, winner) };
  }
  throw new Error('could not draw a free certificate code');
}

/**
 * GET /api/v2/certificates/{courseId}/pdf: the issued certificate as a PDF; a revoked one → 410.
 * Checked before enrolment: a student removed from the course still learns why the file is gone.
 */
export async function certificatePdf(ctx: Ctx, userId: number, courseId: number) {
  const row = await findCertificate(ctx.db, userId, courseId);
  if (row?.revokedAt)
    throw new AppError(410, CERTIFICATE_MESSAGES.revoked, undefined, CERTIFICATE_ERROR_CODES.revoked);
  const course = await enrolledCourse(ctx, userId, courseId);
  if (!row) throw new NotFound(CERTIFICATE_MESSAGES.notIssued, CERTIFICATE_ERROR_CODES.notIssued);
  // The course's current kind and the school's current logo and signature: the operator corrects them
  // for every certificate at once (the facts, name and hours, stay as issued).
  const look = await certificateLook(ctx.db);
  const [logo, signature] = await Promise.all([
    ctx.storage?.read(look.logoUrl) ?? null,
    ctx.storage?.read(look.signatureUrl) ?? null,
  ]);
  const pdf = await renderCertificatePdf({
    kind: course.certificateKind === 'aprobacion' ? 'aprobacion' : 'participacion',
    logo,
    signature,
    signerName: look.signerName,
    signerTitle: look.signerTitle,
    printedName: row.printedName,
    course: row.courseName,
    hours: row.hours,
    issuedAt: row.issuedAt,
    code: row.code,
    verifyUrl: absoluteUrl(ctx.config.publicUrl, certificatePath(row.code)),
  });
  return { pdf, filename: `certificado-${row.code}.pdf` };
}

/** GET /api/v1/certificates/{code}: public verification (404 for an unknown code). */
export async function verifyCertificate(ctx: Ctx, code: string): Promise<CertificateVerification> {
  const row = await findCertificateByCode(ctx.db, normaliseCertificateCode(code));
  if (!row) throw new NotFound(CERTIFICATE_MESSAGES.notFound);
  return presentVerification(row);
}

/** The public page `/certificados/{code}`: the certificate, or null for an unknown or malformed code. */
export async function findVerification(ctx: Ctx, code: string): Promise<CertificateVerification | null> {
  const normalised = normaliseCertificateCode(code);
  if (!CERTIFICATE_CODE_PATTERN.test(normalised)) return null;
  const row = await findCertificateByCode(ctx.db, normalised);
  return row ? presentVerification(row) : null;
}

function presentVerification(row: CertificateRow): CertificateVerification {
  return {
    code: row.code,
    status: row.revokedAt ? 'revoked' : 'valid',
    name: row.printedName,
    course: row.courseName,
    hours: row.hours,
    issued_at: row.issuedAt.toISOString(),
    revoked_at: row.revokedAt ? row.revokedAt.toISOString() : null,
  };
}

/**
 * Revokes the student's certificate of a course inside the caller's transaction (the one that
 * revokes the course). Idempotent: revoked once, it keeps its first date and reason. Returns the
 * code revoked now, or null (none issued, or already revoked).
 */
export async function revokeForCourse(
  tx: Executor,
  userId: number,
  courseId: number,
  reason: CertificateRevocationReason,
  at: Date = new Date(),
): Promise<string | null> {
  const row = await revokeCertificate(tx, userId, courseId, reason, at);
  return row?.code ?? null;
}

/** The certificates a student holds or held, by course (the operator's order and student views). */
export async function certificatesOfStudent(db: Executor, userId: number): Promise<AdminCertificate[]> {
  return (await listAllCertificatesOf(db, userId)).map((row) => ({
    course_id: row.courseId,
    course: row.courseName,
    code: row.code,
    issued_at: row.issuedAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_reason: row.revokedAt ? asReason(row.revokedReason) : null,
  }));
}
