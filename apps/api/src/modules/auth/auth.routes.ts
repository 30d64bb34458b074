import { AUTH_MESSAGES, PROJECT_ID } from '@campus/contract';
import { authOperations as op } from '@campus/contract/operations/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TooManyRequests } from '../../lib/errors.ts';
import { routeFor } from '../../lib/operation-route.ts';
import { bodyEmail, createLoginLimits } from './auth.limits.ts';
import { purgeDeadCredentials } from './auth.maintenance.ts';
import {
  confirmPasswordReset,
  getLegalDocument,
  login,
  logout,
  register,
  requestPasswordReset,
} from './auth.service.ts';

export {
  AUTH_REQUESTS_PER_IP_PER_MINUTE,
  LOGIN_FAILURE_TIERS,
  LOGIN_FAILURES_PER_EMAIL,
} from './auth.limits.ts';

/** Reset e-mails requested for one address from one IP in an hour. */
export const RESETS_PER_EMAIL_PER_IP_PER_HOUR = 5;
/** Reset e-mails one address may be sent in an hour, whoever asks. */
export const RESETS_PER_EMAIL_PER_HOUR = 20;

export async function authRoutes(app: FastifyInstance) {
  // The scheduled purge removes access tokens and reset links nobody can use any more.
  app.jobs.purge('credentials', (tx) => purgeDeadCredentials(tx));
  const r = app.withTypeProvider<ZodTypeProvider>();

  const { limitPerIp, guardLogin } = createLoginLimits(app);
  const resetsPerEmailAndIp = app.createRateLimit({
    max: RESETS_PER_EMAIL_PER_IP_PER_HOUR,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `reset-mail:${bodyEmail(request)}:${request.ip}`,
  });
  const resetsPerEmail = app.createRateLimit({
    max: RESETS_PER_EMAIL_PER_HOUR,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `reset-mail-all:${bodyEmail(request)}`,
  });

  r.route({
    ...routeFor(op.register),
    onRequest: limitPerIp,
    handler: async (request, reply) => {
      // The registration opens the student's session (`login`, as POST /api/v1/login answers it).
      const { user, login } = await register(app.db, app.config, request.body, request.auth!.clientId);
      app.mailer.wake();
      return reply.status(201).send({ message: AUTH_MESSAGES.registered, user, ...(login ? { login } : {}) });
    },
  });

  r.route({
    ...routeFor(op.login),
    onRequest: limitPerIp,
    handler: // The shared login limits (auth.limits.ts): one attempt per e-mail at a time, failures counted.
      async (request) =>
        guardLogin(request, () =>
          login(app.db, {
            email: request.body.email,
            password: request.body.password,
            projectId: PROJECT_ID,
            clientId: request.auth!.clientId,
          }),
        ),
  });

  // Never rate limited: it needs a valid user token anyway, and a 429 would leave that token alive
  // for 30 days (a busy shared NAT reaches the per-IP limit easily).
  r.route({
    ...routeFor(op.logout),
    config: { auth: 'user' },
    handler: async (request) => {
      await logout(app.db, request.auth!.tokenId);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  });

  r.route({
    ...routeFor(op.resetPassword),
    onRequest: limitPerIp,
    handler: async (request) => {
      // Per address and IP first, so someone asking for another person's links from elsewhere
      // never uses up that person's own requests; then a lid per address, whoever asks.
      for (const counter of [resetsPerEmailAndIp, resetsPerEmail]) {
        const sent = await counter(request);
        if (!sent.isAllowed && sent.isExceeded) {
          throw new TooManyRequests(AUTH_MESSAGES.tooManyAuthRequests, Math.max(1, sent.ttlInSeconds));
        }
      }
      await requestPasswordReset(app.db, app.config, request.body);
      app.mailer.wake();
      return { message: AUTH_MESSAGES.resetSent };
    },
  });

  r.route({
    ...routeFor(op.resetPassConfirm),
    onRequest: limitPerIp,
    handler: async (request) => {
      await confirmPasswordReset(app.db, request.body);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  });

  r.route({
    ...routeFor(op.legalDocument),
    handler: async (request) => ({
      data: await getLegalDocument(app.db, request.query.proyect_id, request.params.id),
    }),
  });
}
