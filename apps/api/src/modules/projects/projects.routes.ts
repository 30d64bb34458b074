import { projectResponseSchema } from '@campus/contract';
import { projectsOperations as op } from '@campus/contract/operations/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { catalogueCache } from '../catalogue/catalogue.cache.ts';
import { conditionalRequests, publicAnswers } from '../catalogue/public-answer.ts';
import { getMarketingSettings, getProject, getProjects } from './projects.service.ts';

export async function projectsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The same for every visitor: kept as bytes with ETag / 304 like the catalogue, dropped
  // by `clearPublicCatalogue` (the operator's marketing editor, admin/marketing.routes.ts, calls it) or after 30 s.
  await conditionalRequests(app);
  const { serve, getRoute } = publicAnswers(catalogueCache(app));
  r.route({
    ...routeFor(op.getProyect),
    ...getRoute,
    handler: async (request, reply) =>
      serve(request, reply, ['project', request.params.id], projectResponseSchema, async () => {
        const project = await getProject(app.db, request.params.id);
        return { data: { ...project, marketing: await getMarketingSettings(app.db, project.id) } };
      }),
  });
  r.route({
    ...routeFor(op.getAllProyects),
    handler: async () => ({ data: await getProjects(app.db) }),
  });
}
