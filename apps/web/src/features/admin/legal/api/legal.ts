import type { AdminLegalDocumentInput } from '@campus/contract/admin-legal';
import type { adminLegalOperations } from '@campus/contract/operations/admin-legal';
import { address as listAddress } from '@campus/contract/operations/admin-legal/list';
import { address as updateAddress } from '@campus/contract/operations/admin-legal/update';
import { adminOperation } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList } from '../../kit/list-source.ts';

const key = ['admin', 'legal-documents'] as const;
const save = adminOperation<typeof adminLegalOperations.update>(updateAddress);

/** Every legal document, in one answer (a handful). */
export const legalDocumentsList = adminList(
  key,
  adminOperation<typeof adminLegalOperations.list>(listAddress),
  { paged: false },
);

export const useSaveLegalDocument = () =>
  useAuditedWrite(
    ({ id, body }: { id: number; body: AdminLegalDocumentInput }) => save({ params: { id }, body }),
    { refresh: [key] },
  );
