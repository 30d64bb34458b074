import type {
  AddBookResponse,
  ContactLeadRequest,
  LandingEvent,
  LeadCheckResponse,
  LeadResult,
  V2LeadRequest,
} from '@campus/contract/leads';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

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
  api<LeadCheckResponse>('/api/client/addBook/check', {
    method: 'POST',
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
  api<AddBookResponse>('/api/v1/cambiando/addBook/event', {
    method: 'POST',
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
  api<AddBookResponse>('/api/v1/cambiando/addBook', {
    method: 'POST',
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

export const addWebinarLead = (body: V2LeadRequest) =>
  api<LeadResult>('/api/v2/leads', { method: 'POST', body });

export function useAddWebinarLead() {
  return useMutation({ mutationFn: addWebinarLead });
}

export const addContactLead = (body: ContactLeadRequest) =>
  api<LeadResult>('/api/v1/contact-leads', { method: 'POST', body });

export function useAddContactLead() {
  return useMutation({ mutationFn: addContactLead });
}
