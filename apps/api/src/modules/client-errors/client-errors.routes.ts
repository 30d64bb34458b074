import { siteOperations as op } from '@campus/contract/operations/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readBeaconBodyAsJson } from '../../lib/beacon-body.ts';
import { routeFor } from '../../lib/operation-route.ts';
import { clientErrorEntry } from './client-errors.service.ts';

/**
 * Reports an address may send per minute: a page whose sections all fail sends a handful; more is
 * a loop or a flood, and the log must stay readable.
 */
export const CLIENT_ERRORS_PER_MINUTE = 20;
/** Room for the largest valid report (CLIENT_ERROR_LIMITS) as JSON; anything bigger is refused (413). */
const BODY_LIMIT = 16 * 1024;

/**
 * POST /api/v1/client-errors: an error a page's boundary caught (apps/web lib/report-client-error.ts),
 * written to the server's log: at `error` when the whole page fell to the route's boundary, at
 * `warn` when one section did. No token: the page sends it with `navigator.sendBeacon`, which cannot
 * carry one, as JSON in a text/plain body.
 */
export async function clientErrorsRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    readBeaconBodyAsJson(scope, BODY_LIMIT);
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...routeFor(op.clientErrors),
      bodyLimit: BODY_LIMIT,
      config: { auth: 'none', rateLimit: { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: 60_000 } },
      handler: async (request, reply) => {
        const entry = clientErrorEntry(request.body);
        if (entry.section === 'route')
          request.log.error({ clientError: entry }, 'página caída en el navegador');
        else request.log.warn({ clientError: entry }, 'sección caída en el navegador');
        return reply.code(204).send(null);
      },
    });
  });
}
