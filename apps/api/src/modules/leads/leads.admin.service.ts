// Leads as the operator sees them: a filtered page and the CSV download. The
// CSV writer is leads.csv.ts, the same as `npm run leads:export` (BOM, formula injection defused).
import {
  type AdminLead,
  type AdminLeadExportQuery,
  type AdminLeadListQuery,
  type Paginated,
  PROJECT_ID,
  paginate,
  zonedInstant,
} from '@campus/contract';
import type { Executor } from '../../db/client.ts';
import { countLeads, type LeadFilter, leadsBatchAfter, listLeadsPage } from './leads.admin.repository.ts';
import { CSV_HEADER, csvLine, leadCsvValues } from './leads.csv.ts';
import type { LeadRow } from './leads.repository.ts';

const TIME_ZONE = 'America/Guayaquil';
const EXPORT_BATCH = 1000;

/** 00:00 (Ecuador) of an AAAA-MM-DD day, `plusDays` later. */
function dayStart(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + plusDays));
  return zonedInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0, 0, TIME_ZONE);
}

function filterOf(q: { tag?: string; from?: string; to?: string; q?: string }): LeadFilter {
  return {
    projectId: PROJECT_ID,
    tag: q.tag || undefined,
    from: q.from ? dayStart(q.from) : undefined,
    before: q.to ? dayStart(q.to, 1) : undefined,
    q: q.q || undefined,
  };
}

function present(r: LeadRow): AdminLead {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    last_name: r.lastName,
    phone: r.phone,
    tag: r.codeRelation,
    title: r.title,
    town: r.town,
    country: r.country,
    confirmed: r.confirmedAt !== null,
    created_at: r.createdAt.toISOString(),
  };
}

export async function listLeadsAdmin(
  db: Executor,
  query: AdminLeadListQuery & { page: number; per_page: number },
): Promise<Paginated<AdminLead>> {
  const { rows, total } = await listLeadsPage(db, filterOf(query), query.page, query.per_page);
  return paginate(rows.map(present), total, query.page, query.per_page);
}

/** How many leads an export with `query` sends, and its filters as the audit log records them. */
export async function leadsExportSummary(
  db: Executor,
  query: AdminLeadExportQuery,
): Promise<{ rows: number; filters: { tag: string | null; from: string | null; to: string | null } }> {
  return {
    rows: await countLeads(db, filterOf(query)),
    filters: { tag: query.tag || null, from: query.from || null, to: query.to || null },
  };
}

/** The CSV (UTF-8 with BOM, header, one line per lead), produced in batches of 1000 by id. */
export async function* leadsCsv(db: Executor, query: AdminLeadExportQuery): AsyncGenerator<string> {
  const separator = query.separator ?? ';';
  const filter = filterOf(query);
  yield `\uFEFF${csvLine(CSV_HEADER, separator)}`;
  let lastId = 0;
  for (;;) {
    const rows = await leadsBatchAfter(db, filter, lastId, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map((r) => csvLine(leadCsvValues(r), separator)).join('');
    lastId = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The file name of a download: leads[-tag]-AAAA-MM-DD.csv (safe characters only). */
export function leadsCsvName(query: AdminLeadExportQuery, now = new Date()): string {
  const tag = query.tag ? `-${query.tag.replace(/[^a-z0-9-]/gi, '')}` : '';
  return `leads${tag}-${now.toISOString().slice(0, 10)}.csv`;
}
