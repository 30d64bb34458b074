import type { ContactMessageRequest } from '@campus/contract/leads';
import { useMutation } from '@tanstack/react-query';
import { leadsApi } from '../../../lib/leads-api.ts';

/** The contact modal's send (spec §7 auth/sendComent; code_relation 'contact_form'). */
export const sendComment = (body: ContactMessageRequest) => leadsApi.sendComent({ body });

export function useSendComment() {
  return useMutation({ mutationFn: sendComment });
}
