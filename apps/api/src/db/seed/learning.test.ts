// The demo student starts with two enrolled courses, some progress in each, and the local demo
// video still to watch (so the e2e journey and a first visitor can complete it).
import path from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPgliteImage } from '../../../test/databases.ts';
import { loadConfig } from '../../config.ts';
import { probeMediaSeconds } from '../../lib/media-length.ts';
import { MEDIA_DIR } from '../../lib/paths.ts';
import { courseProgress } from '../../modules/learning/learning.service.ts';
import { bootstrap } from '../bootstrap.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { enrolments, resourceProgress, resources, users } from '../schema.ts';
import { DEMO_VIDEO_SECONDS } from './courses-data.ts';
import { DEMO_STUDENT, seedDemoIfEmpty } from './index.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null, image: migratedPgliteImage() });
  await handle.migrate();
  await bootstrap(handle.db, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }));
  await seedDemoIfEmpty(handle.db);
});
afterAll(async () => handle?.close());

describe('learning demo seed', () => {
  it('enrols the demo student in two courses with progress between 0 and 100, local videos not completed', async () => {
    const db = handle.db;
    const [student] = await db.select().from(users).where(eq(users.email, DEMO_STUDENT.email));
    const courses = await db.select().from(enrolments).where(eq(enrolments.userId, student!.id));
    expect(courses).toHaveLength(2);
    for (const c of courses) {
      const p = await courseProgress(db, student!.id, c.courseId);
      expect(p.percent).toBeGreaterThan(0);
      expect(p.percent).toBeLessThan(100);
    }
    const completedVideos = await db
      .select({ id: resources.id })
      .from(resourceProgress)
      .innerJoin(resources, eq(resources.id, resourceProgress.resourceId))
      .where(
        and(
          eq(resourceProgress.userId, student!.id),
          eq(resources.type, 2),
          isNotNull(resourceProgress.completedAt),
        ),
      );
    expect(completedVideos).toEqual([]);
  });

  it('gives every playable resource a length the server holds, the local video its real one (from the file)', async () => {
    const db = handle.db;
    const playable = await db
      .select()
      .from(resources)
      .where(inArray(resources.type, [1, 2, 6]));
    expect(playable.length).toBeGreaterThan(0);
    for (const r of playable) expect(r.durationSeconds, r.name).toBeGreaterThan(0);
    const local = playable.filter((r) => r.type === 2);
    const file = path.join(MEDIA_DIR, 'video', 'demo-clase.mp4');
    expect(await probeMediaSeconds(file, 'mp4')).toBe(DEMO_VIDEO_SECONDS);
    // Every local video: the length seeded is the file's own, a real class of one to two minutes.
    for (const url of new Set(local.map((r) => r.url!))) {
      const probed = await probeMediaSeconds(path.join(MEDIA_DIR, url.replace(/^\/media\//, '')), 'mp4');
      expect(probed, url).toBeGreaterThanOrEqual(60);
      expect(probed, url).toBeLessThanOrEqual(120);
      for (const r of local.filter((x) => x.url === url)) expect(r.durationSeconds, r.name).toBe(probed);
    }
  });
});
