import { siteOperations as op } from '@campus/contract/operations/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { locate } from './geo.service.ts';

/**
 * `GET /api/v1/geo`: where the visitor is, from the request's address (X-Forwarded-For is honoured
 * only with TRUST_PROXY=true, through Fastify's trustProxy). Spec §7's geolocation answer, without
 * calling a third-party service.
 */
export async function geoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeFor(op.geo),
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return locate(request.ip);
    },
  });
}
