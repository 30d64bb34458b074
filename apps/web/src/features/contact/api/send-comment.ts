import type { ContactMessageRequest } from '@campus/contract/leads';
import type { leadsOperations } from '@campus/contract/operations/leads';
import { address as sendComentAt } from '@campus/contract/operations/leads/sendComent';
import { useMutation } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The leads operations this file calls, typed from the contract. */
const leadsApi = {
  sendComent: operation<typeof leadsOperations.sendComent>(sendComentAt),
};

/** The contact modal's send (spec §7 auth/sendComent; code_relation 'contact_form'). */
export const sendComment = (body: ContactMessageRequest) => leadsApi.sendComent({ body });

export function useSendComment() {
  return useMutation({ mutationFn: sendComment });
}
