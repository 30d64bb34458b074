import type { AdminLegalDocument, AdminLegalDocumentInput } from '@campus/contract/admin-legal';
import { adminApi } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList } from '../../kit/list-source.ts';

const key = ['admin', 'legal-documents'] as const;

/** Every legal document, in one answer (a handful). */
export const legalDocumentsList = adminList<AdminLegalDocument>(key, '/api/admin/legal-documents', {
  paged: false,
});

export const useSaveLegalDocument = () =>
  useAuditedWrite(
    ({ id, body }: { id: number; body: AdminLegalDocumentInput }) =>
      adminApi<AdminLegalDocument>(`/api/admin/legal-documents/${id}`, { method: 'PUT', body }),
    { refresh: [key] },
  );
