// Certificates table, plus the course figures a certificate prints (read only: courses and their
// resources belong to the catalogue). Issuing relies on the unique (user_id, course_id) key: an insert
// that conflicts does nothing, and whoever lost the race reads the row the winner wrote.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { certificateSettings, certificates, courses } from '../../db/schema.ts';

export type CertificateRow = typeof certificates.$inferSelect;

/** Name, certificate flag, hours column and the total seconds of the course's resources. */
export async function findCourseFigures(db: Executor, courseId: number) {
  const [row] = await db
    .select({
      id: courses.id,
      name: courses.name,
      certificate: courses.certificate,
      certificateKind: courses.certificateKind,
      hours: courses.hours,
      totalSeconds: sql<number>`coalesce((
        select sum("r"."duration_seconds") from "resources" "r"
        join "lessons" "l" on "l"."id" = "r"."lesson_id"
        join "modules" "m" on "m"."id" = "l"."module_id"
        where "m"."course_id" = "courses"."id"), 0)`.mapWith(Number),
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row ?? null;
}

export async function findCertificate(db: Executor, userId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

export async function findCertificateByCode(db: Executor, code: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
  return row ?? null;
}

/** Inserts unless the student already has this course's certificate (or the code is taken). */
export async function insertCertificate(
  db: Executor,
  values: Pick<CertificateRow, 'code' | 'userId' | 'courseId' | 'printedName' | 'courseName' | 'hours'>,
): Promise<CertificateRow | null> {
  const [row] = await db.insert(certificates).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Revokes the student's certificate of a course, once: a certificate already revoked keeps its
 * first date and reason. Returns the row it revoked, or null (none issued, or revoked before).
 */
export async function revokeCertificate(
  db: Executor,
  userId: number,
  courseId: number,
  reason: string,
  at: Date,
): Promise<CertificateRow | null> {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.courseId, courseId),
        isNull(certificates.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Every certificate of one student (the operator's student page). */
export async function listAllCertificatesOf(db: Executor, userId: number) {
  return db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(asc(certificates.id));
}

export type CertificateSettingsRow = typeof certificateSettings.$inferSelect;

/** The school's certificate settings (logo, signature, signer), or null before the first save. */
export async function findCertificateSettings(db: Executor, projectId: number) {
  const [row] = await db
    .select()
    .from(certificateSettings)
    .where(eq(certificateSettings.projectId, projectId))
    .limit(1);
  return row ?? null;
}

/** Creates or changes the settings row; returns it as saved. */
export async function saveCertificateSettings(
  db: Executor,
  projectId: number,
  values: Partial<Pick<CertificateSettingsRow, 'logoUrl' | 'signatureUrl' | 'signerName' | 'signerTitle'>>,
): Promise<CertificateSettingsRow> {
  const [row] = await db
    .insert(certificateSettings)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: certificateSettings.projectId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}
