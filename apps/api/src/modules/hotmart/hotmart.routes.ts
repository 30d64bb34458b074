// POST /api/v1/hotmart/webhook: Hotmart's purchase postbacks (v2). No bearer token: the caller
// proves it is Hotmart with the account's hottok (X-HOTMART-HOTTOK), checked in constant time
// BEFORE the body is validated, so a forged request learns nothing about the expected shape.
import {
  hotmartPostbackSchema,
  hotmartWebhookResponseSchema,
  messageSchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkHottok } from '../../integrations/payments/hotmart.ts';
import { AppError } from '../../lib/errors.ts';
import { handleHotmartPostback } from './hotmart.service.ts';

/** Hotmart retries and replays; generous, but a flood from one address is still cut. */
const WEBHOOKS_PER_MINUTE = 600;

export async function hotmartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/v1/hotmart/webhook',
    {
      config: { auth: 'none', rateLimit: { max: WEBHOOKS_PER_MINUTE, timeWindow: 60_000 } },
      preValidation: async (request) => {
        const check = checkHottok(app.config.hotmartHottok, request.headers, request.body);
        if (!check.ok) throw new AppError(check.status, check.message);
      },
      schema: {
        tags: ['payments'],
        summary:
          'Postback de Hotmart (v2): PURCHASE_APPROVED/COMPLETE dan acceso al curso del producto; REFUNDED/CHARGEBACK/CANCELED lo quitan. Cabecera X-HOTMART-HOTTOK',
        body: hotmartPostbackSchema,
        response: {
          200: hotmartWebhookResponseSchema,
          401: messageSchema,
          403: messageSchema,
          422: validationErrorSchema,
          429: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request) => {
      const result = await handleHotmartPostback(app.db, app.config, request.body, request.log);
      app.mailer.wake();
      return result;
    },
  );
}
