import { NOTE_MESSAGES } from '@campus/contract';
import { notesOperations as op } from '@campus/contract/operations/notes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { createNote, editNote, getNotes, removeNote } from './notes.service.ts';

const writeLimit = {
  max: 120,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => `notes:${request.auth?.userId ?? request.ip}`,
};

/** Spec §7 student area: the caller's own notes of a course (GET/POST/PUT/DELETE v2/notes). */
export async function notesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'user' as const };

  r.route({
    ...routeFor(op.list),
    config,
    handler: async (request) => ({
      data: await getNotes(app.db, currentUserId(request), request.params.id),
    }),
  });

  r.route({
    ...routeFor(op.create),
    config: { ...config, rateLimit: writeLimit },
    handler: async (request, reply) => {
      const data = await createNote(app.db, currentUserId(request), request.body);
      return reply.status(201).send({ message: NOTE_MESSAGES.created, data });
    },
  });

  r.route({
    ...routeFor(op.update),
    config,
    handler: async (request) => ({
      message: NOTE_MESSAGES.updated,
      data: await editNote(app.db, currentUserId(request), request.params.id, request.body),
    }),
  });

  r.route({
    ...routeFor(op.remove),
    config,
    handler: async (request) => {
      await removeNote(app.db, currentUserId(request), request.params.id);
      return { message: NOTE_MESSAGES.deleted };
    },
  });
}
