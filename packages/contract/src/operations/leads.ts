// The leads operations: what each takes and answers. The API registers its routes from these;
// the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import * as z from 'zod';
import { messageSchema, validationErrorSchema } from '../common.ts';
import {
  addBookEventRequestSchema,
  addBookRequestSchema,
  addBookResponseSchema,
  contactLeadRequestSchema,
  contactMessageRequestSchema,
  createContactRequestSchema,
  landingEventResponseSchema,
  landingTagParamsSchema,
  leadCheckRequestSchema,
  leadCheckResponseSchema,
  leadResultSchema,
  v2LeadRequestSchema,
} from '../leads.ts';
import { leadsPaths as at } from './leads.paths.ts';

const c = initContract();
const errors = {
  401: messageSchema,
  404: messageSchema,
  422: validationErrorSchema,
  429: messageSchema,
};

export const leadsOperations = c.router({
  check: {
    ...at.check,
    body: leadCheckRequestSchema,
    responses: { 200: leadCheckResponseSchema, ...errors },
    summary:
      'Landing: ¿el email ya está registrado? 0 no (mostrar el formulario completo), 1 sí (y queda inscrito en el evento de la landing)',
    metadata: { tags: ['leads'] },
  },
  addBook: {
    ...at.addBook,
    body: addBookRequestSchema,
    responses: { 200: addBookResponseSchema, ...errors },
    summary:
      'Formulario de contacto de la guía (captcha ALTCHA en `captcha`); "noProcess" si el email no es aceptable',
    metadata: { tags: ['leads'] },
  },
  event: {
    ...at.event,
    body: addBookEventRequestSchema,
    responses: { 200: addBookResponseSchema, ...errors },
    summary:
      'Registro en una landing (guía, webinar, clase magistral); "noProcess" si el email no es aceptable',
    metadata: { tags: ['leads'] },
  },
  leads: {
    ...at.leads,
    body: v2LeadRequestSchema,
    responses: { 200: leadResultSchema, ...errors },
    summary: 'Inscripción al webinar (captcha ALTCHA en `captcha`)',
    metadata: { tags: ['leads'] },
  },
  contactLeads: {
    ...at.contactLeads,
    body: contactLeadRequestSchema,
    responses: { 200: leadResultSchema, ...errors },
    summary: '«Quiero que me contacten» de una landing (captcha y términos); `{success, message}`',
    metadata: { tags: ['leads'] },
  },
  sendComent: {
    ...at.sendComent,
    body: contactMessageRequestSchema,
    responses: { 200: leadResultSchema, ...errors },
    summary: 'Mensaje del modal y la página de contacto (code_relation "contact_form")',
    metadata: { tags: ['leads'] },
  },
  createContact: {
    ...at.createContact,
    body: createContactRequestSchema,
    responses: { 200: leadResultSchema, ...errors },
    summary: 'Crea un contacto (campos de contacto y proyect_id)',
    metadata: { tags: ['leads'] },
  },
  confirm: {
    ...at.confirm,
    pathParams: z.object({ token: z.string().regex(/^[\w-]{20,100}$/) }),
    responses: { 302: z.null().optional(), 422: validationErrorSchema, 429: messageSchema },
    summary:
      'Confirma el email de un registro (enlace del correo de confirmación) y lleva a la página de gracias',
    metadata: { tags: ['leads'] },
  },
  landingEvents: {
    ...at.landingEvents,
    pathParams: landingTagParamsSchema,
    responses: { 200: landingEventResponseSchema, ...errors },
    summary:
      'Evento de una landing: título, fecha (un instante) y hora local por país, sala o descarga, curso y precio; `next` es la próxima edición si ya pasó',
    metadata: { tags: ['leads'] },
  },
});
