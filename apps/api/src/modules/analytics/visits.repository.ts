// Landing visits: counts per day and path, the day's salt and its visitor keys.
import { randomBytes } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { landingVisitKeys, landingVisitSalts, landingVisits } from '../../db/schema.ts';

/** The salt of `day`, created by the first visit of the day (concurrent first visits agree). */
export async function daySalt(db: Executor, day: string): Promise<string> {
  await db
    .insert(landingVisitSalts)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: landingVisitSalts.salt })
    .from(landingVisitSalts)
    .where(eq(landingVisitSalts.day, day));
  return row!.salt;
}

/**
 * Counts one view of `path` on `day`, and one visitor when `key` is new that day; nothing once the
 * key has `maxViews` views that day (false). The key's row counts its views with a guarded upsert,
 * so parallel beacons of one address never pass the cap.
 */
export async function recordVisit(
  db: Executor,
  day: string,
  path: string,
  key: string,
  maxViews: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .insert(landingVisitKeys)
      .values({ day, key, views: 1 })
      .onConflictDoUpdate({
        target: [landingVisitKeys.day, landingVisitKeys.key],
        set: { views: sql`${landingVisitKeys.views} + 1` },
        setWhere: sql`${landingVisitKeys.views} < ${maxViews}`,
      })
      .returning({ views: landingVisitKeys.views });
    if (!seen) return false;
    const visitors = seen.views === 1 ? 1 : 0;
    await tx
      .insert(landingVisits)
      .values({ day, path, views: 1, visitors })
      .onConflictDoUpdate({
        target: [landingVisits.day, landingVisits.path],
        set: {
          views: sql`${landingVisits.views} + 1`,
          visitors: sql`${landingVisits.visitors} + ${visitors}`,
        },
      });
    return true;
  });
}

/** Deletes the salts and visitor keys of days before `today`: their visitors can no longer be linked. */
export async function purgeVisitKeys(db: Executor, today: string): Promise<number> {
  const keys = await db
    .delete(landingVisitKeys)
    .where(lt(landingVisitKeys.day, today))
    .returning({ day: landingVisitKeys.day });
  await db.delete(landingVisitSalts).where(lt(landingVisitSalts.day, today));
  return keys.length;
}

/** Views and visitors per week (Monday, AAAA-MM-DD) between two days (`to` excluded). */
export async function visitsPerWeek(db: Executor, from: string, to: string) {
  const week = sql<string>`to_char(date_trunc('week', ${landingVisits.day}::timestamp), 'YYYY-MM-DD')`;
  return db
    .select({
      week,
      views: sql<number>`sum(${landingVisits.views})::int`,
      visitors: sql<number>`sum(${landingVisits.visitors})::int`,
    })
    .from(landingVisits)
    .where(and(gte(landingVisits.day, from), lt(landingVisits.day, to)))
    .groupBy(week);
}
