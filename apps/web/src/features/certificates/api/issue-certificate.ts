import type { IssueCertificateRequest, IssueCertificateResponse } from '@campus/contract/certificates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const issueCertificate = (courseId: number, body: IssueCertificateRequest = {}) =>
  api<IssueCertificateResponse>(`/api/v2/certificates/${courseId}`, { method: 'POST', body });

/** POST /api/v2/certificates/{courseId}: issued once, in the profile's name; the status is fetched again. */
export function useIssueCertificate(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: IssueCertificateRequest) => issueCertificate(courseId, body ?? {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['certificate', courseId] }),
  });
}
