import type { ContactMessageRequest, LeadResult } from '@campus/contract/leads';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The contact modal's send (spec §7 auth/sendComent; code_relation 'contact_form'). */
export const sendComment = (body: ContactMessageRequest) =>
  api<LeadResult>('/api/v1/sendComent', { method: 'POST', body });

export function useSendComment() {
  return useMutation({ mutationFn: sendComment });
}
