// The sandbox provider's own books (sandbox_payments): it stands for a remote provider, so only
// its adapter and its hosted page read and write them.
import { randomBytes, randomInt } from 'node:crypto';
import type { SandboxOutcome } from '@campus/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sandboxPayments } from '../../db/schema.ts';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

export async function insertSandboxPayment(
  db: Executor,
  values: typeof sandboxPayments.$inferInsert,
): Promise<void> {
  await db.insert(sandboxPayments).values(values);
}

/** The merchant's confirm call, recorded once (as PayPhone's V2/Confirm acknowledges a payment). */
export async function markSandboxConfirmed(db: Executor, id: number): Promise<void> {
  await db.update(sandboxPayments).set({ confirmedAt: new Date() }).where(eq(sandboxPayments.id, id));
}

export async function findSandboxPayment(db: Executor, checkoutId: string): Promise<SandboxPayment | null> {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.checkoutId, checkoutId))
    .limit(1);
  return row ?? null;
}

export async function findSandboxPaymentByReference(
  db: Executor,
  reference: string,
): Promise<SandboxPayment | null> {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.reference, reference))
    .orderBy(desc(sandboxPayments.id))
    .limit(1);
  return row ?? null;
}

/**
 * The buyer's decision on the sandbox page, once: a payment already decided is not decided again
 * (returns null). The transaction id and authorisation code are the sandbox's own.
 */
export async function decideSandboxPayment(
  db: Executor,
  checkoutId: string,
  outcome: SandboxOutcome,
  cardLast4: string | null,
): Promise<SandboxPayment | null> {
  const [row] = await db
    .update(sandboxPayments)
    .set({
      status: outcome,
      transactionId: `${Date.now()}${randomInt(100_000, 999_999)}`,
      authorizationCode: outcome === 'approved' ? randomBytes(3).toString('hex').toUpperCase() : null,
      cardLast4,
      updatedAt: new Date(),
    })
    .where(and(eq(sandboxPayments.checkoutId, checkoutId), eq(sandboxPayments.status, 'created')))
    .returning();
  return row ?? null;
}

/** The sandbox operator refunds an approved payment (tests; the verdict becomes 'refunded'). */
export async function refundSandboxPayment(db: Executor, checkoutId: string): Promise<boolean> {
  const rows = await db
    .update(sandboxPayments)
    .set({ status: 'refunded', updatedAt: new Date() })
    .where(and(eq(sandboxPayments.checkoutId, checkoutId), eq(sandboxPayments.status, 'approved')))
    .returning({ id: sandboxPayments.id });
  return rows.length > 0;
}
