import { siteOperations as op } from '@campus/contract/operations/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { deleteExpiredCaptchaUses } from './captcha.repository.ts';
import { createCaptchaChallenge, PRODUCTION_DIFFICULTY, TEST_DIFFICULTY } from './captcha.ts';

/** `GET /api/v1/captcha/challenge`: a fresh ALTCHA challenge for the widget (no token needed). */
export async function captchaRoutes(app: FastifyInstance) {
  // The scheduled purge removes spent captcha payloads past their expiry.
  app.jobs.purge('captchas', (tx) => deleteExpiredCaptchaUses(tx, new Date()));
  const difficulty = app.config.env === 'test' ? TEST_DIFFICULTY : PRODUCTION_DIFFICULTY;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeFor(op.captchaChallenge),
    config: { auth: 'none', rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptchaChallenge(app.config.captchaHmacKey, difficulty);
    },
  });
}
