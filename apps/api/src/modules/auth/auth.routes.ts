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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TooManyRequests, Unauthorized } from '../../lib/errors.ts';
import {
  confirmPasswordReset,
  getLegalDocument,
  login,
  logout,
  register,
  requestPasswordReset,
} from './auth.service.ts';

/** Auth requests one IP may make in a minute, across register, login and reset (never logout). */
export const AUTH_REQUESTS_PER_IP_PER_MINUTE = 30;
/**
 * Failed logins for one e-mail from one IP, with a growing wait: 5 in a minute, 10 in 15 minutes,
 * 20 in 6 hours. Someone guessing from their own address locks only that address out; the owner,
 * elsewhere, still logs in (and resets).
 */
export const LOGIN_FAILURE_TIERS = [
  { max: 5, windowMs: 60_000 },
  { max: 10, windowMs: 15 * 60_000 },
  { max: 20, windowMs: 6 * 3_600_000 },
] as const;
/** The lid per e-mail over all IPs, against guessing spread over many addresses. */
export const LOGIN_FAILURES_PER_EMAIL = { max: 50, windowMs: 15 * 60_000 } as const;
/** Reset e-mails requested for one address from one IP in an hour. */
export const RESETS_PER_EMAIL_PER_IP_PER_HOUR = 5;
/** Reset e-mails one address may be sent in an hour, whoever asks. */
export const RESETS_PER_EMAIL_PER_HOUR = 20;

const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: string } | undefined)?.email)
    .trim()
    .toLowerCase();

/** Runs `task` after every earlier task of the same key has ended (a per-key queue). */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).catch(() => {}).then(task);
    tails.set(key, run);
    void run.finally(() => tails.get(key) === run && tails.delete(key)).catch(() => {});
    return run;
  };
}

export async function authRoutes(app: FastifyInstance) {
  const oneAtATime = keyedQueue();
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Counters live in the rate-limit plugin's store: Redis when REDIS_URL is set, else memory.
  const perIp = app.createRateLimit({
    max: AUTH_REQUESTS_PER_IP_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
  });
  const loginFailureCounters = [
    ...LOGIN_FAILURE_TIERS.map((tier, i) =>
      app.createRateLimit({
        max: tier.max,
        timeWindow: tier.windowMs,
        keyGenerator: (request) => `login-fail-${i}:${bodyEmail(request)}:${request.ip}`,
      }),
    ),
    app.createRateLimit({
      max: LOGIN_FAILURES_PER_EMAIL.max,
      timeWindow: LOGIN_FAILURES_PER_EMAIL.windowMs,
      keyGenerator: (request) => `login-fail-all:${bodyEmail(request)}`,
    }),
  ];
  /** The longest wait any exhausted failure counter imposes, or 0 when login may be tried. */
  const loginWaitSeconds = async (request: FastifyRequest) => {
    let wait = 0;
    for (const counter of loginFailureCounters) {
      const state = await counter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) wait = Math.max(wait, 1, state.ttlInSeconds);
    }
    return wait;
  };
  const countLoginFailure = async (request: FastifyRequest) => {
    for (const counter of loginFailureCounters) await counter(request);
  };
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

  /** onRequest hook of the auth routes but logout: 30 requests a minute per IP, then 429 with Retry-After. */
  const limitPerIp = async (request: FastifyRequest) => {
    const state = await perIp(request);
    if (!state.isAllowed && state.isExceeded) {
      throw new TooManyRequests(AUTH_MESSAGES.tooManyAuthRequests, Math.max(1, state.ttlInSeconds));
    }
  };
  const tooMany = { 429: messageSchema };

  r.post(
    '/api/v1/register',
    {
      onRequest: limitPerIp,
      schema: {
        tags: ['auth'],
        summary: 'Registro de estudiante (con captcha ALTCHA en `captcha`)',
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
      const user = await register(app.db, app.config, request.body);
      app.mailer.wake();
      return reply.status(201).send({ message: AUTH_MESSAGES.registered, user });
    },
  );

  r.post(
    '/api/v1/login',
    {
      onRequest: limitPerIp,
      schema: {
        tags: ['auth'],
        summary: 'Inicio de sesión: token de usuario, rol y datos de la persona',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: messageSchema, 422: validationErrorSchema, ...tooMany },
      },
    },
    // One attempt per e-mail at a time in this process: read the failures, check the password,
    // count a failure. In parallel, twenty guesses would all read "no failures yet" while the slow
    // hash runs; in turn, the sixth finds the lock.
    async (request) =>
      oneAtATime(bodyEmail(request), async () => {
        const wait = await loginWaitSeconds(request);
        if (wait > 0) throw new TooManyRequests(AUTH_MESSAGES.tooManyLoginFailures, wait);
        try {
          return await login(app.db, {
            email: request.body.email,
            password: request.body.password,
            projectId: PROJECT_ID,
            clientId: request.auth!.clientId,
          });
        } catch (err) {
          if (err instanceof Unauthorized) await countLoginFailure(request);
          throw err;
        }
      }),
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
