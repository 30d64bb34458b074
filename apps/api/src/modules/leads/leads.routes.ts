// Spec §7 "Leads and contact": the landing e-mail check, the lead forms, the contact forms and the
// landing events the pages read. Every route needs a client token (spec: public calls first obtain
// one) and is rate limited per IP.
import { type AddBookResponse, PROJECT_ID } from '@campus/contract';
import { leadsOperations as op } from '@campus/contract/operations/leads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { addBook, addContactLead, sendContactMessage } from './contacts.service.ts';
import { getLandingEvent } from './landing-events.service.ts';
import { addBookEvent, addV2Lead, checkLead, confirmLead, type LeadContext } from './leads.service.ts';

/** Requests per IP and minute: the e-mail check, and each form. */
export const CHECKS_PER_MINUTE = 30;
export const SUBMISSIONS_PER_MINUTE = 10;

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

  r.route({
    ...routeFor(op.check),
    config: limit(CHECKS_PER_MINUTE),
    handler: async (request) => {
      const result = await checkLead(ctx(request), request.body);
      app.mailer.wake();
      return result;
    },
  });

  r.route({
    ...routeFor(op.addBook),
    config: limit(SUBMISSIONS_PER_MINUTE),
    handler: async (request, reply) => {
      const result = await addBook(ctx(request), request.body);
      app.mailer.wake();
      return sendAddBook(reply, result);
    },
  });

  r.route({
    ...routeFor(op.event),
    config: limit(SUBMISSIONS_PER_MINUTE),
    handler: async (request, reply) => {
      const result = await addBookEvent(ctx(request), request.body);
      app.mailer.wake();
      return sendAddBook(reply, result);
    },
  });

  r.route({
    ...routeFor(op.leads),
    config: limit(SUBMISSIONS_PER_MINUTE),
    handler: async (request) => {
      const result = await addV2Lead(ctx(request), request.body);
      app.mailer.wake();
      return result;
    },
  });

  r.route({
    ...routeFor(op.contactLeads),
    config: limit(SUBMISSIONS_PER_MINUTE),
    handler: async (request) => {
      const result = await addContactLead(ctx(request), request.body);
      app.mailer.wake();
      return result;
    },
  });

  r.route({
    ...routeFor(op.sendComent),
    config: limit(SUBMISSIONS_PER_MINUTE),
    handler: async (request) => {
      const result = await sendContactMessage(ctx(request), request.body, 'el formulario de contacto');
      app.mailer.wake();
      return result;
    },
  });

  r.route({
    ...routeFor(op.createContact),
    config: limit(SUBMISSIONS_PER_MINUTE),
    handler: async (request) => {
      const result = await sendContactMessage(ctx(request), request.body, 'createContact');
      app.mailer.wake();
      return result;
    },
  });

  // The double opt-in link of a landing sign-up, opened from the mail (so no bearer token): confirms
  // the address, queues the landing's mail and sends the person to its thanks page.
  r.route({
    ...routeFor(op.confirm),
    config: { auth: 'none', ...limit(SUBMISSIONS_PER_MINUTE) },
    handler: async (request, reply) => {
      const page = await confirmLead(ctx(request), request.params.token);
      app.mailer.wake();
      return reply.redirect(page, 302);
    },
  });

  r.route({
    ...routeFor(op.landingEvents),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, max-age=60');
      return getLandingEvent(app.db, PROJECT_ID, request.params.tag);
    },
  });
}
