import type { ContactLeadRequest, LandingEvent, V2LeadRequest } from '@campus/contract/leads';
import type { leadsOperations } from '@campus/contract/operations/leads';
import { address as addBookAt } from '@campus/contract/operations/leads/addBook';
import { address as checkAt } from '@campus/contract/operations/leads/check';
import { address as contactLeadsAt } from '@campus/contract/operations/leads/contactLeads';
import { address as eventAt } from '@campus/contract/operations/leads/event';
import { address as leadsAt } from '@campus/contract/operations/leads/leads';
import { useMutation } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The leads operations this file calls, typed from the contract. */
const leadsApi = {
  addBook: operation<typeof leadsOperations.addBook>(addBookAt),
  check: operation<typeof leadsOperations.check>(checkAt),
  contactLeads: operation<typeof leadsOperations.contactLeads>(contactLeadsAt),
  event: operation<typeof leadsOperations.event>(eventAt),
  leads: operation<typeof leadsOperations.leads>(leadsAt),
};

const PROJECT = '4';

/** The event fields the §7 lead calls carry along, from our own landing event. */
export function eventFields(event: LandingEvent | null) {
  if (!event) return {};
  return {
    urlRoom: event.urlRoom,
    id_room: event.id_room,
    date: event.date,
    title: event.title,
    type: event.type,
    url_download: event.url_download,
  };
}

export type CheckInput = { email: string; codeRelation: string; event: LandingEvent | null };

export const checkLead = ({ email, codeRelation, event }: CheckInput) =>
  leadsApi.check({
    body: { email, proyect_id: PROJECT, code_relation: codeRelation, ...eventFields(event) },
  });

export function useCheckLead() {
  return useMutation({ mutationFn: checkLead });
}

export type EventLeadInput = {
  name: string;
  lastName: string;
  email: string;
  movil: string;
  codeRelation: string;
  magistral: boolean;
  event: LandingEvent | null;
};

export const addEventLead = (input: EventLeadInput) =>
  leadsApi.event({
    body: {
      name: input.name,
      last_name: input.lastName,
      email: input.email,
      magistral: input.magistral,
      movil: input.movil,
      proyect_id: PROJECT,
      code_relation: input.codeRelation,
      email_info: true,
      ...eventFields(input.event),
    },
  });

export function useAddEventLead() {
  return useMutation({ mutationFn: addEventLead });
}

export type GuideMessageInput = {
  name: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  codeRelation: string;
  captcha: string;
};

export const sendGuideMessage = (input: GuideMessageInput) =>
  leadsApi.addBook({
    body: {
      name: input.name,
      lastName: input.lastName,
      email: input.email,
      subject: input.subject || null,
      message: input.message || null,
      proyect_id: PROJECT,
      code_relation: input.codeRelation,
      email_info: true,
      captcha: input.captcha,
    },
  });

export function useSendGuideMessage() {
  return useMutation({ mutationFn: sendGuideMessage });
}

export const addWebinarLead = (body: V2LeadRequest) => leadsApi.leads({ body });

export function useAddWebinarLead() {
  return useMutation({ mutationFn: addWebinarLead });
}

export const addContactLead = (body: ContactLeadRequest) => leadsApi.contactLeads({ body });

export function useAddContactLead() {
  return useMutation({ mutationFn: addContactLead });
}
