// The operator's reads and writes of legal documents.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { legalDocuments } from '../../db/schema.ts';

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;

export async function listLegalDocumentRows(db: Executor, projectId: number): Promise<LegalDocumentRow[]> {
  return db
    .select()
    .from(legalDocuments)
    .where(eq(legalDocuments.projectId, projectId))
    .orderBy(asc(legalDocuments.id));
}

export async function findLegalDocumentRow(
  db: Executor,
  projectId: number,
  id: number,
): Promise<LegalDocumentRow | null> {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.projectId, projectId), eq(legalDocuments.id, id)));
  return row ?? null;
}

/** Creates document `id` or replaces its title and body. */
export async function saveLegalDocumentRow(
  db: Executor,
  projectId: number,
  id: number,
  values: { title: string; body: string },
): Promise<LegalDocumentRow> {
  const [row] = await db
    .insert(legalDocuments)
    .values({ projectId, id, ...values })
    .onConflictDoUpdate({
      target: [legalDocuments.projectId, legalDocuments.id],
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}
