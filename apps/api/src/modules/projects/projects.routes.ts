import {
  messageSchema,
  projectParamsSchema,
  projectResponseSchema,
  projectsResponseSchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getProject, getProjects } from './projects.service.ts';

export async function projectsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/getProyect/:id',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Datos del proyecto (4: este sitio)',
        params: projectParamsSchema,
        response: {
          200: projectResponseSchema,
          401: messageSchema,
          404: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({ data: await getProject(app.db, request.params.id) }),
  );
  r.get(
    '/api/v1/getAllProyects',
    {
      schema: {
        tags: ['catálogo'],
        summary: 'Proyectos',
        response: { 200: projectsResponseSchema, 401: messageSchema },
      },
    },
    async () => ({ data: await getProjects(app.db) }),
  );
}
