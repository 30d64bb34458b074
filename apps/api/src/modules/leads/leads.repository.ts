// The only place that touches leads and lead_submissions.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { leadSubmissions, leads } from '../../db/schema.ts';

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

/** Whether the person confirmed any lead of the project (followed a confirmation link). */
export async function hasConfirmedLead(db: Executor, projectId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.projectId, projectId), eq(leads.email, email), sql`${leads.confirmedAt} is not null`))
    .limit(1);
  return row !== undefined;
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
 * One row per project + e-mail + code_relation. A later submission never overwrites what is stored
 * (anyone can submit any address): a stored non-empty name, last name, phone or message stays,
 * and only an empty one is filled in. Every submission is kept as it came in lead_submissions
 * (`insertLeadSubmission`). `inserted` tells a new lead from an existing one (PostgreSQL's xmax is
 * 0 on a freshly inserted row).
 */
export async function upsertLead(
  db: Executor,
  values: LeadValues,
): Promise<{ id: number; inserted: boolean; confirmed: boolean; name: string }> {
  const keepStored = (column: string) => sql.raw(`coalesce(leads.${column}, excluded.${column})`);
  const keepStoredText = (column: string) =>
    sql.raw(`coalesce(nullif(leads.${column}, ''), nullif(excluded.${column}, ''), leads.${column})`);
  const [row] = await db
    .insert(leads)
    .values(values)
    .onConflictDoUpdate({
      target: [leads.projectId, leads.email, leads.codeRelation],
      set: {
        name: keepStoredText('name'),
        lastName: keepStoredText('last_name'),
        phone: keepStoredText('phone'),
        message: keepStoredText('message'),
        title: keepStored('title'),
        magistral: sql.raw('excluded.magistral or leads.magistral'),
        landingEventId: keepStored('landing_event_id'),
        ip: keepStored('ip'),
        town: keepStored('town'),
        country: keepStored('country'),
        body: keepStored('body'),
        updatedAt: sql`now()`,
      },
    })
    .returning({
      id: leads.id,
      inserted: sql<boolean>`(xmax = 0)`,
      confirmed: sql<boolean>`(${leads.confirmedAt} is not null)`,
      name: leads.name,
    });
  return {
    id: row!.id,
    inserted: Boolean(row!.inserted),
    confirmed: Boolean(row!.confirmed),
    name: row!.name,
  };
}

export type LeadSubmissionValues = typeof leadSubmissions.$inferInsert;

export async function insertLeadSubmission(db: Executor, values: LeadSubmissionValues): Promise<void> {
  await db.insert(leadSubmissions).values(values);
}

export async function listLeadSubmissions(db: Executor, leadId: number) {
  return db
    .select()
    .from(leadSubmissions)
    .where(eq(leadSubmissions.leadId, leadId))
    .orderBy(leadSubmissions.id);
}

/** Stores the hash of a new confirmation link's token on an unconfirmed lead. */
export async function setConfirmToken(db: Executor, leadId: number, tokenHash: string): Promise<void> {
  await db
    .update(leads)
    .set({ confirmTokenHash: tokenHash })
    .where(and(eq(leads.id, leadId), sql`${leads.confirmedAt} is null`));
}

/** Confirms the lead holding this token (once): the lead, or null for an unknown or spent token. */
export async function confirmLeadByToken(db: Executor, tokenHash: string): Promise<LeadRow | null> {
  const [row] = await db
    .update(leads)
    .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(and(eq(leads.confirmTokenHash, tokenHash), sql`${leads.confirmedAt} is null`))
    .returning();
  return row ?? null;
}
