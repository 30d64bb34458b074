// Certificates table, plus the course figures a certificate prints (read only: courses and their
// resources belong to the catalogue). Issuing relies on the unique (user_id, course_id) key: an insert
// that conflicts does nothing, and whoever lost the race reads the row the winner wrote.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { certificates, courses } from '../../db/schema.ts';

export type CertificateRow = typeof certificates.$inferSelect;

/** Name, certificate flag, hours column and the total seconds of the course's resources. */
export async function findCourseFigures(db: Executor, courseId: number) {
  const [row] = await db
    .select({
      id: courses.id,
      name: courses.name,
      certificate: courses.certificate,
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
