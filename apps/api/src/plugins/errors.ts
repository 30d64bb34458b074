import { ERROR_CODES, type ErrorBody, type ErrorCode, fieldLabel, MESSAGES } from '@campus/contract';
import { SITE_NAME } from '@campus/contract/pages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError, TooManyRequests, ValidationFailed } from '../lib/errors.ts';
import { isPageRequest } from '../lib/page-request.ts';
import { headersForUrl } from './security.ts';

/** Seconds a client is told to wait when the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** `/body/name` → `name`, `/body/hora` nested under body → `body.hora`, root → the context name. */
function fieldName(instancePath: string, context: string | undefined): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : (context ?? 'body');
}

/** The only place that turns errors into responses: stable shapes, Spanish, never internals. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // PostgreSQL refuses the NUL character in text: stop it at the API's door as bad input (422),
    // before any query fails on it with a 500. Pages normalise their own query text.
    // In the URL a NUL can only come as `%00` (the HTTP parser refuses raw control characters), so
    // params and query are walked only then; most requests pay one `includes`.
    app.addHook('preValidation', (request, _reply, done) => {
      if (!/^\/(api|oauth)(\/|$)/.test(request.url)) return done();
      const path =
        (request.url.includes('%00')
          ? findNulCharacter({ ...(request.params as object), ...(request.query as object) })
          : null) ?? findNulCharacter(request.body);
      if (!path) return done();
      const field = path.join('.') || 'body';
      done(ValidationFailed.field(field, `El campo ${fieldLabel(path)} contiene caracteres no permitidos`));
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = fieldName(issue.instancePath, error.validationContext);
          errors[field] = [...(errors[field] ?? []), issue.message ?? MESSAGES.validation];
        }
        const message = Object.values(errors)[0]?.[0] ?? MESSAGES.validation;
        return reply.status(422).send({ message, code: ERROR_CODES.validation, errors } satisfies ErrorBody);
      }

      const appError: unknown = error;
      if (appError instanceof AppError) {
        if (appError instanceof TooManyRequests && appError.retryAfterSeconds) {
          reply.header('retry-after', String(appError.retryAfterSeconds));
        }
        const body: ErrorBody = { message: appError.message, code: appError.code };
        if (appError.errors) body.errors = appError.errors;
        return reply.status(appError.statusCode).send(body);
      }

      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, reqId: request.id }, 'response did not match its schema');
        return reply
          .status(500)
          .send({ message: MESSAGES.internal, code: ERROR_CODES.internal } satisfies ErrorBody);
      }

      // The database is down, hung or too slow: a fast 503, never a 500. A browser asking
      // for a page still gets the app with the default head (the app retries its API calls); the
      // sitemap says "come back later".
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
        const isPage = isPageRequest(request);
        if (isPage && !/^\/(sitemap[^/]*\.xml|robots\.txt)/.test(request.url)) return reply.sendPage({}, 200);
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        if (isPage) {
          return reply.status(503).type('text/plain; charset=utf-8').send(MESSAGES.serviceUnavailable);
        }
        return reply.status(503).send({
          message: MESSAGES.serviceUnavailable,
          code: ERROR_CODES.serviceUnavailable,
        } satisfies ErrorBody);
      }

      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error, reqId: request.id }, 'unhandled error');
        return reply
          .status(500)
          .send({ message: MESSAGES.internal, code: ERROR_CODES.internal } satisfies ErrorBody);
      }
      return reply.status(status).send(clientErrorBody(error, status));
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's `frameworkErrors`: the router refuses a parameter over its 100 characters (no id or
 * slug of ours is that long) or one that is not valid percent-encoding before any hook runs, and
 * would answer in English, quoting the address. This answers in our shape and language, quotes
 * nothing, and sets the security headers the skipped `onRequest` hook would have set. A browser
 * asking for a page gets a page, not JSON.
 */
export function routerErrorHandler(https: boolean, documentPaths: readonly string[]) {
  const headersFor = headersForUrl(https, documentPaths);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const [status, message, code] =
      error.code === 'FST_ERR_BAD_URL'
        ? [400, MESSAGES.badUrl, ERROR_CODES.badUrl]
        : [404, MESSAGES.routeNotFound, ERROR_CODES.notFound];
    reply.headers(headersFor(request.url)).status(status);
    if (isPageRequest(request)) return reply.type('text/html; charset=utf-8').send(routerErrorPage(message));
    return reply.send({ message, code } satisfies ErrorBody);
  };
}

/** The page for an address the router refuses: the message and the way home, no script. */
function routerErrorPage(message: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${message} · ${SITE_NAME}</title></head><body style="font-family:system-ui,sans-serif;margin:2rem;line-height:1.5"><h1 style="font-size:1.25rem">${message}</h1><p><a href="/">Ir al inicio de ${SITE_NAME}</a></p></body></html>`;
}

/** The path of the first string holding a NUL character inside a request part, if any. */
function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, 'campo'];
    const found = findNulCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type…) in our shape. */
function clientErrorBody(error: FastifyError, status: number): ErrorBody {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { message: MESSAGES.malformedJson, code: ERROR_CODES.malformedJson };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { message: MESSAGES.payloadTooLarge, code: ERROR_CODES.payloadTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { message: MESSAGES.unsupportedMediaType, code: ERROR_CODES.unsupportedMediaType };
  }
  const byStatus: Record<number, [string, ErrorCode]> = {
    401: [MESSAGES.unauthenticated, ERROR_CODES.unauthenticated],
    403: [MESSAGES.forbidden, ERROR_CODES.forbidden],
    404: [MESSAGES.notFound, ERROR_CODES.notFound],
    413: [MESSAGES.payloadTooLarge, ERROR_CODES.payloadTooLarge],
    415: [MESSAGES.unsupportedMediaType, ERROR_CODES.unsupportedMediaType],
    429: [MESSAGES.tooManyRequests, ERROR_CODES.tooManyRequests],
  };
  const [message, code] = byStatus[status] ?? [MESSAGES.validation, ERROR_CODES.validation];
  return { message, code };
}
