// The projects operations: what each takes and answers. The API registers its routes from these;
// the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import { messageSchema, validationErrorSchema } from '../common.ts';
import { projectParamsSchema, projectResponseSchema, projectsResponseSchema } from '../projects.ts';
import { projectsPaths as at } from './projects.paths.ts';

const c = initContract();

export const projectsOperations = c.router({
  getProyect: {
    ...at.getProyect,
    pathParams: projectParamsSchema,
    responses: {
      200: projectResponseSchema,
      401: messageSchema,
      404: messageSchema,
      422: validationErrorSchema,
    },
    summary:
      'Datos del proyecto (4: este sitio) y `marketing`: grupo y chat de WhatsApp, video de las páginas de gracias y videos de testimonios',
    metadata: { tags: ['catálogo'] },
  },
  getAllProyects: {
    ...at.getAllProyects,
    responses: { 200: projectsResponseSchema, 401: messageSchema },
    summary: 'Proyectos',
    metadata: { tags: ['catálogo'] },
  },
});
