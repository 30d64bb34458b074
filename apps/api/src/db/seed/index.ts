import { PROJECT_ID } from '@campus/contract';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../client.ts';
import { courses, legalDocuments, people, users } from '../schema.ts';
import { seedBookOffers } from './book-offers.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedClassmates } from './classmates.ts';
import { seedCommunity } from './community.ts';
import { seedLandingEvents } from './landing-events.ts';
import { seedLearning } from './learning.ts';
import { LEGAL_DOCUMENT } from './legal.ts';
import { seedMentoring } from './mentoring.ts';
import { seedDemoOperator } from './operator.ts';

/** The demo student printed at start-up (demo data only; never seeded in production). */
export const DEMO_STUDENT = {
  email: 'estudiante@campussalud.local',
  password: 'Demo-Salud-2026',
  firstName: 'María José',
  surnames: 'Andrade Cevallos',
} as const;

/** Loads the demo data when the database has no course yet. Returns whether it did. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(courses);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(legalDocuments)
      .values({ id: 1, projectId: PROJECT_ID, title: LEGAL_DOCUMENT.title, body: LEGAL_DOCUMENT.body })
      .onConflictDoNothing();
    const [student] = await tx
      .insert(users)
      .values({
        projectId: PROJECT_ID,
        email: DEMO_STUDENT.email,
        passwordHash: await hashPassword(DEMO_STUDENT.password),
        role: 2,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (student) {
      await tx.insert(people).values({
        userId: student.id,
        firstName: DEMO_STUDENT.firstName,
        surnames: DEMO_STUDENT.surnames,
        mobile: '+593991234567',
      });
    }
    await seedDemoOperator(tx as unknown as Database);
    await seedCatalogue(tx as unknown as Database);
    await seedLandingEvents(tx as unknown as Database);
    await seedClassmates(tx as unknown as Database);
    await seedBookOffers(tx as unknown as Database);
    await seedLearning(tx as unknown as Database, DEMO_STUDENT.email);
    await seedMentoring(tx as unknown as Database, DEMO_STUDENT.email);
    // Keep last: it uses the demo student's enrolments made by the seeds before it.
    await seedCommunity(tx as unknown as Database, DEMO_STUDENT.email);
  });
  return true;
}
