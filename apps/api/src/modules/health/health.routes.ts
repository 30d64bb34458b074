import type { FastifyInstance } from 'fastify';

/** Liveness and readiness for load balancers; no token, no body worth caching. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { auth: 'none' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { auth: 'none' }, schema: { hide: true } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
