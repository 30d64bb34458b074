import type { certificatesOperations } from '@campus/contract/operations/certificates';
import { address as verifyAt } from '@campus/contract/operations/certificates/verify';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, operation } from '../../../lib/api-client.ts';

/** The certificates operations this file calls, typed from the contract. */
const certificatesApi = {
  verify: operation<typeof certificatesOperations.verify>(verifyAt),
};

export const verifyCertificate = (code: string, signal?: AbortSignal) =>
  certificatesApi.verify({ params: { code }, signal });

export const verifyCertificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificate-verification', code],
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    // An unknown code is an answer, not a hiccup: do not retry it.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });

/** Public verification: valid or revoked, with name, course, hours and date. */
export function useCertificateVerification(code: string) {
  return useQuery(verifyCertificateQueryOptions(code));
}
