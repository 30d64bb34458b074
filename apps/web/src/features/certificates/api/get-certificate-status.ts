import type { certificatesOperations } from '@campus/contract/operations/certificates';
import { address as statusAt } from '@campus/contract/operations/certificates/status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The certificates operations this file calls, typed from the contract. */
const certificatesApi = {
  status: operation<typeof certificatesOperations.status>(statusAt),
};

export const getCertificateStatus = (courseId: number, signal?: AbortSignal) =>
  certificatesApi.status({ params: { courseId }, signal });

export const certificateStatusQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['certificate', courseId],
    queryFn: ({ signal }) => getCertificateStatus(courseId, signal),
    // Progress moves while the student watches: look again now and then until the goal is reached.
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.offered && !data.eligible ? 30_000 : false;
    },
    refetchOnWindowFocus: true,
  });

/** Percent, threshold, eligibility, the issued certificate. */
export function useCertificateStatus(courseId: number) {
  return useQuery(certificateStatusQueryOptions(courseId));
}
