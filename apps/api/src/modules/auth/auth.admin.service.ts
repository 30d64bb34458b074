// Legal documents as the operator edits them. The public call
// (GET /api/v1/legal-document/{id}) reads the same rows, so a change shows at once.
import { ADMIN_LEGAL_MESSAGES, type AdminLegalDocument, PROJECT_ID } from '@campus/contract';
import type { Executor } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import {
  findLegalDocumentRow,
  type LegalDocumentRow,
  listLegalDocumentRows,
  saveLegalDocumentRow,
} from './auth.admin.repository.ts';

const present = (r: LegalDocumentRow): AdminLegalDocument => ({
  id: r.id,
  title: r.title,
  body: r.body,
  updated_at: r.updatedAt.toISOString(),
});

export async function listLegalDocumentsAdmin(db: Executor): Promise<AdminLegalDocument[]> {
  return (await listLegalDocumentRows(db, PROJECT_ID)).map(present);
}

export async function legalDocumentAdmin(db: Executor, id: number): Promise<AdminLegalDocument> {
  const row = await findLegalDocumentRow(db, PROJECT_ID, id);
  if (!row) throw new NotFound(ADMIN_LEGAL_MESSAGES.notFound);
  return present(row);
}

/** Creates or replaces document `id` in the caller's transaction; the row before (or null) and after. */
export async function saveLegalDocumentAdmin(
  tx: Executor,
  id: number,
  values: { title: string; body: string },
): Promise<{ before: AdminLegalDocument | null; after: AdminLegalDocument }> {
  const before = await findLegalDocumentRow(tx, PROJECT_ID, id);
  const after = await saveLegalDocumentRow(tx, PROJECT_ID, id, values);
  return { before: before ? present(before) : null, after: present(after) };
}
