import {
  AUTH_MESSAGES,
  legalDocumentParamsSchema,
  legalDocumentQuerySchema,
  legalDocumentResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageSchema,
  PROJECT_ID,
  registerRequestSchema,
  registerResponseSchema,
  resetPassConfirmRequestSchema,
  resetPasswordRequestSchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TooManyRequests } from '../../lib/errors.ts';
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

  const tooMany = { 429: messageSchema };

  r.post(
    '/api/v1/register',
    {
      onRequest: limitPerIp,
      schema: {
        tags: ['auth'],
        summary:
          'Registro de estudiante (con captcha ALTCHA en `captcha`); abre su sesión: `login` trae la respuesta del inicio de sesión',
        body: registerRequestSchema,
        response: {
          201: registerResponseSchema,
          401: messageSchema,
          404: messageSchema,
          422: validationErrorSchema,
          ...tooMany,
        },
      },
    },
    async (request, reply) => {
      // The registration opens the student's session (`login`, as POST /api/v1/login answers it).
      const { user, login } = await register(app.db, app.config, request.body, request.auth!.clientId);
      app.mailer.wake();
      return reply.status(201).send({ message: AUTH_MESSAGES.registered, user, ...(login ? { login } : {}) });
    },
  );

  r.post(
    '/api/v1/login',
    {
      onRequest: limitPerIp,
      schema: {
        tags: ['auth'],
        summary:
          'Inicio de sesión de estudiantes: token de usuario, rol y datos de la persona (otro rol: 403, sin token)',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          401: messageSchema,
          403: messageSchema,
          422: validationErrorSchema,
          ...tooMany,
        },
      },
    },
    // The shared login limits (auth.limits.ts): one attempt per e-mail at a time, failures counted.
    async (request) =>
      guardLogin(request, () =>
        login(app.db, {
          email: request.body.email,
          password: request.body.password,
          projectId: PROJECT_ID,
          clientId: request.auth!.clientId,
        }),
      ),
  );

  // Never rate limited: it needs a valid user token anyway, and a 429 would leave that token alive
  // for 30 days (a busy shared NAT reaches the per-IP limit easily).
  r.post(
    '/api/v1/logout',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Cierra la sesión: revoca el token usado',
        response: { 200: messageSchema, 401: messageSchema },
      },
    },
    async (request) => {
      await logout(app.db, request.auth!.tokenId);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  r.post(
    '/api/v1/resetPassword',
    {
      onRequest: limitPerIp,
      schema: {
        tags: ['auth'],
        summary: 'Envía el enlace para restablecer la contraseña (403 si el email no está registrado)',
        body: resetPasswordRequestSchema,
        response: {
          200: messageSchema,
          401: messageSchema,
          403: messageSchema,
          422: validationErrorSchema,
          ...tooMany,
        },
      },
    },
    async (request) => {
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
  );

  r.post(
    '/api/v1/resetPassConfirm',
    {
      onRequest: limitPerIp,
      schema: {
        tags: ['auth'],
        summary: 'Fija la nueva contraseña con el enlace recibido (un solo uso, 60 minutos)',
        body: resetPassConfirmRequestSchema,
        response: { 200: messageSchema, 401: messageSchema, 422: validationErrorSchema, ...tooMany },
      },
    },
    async (request) => {
      await confirmPasswordReset(app.db, request.body);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );

  r.get(
    '/api/v1/legal-document/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Documento legal (1: términos y condiciones) del proyecto',
        params: legalDocumentParamsSchema,
        querystring: legalDocumentQuerySchema,
        response: {
          200: legalDocumentResponseSchema,
          401: messageSchema,
          404: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({
      data: await getLegalDocument(app.db, request.query.proyect_id, request.params.id),
    }),
  );
}
