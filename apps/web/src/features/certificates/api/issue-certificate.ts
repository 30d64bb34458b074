import type { IssueCertificateRequest } from '@campus/contract/certificates';
import type { certificatesOperations } from '@campus/contract/operations/certificates';
import { address as issueAt } from '@campus/contract/operations/certificates/issue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The certificates operations this file calls, typed from the contract. */
const certificatesApi = {
  issue: operation<typeof certificatesOperations.issue>(issueAt),
};

export const issueCertificate = (courseId: number, body: IssueCertificateRequest = {}) =>
  certificatesApi.issue({ params: { courseId }, body });

/** Issued once, in the profile's name; the status is fetched again. */
export function useIssueCertificate(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: IssueCertificateRequest) => issueCertificate(courseId, body ?? {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['certificate', courseId] }),
  });
}
