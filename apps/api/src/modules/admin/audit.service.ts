import { type AuditEntry, type Paginated, paginate } from '@campus/contract';
import type { Database, Executor } from '../../db/client.ts';
import { type AuditRow, insertAudit, listAudit } from './admin.repository.ts';

/** The operator making a change (set on the request by the admin guard: `request.admin`). */
export type AdminActor = { userId: number; email: string };
/**
 * Who an audit entry names: an operator, or no account (a failed login names the e-mail typed; the
 * command line names the system user that ran it).
 */
export type AuditActor = { userId: number | null; email: string };

/**
 * What an operator did: `create`, `update`, `delete`, `publish`, … on `entity` (a table's name); also
 * `login`, `login_failed`, `login_totp_required`, `login_totp_failed` on `operators`, and `export` on
 * `leads` (bulk personal data leaving the system).
 */
export type AuditChange = {
  action: string;
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
};

/** JSON-safe copy (dates as ISO strings, undefined dropped), so jsonb stores what the row was. */
const snapshot = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/** Writes one audit entry; pass the transaction of the change so both commit or neither does. */
export async function recordAudit(db: Executor, actor: AuditActor, change: AuditChange): Promise<void> {
  await insertAudit(db, {
    userId: actor.userId,
    actorEmail: actor.email,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
}

/**
 * Runs an operator's change and its audit entry in one transaction. `change` returns the entity id,
 * the row before and after (null when created or deleted) and the result to hand back.
 */
export async function audited<T>(
  db: Database,
  actor: AdminActor,
  action: string,
  entity: string,
  change: (tx: Executor) => Promise<{ entityId: number | null; before: unknown; after: unknown; result: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const done = await change(tx);
    await recordAudit(tx, actor, {
      action,
      entity,
      entityId: done.entityId,
      before: done.before,
      after: done.after,
    });
    return done.result;
  });
}

function present(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    user_id: row.userId,
    actor_email: row.actorEmail,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of the audit log, newest first, optionally for one entity (and id). */
export async function getAuditPage(
  db: Executor,
  query: { page: number; per_page: number; entity?: string; entity_id?: number },
): Promise<Paginated<AuditEntry>> {
  const { rows, total } = await listAudit(
    db,
    { entity: query.entity || undefined, entityId: query.entity_id },
    query.page,
    query.per_page,
  );
  return paginate(rows.map(present), total, query.page, query.per_page);
}
