import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adminSessions, adminTotp, auditLog } from '../../db/schema.ts';

// ── Operator sessions ───────────────────────────────────────────────────────────────────────
export async function insertAdminSession(db: Executor, tokenId: number, userId: number): Promise<void> {
  await db.insert(adminSessions).values({ tokenId, userId }).onConflictDoNothing();
}

/** The operator behind a token issued by the operator login, or null. */
export async function findAdminSession(db: Executor, tokenId: number): Promise<{ userId: number } | null> {
  const [row] = await db
    .select({ userId: adminSessions.userId })
    .from(adminSessions)
    .where(eq(adminSessions.tokenId, tokenId));
  return row ?? null;
}

// ── TOTP ────────────────────────────────────────────────────────────────────────────────────
export type TotpRow = typeof adminTotp.$inferSelect;

export async function findTotp(db: Executor, userId: number): Promise<TotpRow | null> {
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.userId, userId));
  return row ?? null;
}

/** Stores a new pending secret (replacing any pending one). */
export async function upsertPendingTotp(db: Executor, userId: number, secret: string): Promise<void> {
  await db
    .insert(adminTotp)
    .values({ userId, secret, enabledAt: null, lastStep: null })
    .onConflictDoUpdate({ target: adminTotp.userId, set: { secret, enabledAt: null, lastStep: null } });
}

/**
 * Records `step` as used, only if it is newer than the last accepted one (a code is accepted once),
 * and sets `enabled_at` when `enable`. False when another request used that step first.
 */
export async function spendTotpStep(
  db: Executor,
  userId: number,
  step: number,
  enable: boolean,
): Promise<boolean> {
  const rows = await db
    .update(adminTotp)
    .set({ lastStep: step, ...(enable ? { enabledAt: new Date() } : {}) })
    .where(
      and(
        eq(adminTotp.userId, userId),
        // Never the same or an older step twice.
        sqlLastStepBelow(step),
      ),
    )
    .returning({ userId: adminTotp.userId });
  return rows.length > 0;
}

function sqlLastStepBelow(step: number): SQL {
  return sql`(${adminTotp.lastStep} is null or ${adminTotp.lastStep} < ${step})`;
}

export async function deleteTotp(db: Executor, userId: number): Promise<void> {
  await db.delete(adminTotp).where(eq(adminTotp.userId, userId));
}

// ── Audit log ───────────────────────────────────────────────────────────────────────────────
export type AuditInsert = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAudit(db: Executor, values: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

export async function listAudit(
  db: Executor,
  filter: { entity?: string; entityId?: number },
  page: number,
  perPage: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}
