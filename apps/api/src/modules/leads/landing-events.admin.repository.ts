// The operator's reads and writes of landing_events, with the lead counts that
// decide whether an event may be deleted or retagged.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { courses, landingEvents, leads } from '../../db/schema.ts';

export type LandingEventRecord = typeof landingEvents.$inferSelect;
export type LandingEventWrite = Omit<typeof landingEvents.$inferInsert, 'id'>;
export type LandingEventListed = LandingEventRecord & { courseName: string | null; leads: number };

export type LandingEventFilter = {
  projectId: number;
  q?: string;
  when?: 'upcoming' | 'past' | 'undated';
  now: Date;
};

function where(f: LandingEventFilter): SQL | undefined {
  return and(
    eq(landingEvents.projectId, f.projectId),
    f.q
      ? or(ilike(landingEvents.tag, containing(f.q)), ilike(landingEvents.title, containing(f.q)))
      : undefined,
    f.when === 'upcoming' ? gt(landingEvents.startsAt, f.now) : undefined,
    f.when === 'past' ? lte(landingEvents.startsAt, f.now) : undefined,
    f.when === 'undated' ? isNull(landingEvents.startsAt) : undefined,
  );
}

function order(when: LandingEventFilter['when']) {
  if (when === 'upcoming') return [asc(landingEvents.startsAt), asc(landingEvents.id)];
  if (when === 'past') return [desc(landingEvents.startsAt), desc(landingEvents.id)];
  return [sql`${landingEvents.startsAt} desc nulls last`, desc(landingEvents.id)];
}

const listedColumns = { event: landingEvents, courseName: courses.name };

/**
 * Leads of each tag, counted for the page's events only (after the page is cut, so a page costs
 * one grouped count over leads_project_tag_created_idx, not one per event of the table).
 */
async function withLeadCounts(
  db: Executor,
  projectId: number,
  rows: Array<{ event: LandingEventRecord; courseName: string | null }>,
): Promise<LandingEventListed[]> {
  const tags = rows.map((r) => r.event.tag);
  const counts =
    tags.length === 0
      ? []
      : await db
          .select({ tag: leads.codeRelation, n: count() })
          .from(leads)
          .where(and(eq(leads.projectId, projectId), inArray(leads.codeRelation, tags)))
          .groupBy(leads.codeRelation);
  const byTag = new Map(counts.map((c) => [c.tag, c.n]));
  return rows.map((r) => ({ ...r.event, courseName: r.courseName, leads: byTag.get(r.event.tag) ?? 0 }));
}

/** One page: upcoming soonest first, past latest first, else latest date first and undated last. */
export async function pageLandingEvents(
  db: Executor,
  filter: LandingEventFilter,
  page: number,
  perPage: number,
): Promise<{ rows: LandingEventListed[]; total: number }> {
  const w = where(filter);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(listedColumns)
      .from(landingEvents)
      .leftJoin(courses, eq(courses.id, landingEvents.courseId))
      .where(w)
      .orderBy(...order(filter.when))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(landingEvents).where(w),
  ]);
  return { rows: await withLeadCounts(db, filter.projectId, rows), total: totalRow?.n ?? 0 };
}

export async function getLandingEventListed(
  db: Executor,
  projectId: number,
  id: number,
): Promise<LandingEventListed | null> {
  const rows = await db
    .select(listedColumns)
    .from(landingEvents)
    .leftJoin(courses, eq(courses.id, landingEvents.courseId))
    .where(and(eq(landingEvents.projectId, projectId), eq(landingEvents.id, id)));
  return rows.length ? ((await withLeadCounts(db, projectId, rows))[0] ?? null) : null;
}

/** The event (locked for the rest of the transaction), or null. */
export async function lockLandingEvent(
  db: Executor,
  projectId: number,
  id: number,
): Promise<LandingEventRecord | null> {
  const [row] = await db
    .select()
    .from(landingEvents)
    .where(and(eq(landingEvents.projectId, projectId), eq(landingEvents.id, id)))
    .for('update');
  return row ?? null;
}

export async function tagTaken(db: Executor, tag: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: landingEvents.id })
    .from(landingEvents)
    .where(eq(landingEvents.tag, tag));
  return row !== undefined && row.id !== exceptId;
}

/**
 * Leads that name the event: by its tag (code_relation, on the leads_project_tag_created_idx), else
 * by its id (the foreign key, which has no index: only looked at when the tag has none).
 */
export async function leadsOfEvent(db: Executor, event: LandingEventRecord): Promise<number> {
  const [byTag] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.projectId, event.projectId), eq(leads.codeRelation, event.tag)));
  if ((byTag?.n ?? 0) > 0) return byTag!.n;
  const [byId] = await db.select({ n: count() }).from(leads).where(eq(leads.landingEventId, event.id));
  return byId?.n ?? 0;
}

export async function courseExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  return row !== undefined;
}

export async function insertLandingEvent(
  db: Executor,
  values: LandingEventWrite,
): Promise<LandingEventRecord> {
  const [row] = await db.insert(landingEvents).values(values).returning();
  return row!;
}

export async function updateLandingEvent(
  db: Executor,
  id: number,
  values: Partial<LandingEventWrite>,
): Promise<LandingEventRecord> {
  const [row] = await db.update(landingEvents).set(values).where(eq(landingEvents.id, id)).returning();
  return row!;
}

export async function deleteLandingEvent(db: Executor, id: number): Promise<void> {
  await db.delete(landingEvents).where(eq(landingEvents.id, id));
}
