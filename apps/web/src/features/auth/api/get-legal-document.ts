import { PROJECT_ID } from '@campus/contract/constants';
import type { authOperations } from '@campus/contract/operations/auth';
import { address as legalDocumentAt } from '@campus/contract/operations/auth/legalDocument';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The auth operations this file calls, typed from the contract. */
const authApi = {
  legalDocument: operation<typeof authOperations.legalDocument>(legalDocumentAt),
};

export async function getLegalDocument(id: number, signal?: AbortSignal) {
  const res = await authApi.legalDocument({
    params: { id },
    query: { proyect_id: PROJECT_ID },
    signal,
  });
  return res.data;
}

export const legalDocumentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['legal-document', id],
    queryFn: ({ signal }) => getLegalDocument(id, signal),
    staleTime: 60 * 60_000,
  });

/** The legal document, fetched only when `enabled` (the terms modal is open). */
export function useLegalDocument(id: number, enabled: boolean) {
  return useQuery({ ...legalDocumentQueryOptions(id), enabled });
}
