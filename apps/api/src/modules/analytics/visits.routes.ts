import { ADMIN_DASHBOARD_MESSAGES } from '@campus/contract';
import { siteOperations as op } from '@campus/contract/operations/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readBeaconBodyAsJson } from '../../lib/beacon-body.ts';
import { Forbidden } from '../../lib/errors.ts';
import { routeFor } from '../../lib/operation-route.ts';
import { countLandingVisit, forgetPastVisitors, isOwnPageBeacon } from './visits.service.ts';

/** Views a visitor may send per minute (one per page view; a person browsing never gets near). */
export const VISITS_PER_MINUTE = 60;
const BODY_LIMIT = 1024;

/**
 * POST /api/v1/landing-visits: one view of a landing page. No token: the page sends it with
 * `navigator.sendBeacon`, which cannot carry an Authorization header, and a client token would prove
 * nothing here (its secret is public). The body is JSON sent as text/plain (what sendBeacon sends for
 * a string) or application/json. Only from our own pages (403 otherwise: `isOwnPageBeacon`);
 * rate-limited per IP, one visitor per IP, landing and day, views capped per IP, landing and day;
 * a body over 1 KB is refused (413).
 */
export async function visitsRoutes(app: FastifyInstance) {
  // The scheduled purge forgets past days' salts and visitor keys (only the day's counts stay).
  app.jobs.purge('visitorKeys', (tx) => forgetPastVisitors(tx));
  await app.register(async (scope) => {
    readBeaconBodyAsJson(scope, BODY_LIMIT);
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...routeFor(op.landingVisits),
      bodyLimit: BODY_LIMIT,
      config: { auth: 'none', rateLimit: { max: VISITS_PER_MINUTE, timeWindow: 60_000 } },
      handler: async (request, reply) => {
        if (!isOwnPageBeacon(request.headers as Record<string, string | undefined>, app.config.publicUrl))
          throw new Forbidden(ADMIN_DASHBOARD_MESSAGES.foreignOrigin);
        await countLandingVisit(app.db, {
          path: request.body.path,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return reply.code(204).send(null);
      },
    });
  });
}
