import type { IssueCertificateRequest } from '@campus/contract/certificates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { certificatesApi } from './certificates-client.ts';

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
