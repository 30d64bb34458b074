import type { ContactLeadRequest, LandingEvent, V2LeadRequest } from '@campus/contract/leads';
import { useMutation } from '@tanstack/react-query';
import { leadsApi } from '../../../lib/leads-api.ts';

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
