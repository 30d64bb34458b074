// The notes operations (spec §7 v2/notes): what each takes and answers. The API registers its
// routes from these; the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import { messageSchema, validationErrorSchema } from '../common.ts';
import {
  createNoteRequestSchema,
  noteCourseParamsSchema,
  noteIdParamsSchema,
  noteResponseSchema,
  notesResponseSchema,
  updateNoteRequestSchema,
} from '../notes.ts';
import { notesPaths as at } from './notes.paths.ts';

const c = initContract();

export const notesOperations = c.router(
  {
    list: {
      ...at.list,
      pathParams: noteCourseParamsSchema,
      responses: { 200: notesResponseSchema },
      summary: 'Las notas propias del curso {id}, la más reciente primero (solo inscritos)',
    },
    create: {
      ...at.create,
      body: createNoteRequestSchema,
      responses: { 201: noteResponseSchema },
      summary:
        'Guarda una nota en el curso {mounted_course_id, body, resource_id?, position_seconds?}; con posición, fijada en ese segundo del video',
    },
    update: {
      ...at.update,
      pathParams: noteIdParamsSchema,
      body: updateNoteRequestSchema,
      responses: { 200: noteResponseSchema },
      summary:
        'Cambia el texto de una nota propia {body, position_seconds?} (position_seconds null la desfija)',
    },
    remove: {
      ...at.remove,
      pathParams: noteIdParamsSchema,
      responses: { 200: messageSchema },
      summary: 'Elimina una nota propia (la de otro usuario: 404)',
    },
  },
  {
    commonResponses: {
      401: messageSchema,
      403: messageSchema,
      404: messageSchema,
      422: validationErrorSchema,
      429: messageSchema,
    },
    metadata: { tags: ['notas'] },
  },
);
