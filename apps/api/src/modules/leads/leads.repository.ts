// The only place that touches the marketing tables: leads, landing_events, contacts and the
// operator's marketing settings (marketing_settings, testimonial_videos).
import { and, asc, desc, eq, gt, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  contacts,
  courses,
  landingEvents,
  leads,
  marketingSettings,
  testimonialVideos,
} from '../../db/schema.ts';

export type LandingEventRow = {
  id: number;
  tag: string;
  title: string;
  type: number;
  startsAt: Date | null;
  urlRoom: string | null;
  idRoom: string | null;
  urlDownload: string | null;
  course: { id: number; name: string; price: string; free: boolean; image: string } | null;
};

const eventColumns = {
  id: landingEvents.id,
  tag: landingEvents.tag,
  title: landingEvents.title,
  type: landingEvents.type,
  startsAt: landingEvents.startsAt,
  urlRoom: landingEvents.urlRoom,
  idRoom: landingEvents.idRoom,
  urlDownload: landingEvents.urlDownload,
  courseId: courses.id,
  courseName: courses.name,
  coursePrice: courses.price,
  courseFree: courses.free,
  courseImage: courses.image,
};

type EventSelectRow = {
  id: number;
  tag: string;
  title: string;
  type: number;
  startsAt: Date | null;
  urlRoom: string | null;
  idRoom: string | null;
  urlDownload: string | null;
  courseId: number | null;
  courseName: string | null;
  coursePrice: string | null;
  courseFree: boolean | null;
  courseImage: string | null;
};

function toEvent(r: EventSelectRow): LandingEventRow {
  return {
    id: r.id,
    tag: r.tag,
    title: r.title,
    type: r.type,
    startsAt: r.startsAt,
    urlRoom: r.urlRoom,
    idRoom: r.idRoom,
    urlDownload: r.urlDownload,
    course:
      r.courseId === null
        ? null
        : {
            id: r.courseId,
            name: r.courseName ?? '',
            price: r.coursePrice ?? '0.00',
            free: r.courseFree ?? false,
            image: r.courseImage ?? '',
          },
  };
}

function selectEvents(db: Executor) {
  return db
    .select(eventColumns)
    .from(landingEvents)
    .leftJoin(courses, eq(courses.id, landingEvents.courseId));
}

/** A landing event of the project by its tag or its id. */
export async function findLandingEvent(
  db: Executor,
  projectId: number,
  key: { tag: string } | { id: number },
): Promise<LandingEventRow | null> {
  const match = 'tag' in key ? eq(landingEvents.tag, key.tag) : eq(landingEvents.id, key.id);
  const [row] = await selectEvents(db).where(and(eq(landingEvents.projectId, projectId), match));
  return row ? toEvent(row) : null;
}

export const findLandingEventByTag = (db: Executor, projectId: number, tag: string) =>
  findLandingEvent(db, projectId, { tag });

/** `_` is a LIKE wildcard and tags may contain it. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The soonest edition of a series still to come: the event tagged `tag` itself or `tag-2`,
 * `tag-3`… (how a recurring webinar's later editions are tagged).
 */
export async function findNextEdition(
  db: Executor,
  projectId: number,
  tag: string,
  now: Date,
): Promise<LandingEventRow | null> {
  const [row] = await selectEvents(db)
    .where(
      and(
        eq(landingEvents.projectId, projectId),
        or(eq(landingEvents.tag, tag), like(landingEvents.tag, `${escapeLike(tag)}-%`)),
        gt(landingEvents.startsAt, now),
      ),
    )
    .orderBy(asc(landingEvents.startsAt))
    .limit(1);
  return row ? toEvent(row) : null;
}

export type LeadRow = typeof leads.$inferSelect;

export async function findLead(
  db: Executor,
  projectId: number,
  email: string,
  codeRelation: string,
): Promise<LeadRow | null> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.projectId, projectId), eq(leads.email, email), eq(leads.codeRelation, codeRelation)));
  return row ?? null;
}

/** The person's most recent lead in the project, any landing (to sign a known person up again). */
export async function latestLeadOf(db: Executor, projectId: number, email: string): Promise<LeadRow | null> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.projectId, projectId), eq(leads.email, email)))
    .orderBy(desc(leads.updatedAt))
    .limit(1);
  return row ?? null;
}

export type LeadValues = {
  projectId: number;
  email: string;
  codeRelation: string;
  name: string;
  lastName: string;
  phone: string | null;
  message: string | null;
  title: string | null;
  magistral: boolean;
  landingEventId: number | null;
  ip: string | null;
  town: string | null;
  country: string | null;
  body: Record<string, unknown> | null;
};

/**
 * One row per project + e-mail + code_relation: a new submission updates the row (name, phone,
 * event…) instead of adding one. Values left empty keep what was stored. `inserted` tells a new
 * lead from an update (PostgreSQL's xmax is 0 on a freshly inserted row).
 */
export async function upsertLead(
  db: Executor,
  values: LeadValues,
): Promise<{ id: number; inserted: boolean }> {
  const keep = (column: string) => sql.raw(`coalesce(excluded.${column}, leads.${column})`);
  const keepText = (column: string) => sql.raw(`coalesce(nullif(excluded.${column}, ''), leads.${column})`);
  const [row] = await db
    .insert(leads)
    .values(values)
    .onConflictDoUpdate({
      target: [leads.projectId, leads.email, leads.codeRelation],
      set: {
        name: keepText('name'),
        lastName: keepText('last_name'),
        phone: keep('phone'),
        message: keep('message'),
        title: keep('title'),
        magistral: sql.raw('excluded.magistral or leads.magistral'),
        landingEventId: keep('landing_event_id'),
        ip: keep('ip'),
        town: keep('town'),
        country: keep('country'),
        body: keep('body'),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: leads.id, inserted: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, inserted: Boolean(row!.inserted) };
}

export type ContactValues = typeof contacts.$inferInsert;

export async function insertContact(db: Executor, values: ContactValues): Promise<number> {
  const [row] = await db.insert(contacts).values(values).returning({ id: contacts.id });
  return row!.id;
}

export type MarketingSettingsRow = typeof marketingSettings.$inferSelect;
export type TestimonialVideoRow = typeof testimonialVideos.$inferSelect;

export async function findMarketingSettings(
  db: Executor,
  projectId: number,
): Promise<MarketingSettingsRow | null> {
  const [row] = await db.select().from(marketingSettings).where(eq(marketingSettings.projectId, projectId));
  return row ?? null;
}

/** The project's testimonial videos in gallery order. */
export function listTestimonialVideos(db: Executor, projectId: number): Promise<TestimonialVideoRow[]> {
  return db
    .select()
    .from(testimonialVideos)
    .where(eq(testimonialVideos.projectId, projectId))
    .orderBy(asc(testimonialVideos.number));
}
