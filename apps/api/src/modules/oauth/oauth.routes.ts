import {
  messageSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { issueClientToken } from './oauth.service.ts';

export async function oauthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/oauth/token',
    {
      config: { auth: 'none', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Token de cliente (client_credentials, cliente 1)',
        security: [],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, 401: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => issueClientToken(app.db, request.body, app.config.tokenSigningKey),
  );
}
