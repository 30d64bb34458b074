// Spec §7 "Leads and contact": the landing e-mail check, the lead forms, the contact forms and the
// landing events the pages read. Every route needs a client token (spec: public calls first obtain
// one) and is rate limited per IP.
import {
  type AddBookResponse,
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
  messageSchema,
  PROJECT_ID,
  v2LeadRequestSchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { addBook, addContactLead, sendContactMessage } from './contacts.service.ts';
import { getLandingEvent } from './landing-events.service.ts';
import { addBookEvent, addV2Lead, checkLead, confirmLead, type LeadContext } from './leads.service.ts';

/** Requests per IP and minute: the e-mail check, and each form. */
export const CHECKS_PER_MINUTE = 30;
export const SUBMISSIONS_PER_MINUTE = 10;

const errors = {
  401: messageSchema,
  404: messageSchema,
  422: validationErrorSchema,
  429: messageSchema,
};

/**
 * 'noProcess' must reach the client as the JSON string `"noProcess"` (spec §7); Fastify would send
 * a bare string as plain text, so it is encoded here.
 */
function sendAddBook(reply: FastifyReply, result: AddBookResponse) {
  if (typeof result === 'string')
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
  return result;
}

export async function leadsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest): LeadContext => ({ db: app.db, config: app.config, ip: request.ip });
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

  r.post(
    '/api/client/addBook/check',
    {
      config: limit(CHECKS_PER_MINUTE),
      schema: {
        tags: ['leads'],
        summary:
          'Landing: ¿el email ya está registrado? 0 no (mostrar el formulario completo), 1 sí (y queda inscrito en el evento de la landing)',
        body: leadCheckRequestSchema,
        response: { 200: leadCheckResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await checkLead(ctx(request), request.body);
      app.mailer.wake();
      return result;
    },
  );

  r.post(
    '/api/v1/cambiando/addBook',
    {
      config: limit(SUBMISSIONS_PER_MINUTE),
      schema: {
        tags: ['leads'],
        summary:
          'Formulario de contacto de la guía (captcha ALTCHA en `captcha`); "noProcess" si el email no es aceptable',
        body: addBookRequestSchema,
        response: { 200: addBookResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await addBook(ctx(request), request.body);
      app.mailer.wake();
      return sendAddBook(reply, result);
    },
  );

  r.post(
    '/api/v1/cambiando/addBook/event',
    {
      config: limit(SUBMISSIONS_PER_MINUTE),
      schema: {
        tags: ['leads'],
        summary:
          'Registro en una landing (guía, webinar, clase magistral); "noProcess" si el email no es aceptable',
        body: addBookEventRequestSchema,
        response: { 200: addBookResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await addBookEvent(ctx(request), request.body);
      app.mailer.wake();
      return sendAddBook(reply, result);
    },
  );

  r.post(
    '/api/v2/leads',
    {
      config: limit(SUBMISSIONS_PER_MINUTE),
      schema: {
        tags: ['leads'],
        summary: 'Inscripción al webinar (captcha ALTCHA en `captcha`)',
        body: v2LeadRequestSchema,
        response: { 200: leadResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await addV2Lead(ctx(request), request.body);
      app.mailer.wake();
      return result;
    },
  );

  r.post(
    '/api/v1/contact-leads',
    {
      config: limit(SUBMISSIONS_PER_MINUTE),
      schema: {
        tags: ['leads'],
        summary: '«Quiero que me contacten» de una landing (captcha y términos); `{success, message}`',
        body: contactLeadRequestSchema,
        response: { 200: leadResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await addContactLead(ctx(request), request.body);
      app.mailer.wake();
      return result;
    },
  );

  r.post(
    '/api/v1/sendComent',
    {
      config: limit(SUBMISSIONS_PER_MINUTE),
      schema: {
        tags: ['leads'],
        summary: 'Mensaje del modal y la página de contacto (code_relation "contact_form")',
        body: contactMessageRequestSchema,
        response: { 200: leadResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await sendContactMessage(ctx(request), request.body, 'el formulario de contacto');
      app.mailer.wake();
      return result;
    },
  );

  r.post(
    '/api/v1/createContact',
    {
      config: limit(SUBMISSIONS_PER_MINUTE),
      schema: {
        tags: ['leads'],
        summary: 'Crea un contacto (campos de contacto y proyect_id)',
        body: createContactRequestSchema,
        response: { 200: leadResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await sendContactMessage(ctx(request), request.body, 'createContact');
      app.mailer.wake();
      return result;
    },
  );

  // The double opt-in link of a landing sign-up, opened from the mail (so no bearer token): confirms
  // the address, queues the landing's mail and sends the person to its thanks page.
  r.get(
    '/api/v1/leads/confirm/:token',
    {
      config: { auth: 'none', ...limit(SUBMISSIONS_PER_MINUTE) },
      schema: {
        tags: ['leads'],
        summary:
          'Confirma el email de un registro (enlace del correo de confirmación) y lleva a la página de gracias',
        params: z.object({ token: z.string().regex(/^[\w-]{20,100}$/) }),
        response: { 302: z.null().optional(), 422: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const page = await confirmLead(ctx(request), request.params.token);
      app.mailer.wake();
      return reply.redirect(page, 302);
    },
  );

  r.get(
    '/api/v1/landing-events/:tag',
    {
      schema: {
        tags: ['leads'],
        summary:
          'Evento de una landing: título, fecha (un instante) y hora local por país, sala o descarga, curso y precio; `next` es la próxima edición si ya pasó',
        params: landingTagParamsSchema,
        response: { 200: landingEventResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=60');
      return getLandingEvent(app.db, PROJECT_ID, request.params.tag);
    },
  );
}
