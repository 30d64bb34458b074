// Certificates (spec §9: 75 % of the content): eligibility from the learning service's progress,
// issued once per student and course (the database's unique key decides races), a PDF drawn on
// request from the stored row, and a public verification by code.
import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_ERROR_CODES,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_THRESHOLD_PERCENT,
  type CertificateStatus,
  type CertificateVerification,
  certificateCodeFromBytes,
  certificateHours,
  certificatePath,
  cleanPrintedName,
  type IssuedCertificate,
  isCertificateEligible,
  normaliseCertificateCode,
} from '@campus/contract';
import { absoluteUrl } from '@campus/contract/pages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import { getCurrentUser } from '../accounts/accounts.service.ts';
import { requireEnrolment } from '../enrolments/enrolments.service.ts';
import { courseProgress } from '../learning/learning.service.ts';
import { renderCertificatePdf } from './certificate.pdf.ts';
import {
  type CertificateRow,
  findCertificate,
  findCertificateByCode,
  findCourseFigures,
  insertCertificate,
} from './certificates.repository.ts';

type Ctx = { db: Database; config: Config };

export const COURSE_NOT_FOUND = 'El curso no existe.';
export const CERTIFICATE_REVOKED = 'Este certificado fue revocado.';

function present(ctx: Ctx, row: CertificateRow): IssuedCertificate {
  return {
    code: row.code,
    printed_name: row.printedName,
    course: row.courseName,
    hours: row.hours,
    issued_at: row.issuedAt.toISOString(),
    revoked: row.revokedAt !== null,
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
    suggested_name: cleanPrintedName(`${user.person.people_first_name} ${user.person.people_surnames}`),
    certificate: issued ? present(ctx, issued) : null,
  };
}

/**
 * POST /api/v2/certificates/{courseId}: issues the certificate once. A second request (or a
 * concurrent one) gets the same certificate back (`created` false), whatever name it sends.
 */
export async function issueCertificate(
  ctx: Ctx,
  userId: number,
  courseId: number,
  printedName: string,
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

/** GET /api/v2/certificates/{courseId}/pdf: the issued certificate as a PDF. */
export async function certificatePdf(ctx: Ctx, userId: number, courseId: number) {
  await enrolledCourse(ctx, userId, courseId);
  const row = await findCertificate(ctx.db, userId, courseId);
  if (!row) throw new NotFound(CERTIFICATE_MESSAGES.notIssued, CERTIFICATE_ERROR_CODES.notIssued);
  if (row.revokedAt) throw new Forbidden(CERTIFICATE_REVOKED);
  const pdf = await renderCertificatePdf({
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
