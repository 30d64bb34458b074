import { randomBytes } from 'node:crypto';
import { PROJECT_ID } from '@campus/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../client.ts';
import { courses, enrolments, users } from '../schema.ts';

/** How many demo classmates fill the courses, so cards show student counts as a live site would. */
export const DEMO_CLASSMATES = 60;

/**
 * Demo data only: classmates enrolled in the published courses (featured ones draw more), so the
 * catalogue's student counts, computed from real enrolments, are not all zero. They cannot log in:
 * their one shared password is random and never kept.
 */
export async function seedClassmates(db: Database): Promise<void> {
  const published = await db
    .select({ id: courses.id, featured: courses.featured, free: courses.free })
    .from(courses)
    .where(and(eq(courses.projectId, PROJECT_ID), isNotNull(courses.publishedAt)))
    .orderBy(courses.id);
  if (published.length === 0) return;

  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const learners = await db
    .insert(users)
    .values(
      Array.from({ length: DEMO_CLASSMATES }, (_, i) => ({
        projectId: PROJECT_ID,
        email: `companero.${String(i + 1).padStart(2, '0')}@demo.campussalud.local`,
        passwordHash,
        role: 2,
      })),
    )
    .returning({ id: users.id });

  // A fixed pseudo-random sequence: the same demo data on every machine.
  let state = 20_260_131;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const rows = learners.flatMap((learner) =>
    published
      .filter((course) => next() < (course.featured ? 0.55 : course.free ? 0.35 : 0.15))
      .map((course) => ({ userId: learner.id, courseId: course.id })),
  );
  if (rows.length > 0) await db.insert(enrolments).values(rows);
}
