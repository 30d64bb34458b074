import {
  createNoteRequestSchema,
  messageSchema,
  NOTE_MESSAGES,
  noteCourseParamsSchema,
  noteIdParamsSchema,
  noteResponseSchema,
  notesResponseSchema,
  updateNoteRequestSchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/auth.ts';
import { createNote, editNote, getNotes, removeNote } from './notes.service.ts';

const common = {
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  422: validationErrorSchema,
  429: messageSchema,
};
const writeLimit = {
  max: 120,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => `notes:${request.auth?.userId ?? request.ip}`,
};

/** Spec §7 student area: the caller's own notes of a course (GET/POST/PUT/DELETE v2/notes). */
export async function notesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'user' as const };
  const tags = ['notas'];

  r.get(
    '/api/v2/notes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Las notas propias del curso {id}, la más reciente primero (solo inscritos)',
        params: noteCourseParamsSchema,
        response: { 200: notesResponseSchema, ...common },
      },
    },
    async (request) => ({ data: await getNotes(app.db, currentUserId(request), request.params.id) }),
  );

  r.post(
    '/api/v2/notes',
    {
      config: { ...config, rateLimit: writeLimit },
      schema: {
        tags,
        summary:
          'Guarda una nota en el curso {mounted_course_id, body, resource_id?, position_seconds?}; con posición, fijada en ese segundo del video',
        body: createNoteRequestSchema,
        response: { 201: noteResponseSchema, ...common },
      },
    },
    async (request, reply) => {
      const data = await createNote(app.db, currentUserId(request), request.body);
      return reply.status(201).send({ message: NOTE_MESSAGES.created, data });
    },
  );

  r.put(
    '/api/v2/notes/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Cambia el texto de una nota propia {body, position_seconds?} (position_seconds null la desfija)',
        params: noteIdParamsSchema,
        body: updateNoteRequestSchema,
        response: { 200: noteResponseSchema, ...common },
      },
    },
    async (request) => ({
      message: NOTE_MESSAGES.updated,
      data: await editNote(app.db, currentUserId(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/v2/notes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina una nota propia (la de otro usuario: 404)',
        params: noteIdParamsSchema,
        response: { 200: messageSchema, ...common },
      },
    },
    async (request) => {
      await removeNote(app.db, currentUserId(request), request.params.id);
      return { message: NOTE_MESSAGES.deleted };
    },
  );
}
