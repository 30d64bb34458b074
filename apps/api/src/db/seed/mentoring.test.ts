// The demo can book mentoring and get a certificate, without touching the learning demo.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPgliteImage } from '../../../test/databases.ts';
import { loadConfig } from '../../config.ts';
import { courseProgress } from '../../modules/learning/learning.service.ts';
import { bootstrap } from '../bootstrap.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { courses, enrolments, mentoringSlots, users } from '../schema.ts';
import { TELEMEDICINE_COURSE_NAME } from './courses-data.ts';
import { DEMO_STUDENT, seedDemoIfEmpty } from './index.ts';
import { DEMO_CERTIFICATE_COURSE_NAME, MENTORING_COURSE_NAME } from './mentoring.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null, image: migratedPgliteImage() });
  await handle.migrate();
  await bootstrap(handle.db, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }));
  await seedDemoIfEmpty(handle.db);
});
afterAll(async () => handle?.close());

const course = async (name: string) =>
  (await handle.db.select().from(courses).where(eq(courses.name, name)))[0]!;
const upcoming = (courseId: number) =>
  handle.db
    .select()
    .from(mentoringSlots)
    .where(and(eq(mentoringSlots.courseId, courseId), gt(mentoringSlots.startsAt, new Date())));

describe('mentoring and certificate demo seed', () => {
  it('the mentoring course runs 30 days with individual sessions ahead; the telemedicine course has its 3 live sessions', async () => {
    const mentoring = await course(MENTORING_COURSE_NAME);
    expect(mentoring.days).toBe(30);
    const individual = await upcoming(mentoring.id);
    expect(individual).toHaveLength(20);
    expect(individual.every((s) => s.capacity === 1 && s.booked === 0)).toBe(true);
    const live = await upcoming((await course(TELEMEDICINE_COURSE_NAME)).id);
    expect(live.map((s) => s.capacity)).toEqual([40, 40, 40]);
  });

  it('the demo student is past 75 % of a certificate course they are enrolled in, below 100 %', async () => {
    const db = handle.db;
    const [student] = await db.select().from(users).where(eq(users.email, DEMO_STUDENT.email));
    const workshop = await course(DEMO_CERTIFICATE_COURSE_NAME);
    expect(workshop.certificate).toBe(true);
    const [enrolled] = await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, student!.id), eq(enrolments.courseId, workshop.id)));
    expect(enrolled).toBeDefined();
    const progress = await courseProgress(db, student!.id, workshop.id);
    expect(progress.percent).toBeGreaterThanOrEqual(75);
    expect(progress.percent).toBeLessThan(100);
  });
});
