import { hotmartOperations as op } from '@campus/contract/operations/hotmart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkHottok } from '../../integrations/payments/hotmart.ts';
import { AppError } from '../../lib/errors.ts';
import { routeFor } from '../../lib/operation-route.ts';
import { handleHotmartPostback } from './hotmart.service.ts';

/** Hotmart retries and replays; generous, but a flood from one address is still cut. */
const WEBHOOKS_PER_MINUTE = 600;

export async function hotmartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...routeFor(op.webhook),
    config: { auth: 'none', rateLimit: { max: WEBHOOKS_PER_MINUTE, timeWindow: 60_000 } },
    preValidation: async (request) => {
      const check = checkHottok(app.config.hotmartHottok, request.headers, request.body);
      if (!check.ok) throw new AppError(check.status, check.message);
    },
    handler: async (request) => {
      const result = await handleHotmartPostback(app.db, app.config, request.body, request.log);
      app.mailer.wake();
      return result;
    },
  });
}
