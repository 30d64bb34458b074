import { randomBytes } from 'node:crypto';
import { ERROR_CODES, MESSAGES } from '@campus/contract';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, fastifyTrustProxy } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { devMailboxRoutes } from './integrations/mail/dev-mailbox.routes.ts';
import { purgeSentMail } from './integrations/mail/maintenance.ts';
import { createMailTransport, type MailTransport } from './integrations/mail/transport.ts';
import { MailWorker } from './integrations/mail/worker.ts';
import { paymentsPlugin } from './integrations/payments/registry.ts';
import { storagePlugin } from './integrations/storage/plugin.ts';
import { stdoutLog } from './lib/log-destination.ts';
import { serializeError } from './lib/log-errors.ts';
import { isPageRequest } from './lib/page-request.ts';
import { redactUrl } from './lib/redact-url.ts';
import { AccessLogRequest, OneLineRequestLog } from './lib/request-log.ts';
import { sessionUserView } from './modules/auth/auth.service.ts';
import { catalogueCache } from './modules/catalogue/catalogue.cache.ts';
import { documentPaths, modules } from './modules/index.ts';
import { authenticateToken } from './modules/oauth/oauth.service.ts';
import { PAYMENT_PROVIDERS } from './modules/payments/providers.ts';
import { authPlugin } from './plugins/auth.ts';
import { cacheBusPlugin } from './plugins/cache-bus.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin, routerErrorHandler } from './plugins/errors.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import type { ServerEntry } from './ssr/server-render.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailWorker;
  }
}

export type BuildOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Override the SMTP/dev transport (tests). */
  mailTransport?: MailTransport;
  /** Send queued mail in the background (the server); tests call `app.mailer.drain()` instead. */
  startMailWorker?: boolean;
  /** Serve this HTML instead of the built index.html (tests). */
  indexHtml?: string;
  /** Render the public pages with this server entry instead of the web build's (tests). */
  serverEntry?: ServerEntry | null;
  /** Write JSON log lines here instead of stdout (tests read what the logs would show). */
  logStream?: { write(line: string): void };
};

// Re-exported: tests and the access log (lib/request-log.ts) redact URLs the same way.
export { redactUrl };

/**
 * Fastify's request serializer, with the URL redacted; errors without query parameters. A successful
 * request's access-log line passes its few fields already built (`AccessLogRequest`).
 */
const logSerializers = {
  err: serializeError,
  req(
    request:
      | AccessLogRequest
      | { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } },
  ) {
    if (request instanceof AccessLogRequest) return { method: request.method, url: request.url };
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/**
 * Request ids: this process's random prefix (96 bits, so ids stay unique across instances and
 * restarts) and a counter, instead of a `randomUUID()` per request.
 */
const REQUEST_ID_PREFIX = randomBytes(12).toString('base64url');
let requestCount = 0;
function nextRequestId(): string {
  requestCount += 1;
  return `${REQUEST_ID_PREFIX}-${requestCount.toString(36)}`;
}

/** Builds the whole application without listening: used by main.ts and by every test. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            ...(options.logStream
              ? { stream: options.logStream }
              : config.isProduction
                ? { stream: stdoutLog() }
                : {
                    transport: {
                      target: 'pino-pretty',
                      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
                    },
                  }),
          },
    logController: new OneLineRequestLog(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : nextRequestId();
    },
    frameworkErrors: routerErrorHandler(config.publicUrl.startsWith('https://'), documentPaths),
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    // A request (or an idle connection) may not hold a socket forever: see config REQUEST_TIMEOUT_MS.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 5000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(dbPlugin, { database: options.database, config });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { documentPaths });
  await app.register(rateLimitPlugin);
  await app.register(storagePlugin);
  await app.register(cacheBusPlugin, { clearCatalogue: () => catalogueCache(app).clear() });
  await app.register(formbody, { bodyLimit: 65_536 });
  await app.register(swaggerPlugin);

  // Background jobs (plugins/jobs.ts): the modules register theirs; they run in the server only.
  await app.register(jobsPlugin, {
    run: options.startMailWorker === true,
    purgeIntervalMs: config.purgeIntervalMinutes * 60_000,
  });

  const transport = options.mailTransport ?? createMailTransport(config.smtpUrl, config.mailFrom);
  const mailer = new MailWorker(app.db, transport, app.log, { retryBaseMs: config.mailRetryBaseMs });
  app.decorate('mailer', mailer);
  if (options.startMailWorker) app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => {
    await mailer.stop();
    transport.close();
  });
  app.jobs.purge('mails', (tx) => purgeSentMail(tx, config.mailRetentionDays));

  // Payment providers (`app.payments`): the integrations' adapters and the Hotmart module's.
  await app.register(paymentsPlugin, { factories: PAYMENT_PROVIDERS });

  await app.register(async (api) => {
    await api.register(authPlugin, {
      authenticate: (token) => authenticateToken(app.db, token, config.tokenSigningKey),
    });
    for (const register of modules) await api.register(register);
  });

  if (transport.kind === 'dev' && !config.isProduction) await app.register(devMailboxRoutes);
  await app.register(spaPlugin, {
    indexHtml: options.indexHtml,
    serverEntry: options.serverEntry,
    pageCache: catalogueCache(app),
    sessionUser: (token) => sessionUserView(app.db, token, app.config.tokenSigningKey),
  });

  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) return reply.sendPage();
    return reply.status(404).send({ message: MESSAGES.routeNotFound, code: ERROR_CODES.notFound });
  });

  return app;
}
