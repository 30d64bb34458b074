import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { certificatesApi } from './certificates-client.ts';

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
