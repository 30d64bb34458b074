import {
  messageSchema,
  projectParamsSchema,
  projectResponseSchema,
  projectsResponseSchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogueCache } from '../catalogue/catalogue.cache.ts';
import { conditionalRequests, publicAnswers } from '../catalogue/public-answer.ts';
import { getMarketingSettings, getProject, getProjects } from './projects.service.ts';

export async function projectsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The same for every visitor: kept as bytes with ETag / 304 like the catalogue, dropped
  // by `clearPublicCatalogue` (the operator's marketing editor, admin/marketing.routes.ts, calls it) or after 30 s.
  await conditionalRequests(app);
  const { serve, getRoute } = publicAnswers(catalogueCache(app));
  r.get(
    '/api/v1/getProyect/:id',
    {
      ...getRoute,
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
    async (request, reply) =>
      serve(request, reply, ['project', request.params.id], projectResponseSchema, async () => {
        const project = await getProject(app.db, request.params.id);
        return { data: { ...project, marketing: await getMarketingSettings(app.db, project.id) } };
      }),
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
