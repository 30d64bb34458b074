import {
  messageSchema,
  projectParamsSchema,
  projectResponseSchema,
  projectsResponseSchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getMarketingSettings, getProject, getProjects } from './projects.service.ts';

export async function projectsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/getProyect/:id',
    {
      schema: {
        tags: ['catálogo'],
        summary:
          'Datos del proyecto (4: este sitio) y `marketing`: grupo y chat de WhatsApp, video de las páginas de gracias y videos de testimonios',
        params: projectParamsSchema,
        response: {
          200: projectResponseSchema,
          401: messageSchema,
          404: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const project = await getProject(app.db, request.params.id);
      return { data: { ...project, marketing: await getMarketingSettings(app.db, project.id) } };
    },
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
