// The operator's reads of leads: one page, and the export in batches by id.
import { and, asc, count, desc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { leads } from '../../db/schema.ts';
import type { LeadRow } from './leads.repository.ts';

export type LeadFilter = { projectId: number; tag?: string; from?: Date; before?: Date; q?: string };

function where(f: LeadFilter): SQL | undefined {
  return and(
    eq(leads.projectId, f.projectId),
    f.tag ? eq(leads.codeRelation, f.tag) : undefined,
    f.from ? gte(leads.createdAt, f.from) : undefined,
    f.before ? lt(leads.createdAt, f.before) : undefined,
    // One expression, the one leads_search_trgm_idx indexes (a trigram GIN answers ILIKE '%…%').
    f.q
      ? sql`(${leads.email} || ' ' || ${leads.name} || ' ' || ${leads.lastName}) ilike ${containing(f.q)}`
      : undefined,
  );
}

/** Newest first (created_at, id: the leads_project_created_idx / leads_project_tag_created_idx order). */
export async function listLeadsPage(
  db: Executor,
  filter: LeadFilter,
  page: number,
  perPage: number,
): Promise<{ rows: LeadRow[]; total: number }> {
  const w = where(filter);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(w)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(leads).where(w),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** How many leads match `filter` (what an export is about to send). */
export async function countLeads(db: Executor, filter: LeadFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads).where(where(filter));
  return row?.n ?? 0;
}

/** The next `limit` leads after id `afterId` (keyset by id, for a streamed export). */
export async function leadsBatchAfter(
  db: Executor,
  filter: LeadFilter,
  afterId: number,
  limit: number,
): Promise<LeadRow[]> {
  return db
    .select()
    .from(leads)
    .where(and(where(filter), gt(leads.id, afterId)))
    .orderBy(asc(leads.id))
    .limit(limit);
}
