import type { AdminLegalDocument, AdminLegalDocumentInput } from '@campus/contract/admin-legal';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';

const key = ['admin', 'legal-documents'] as const;

export const legalDocumentsQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      adminApi<{ data: AdminLegalDocument[] }>('/api/admin/legal-documents', { signal }),
  });
export const useLegalDocuments = () => useQuery(legalDocumentsQuery());

export function useSaveLegalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminLegalDocumentInput }) =>
      adminApi<AdminLegalDocument>(`/api/admin/legal-documents/${id}`, { method: 'PUT', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
