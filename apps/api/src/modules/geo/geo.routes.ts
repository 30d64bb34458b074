import { geoResponseSchema, messageSchema } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { locate } from './geo.service.ts';

/**
 * `GET /api/v1/geo`: where the visitor is, from the request's address (X-Forwarded-For is honoured
 * only with TRUST_PROXY=true, through Fastify's trustProxy). Spec §7's geolocation answer, without
 * calling a third-party service.
 */
export async function geoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/geo',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['geo'],
        summary:
          'Ubicación aproximada del visitante por su IP (país y ciudad); nulos si es privada o desconocida',
        response: { 200: geoResponseSchema, 401: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return locate(request.ip);
    },
  );
}
