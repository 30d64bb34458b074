import type { CertificateVerification } from '@campus/contract/certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

export const verifyCertificate = (code: string, signal?: AbortSignal) =>
  api<CertificateVerification>(`/api/v1/certificates/${encodeURIComponent(code)}`, { signal });

export const verifyCertificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificate-verification', code],
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    // An unknown code is an answer, not a hiccup: do not retry it.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });

/** GET /api/v1/certificates/{code} (public): valid or revoked, with name, course, hours and date. */
export function useCertificateVerification(code: string) {
  return useQuery(verifyCertificateQueryOptions(code));
}
