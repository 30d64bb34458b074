// The operator's reads and writes of landing_events (issue 13, part B), with the lead counts that
// decide whether an event may be deleted or retagged.
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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

/** `%text%` for ILIKE with the pattern characters of `text` taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: LandingEventFilter): SQL | undefined {
  return and(
    eq(landingEvents.projectId, f.projectId),
    f.q ? or(ilike(landingEvents.tag, contains(f.q)), ilike(landingEvents.title, contains(f.q))) : undefined,
    f.when === 'upcoming' ? gt(landingEvents.startsAt, f.now) : undefined,
    f.when === 'past' ? lte(landingEvents.startsAt, f.now) : undefined,
    f.when === 'undated' ? isNull(landingEvents.startsAt) : undefined,
  );
}

/** Leads of the event's tag (the leads_project_tag_created_idx answers it). */
const leadsOfTag = sql<number>`(select count(*)::int from ${leads} where ${leads.projectId} = ${landingEvents.projectId} and ${leads.codeRelation} = ${landingEvents.tag})`;

function order(when: LandingEventFilter['when']) {
  if (when === 'upcoming') return [asc(landingEvents.startsAt), asc(landingEvents.id)];
  if (when === 'past') return [desc(landingEvents.startsAt), desc(landingEvents.id)];
  return [sql`${landingEvents.startsAt} desc nulls last`, desc(landingEvents.id)];
}

const listedColumns = {
  event: landingEvents,
  courseName: courses.name,
  leads: leadsOfTag,
};

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
  return {
    rows: rows.map((r) => ({ ...r.event, courseName: r.courseName, leads: r.leads })),
    total: totalRow?.n ?? 0,
  };
}

export async function getLandingEventListed(
  db: Executor,
  projectId: number,
  id: number,
): Promise<LandingEventListed | null> {
  const [row] = await db
    .select(listedColumns)
    .from(landingEvents)
    .leftJoin(courses, eq(courses.id, landingEvents.courseId))
    .where(and(eq(landingEvents.projectId, projectId), eq(landingEvents.id, id)));
  return row ? { ...row.event, courseName: row.courseName, leads: row.leads } : null;
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

/** Leads that name the event: by its id (the foreign key) or by its tag (code_relation). */
export async function leadsOfEvent(db: Executor, event: LandingEventRecord): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(
      or(
        eq(leads.landingEventId, event.id),
        and(eq(leads.projectId, event.projectId), eq(leads.codeRelation, event.tag)),
      ),
    );
  return row?.n ?? 0;
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
