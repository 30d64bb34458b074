import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './redact-url.ts';

/**
 * What a successful request's line says about it. The `req` serializer (app.ts) passes one through
 * as it is: the full serializer reads `request.ip` and `request.host` (each resolved through the
 * trusted proxies) and the socket's port for every line.
 */
export class AccessLogRequest {
  constructor(
    readonly method: string,
    readonly url: string,
  ) {}
}

/**
 * One access-log line per request instead of Fastify's two ("incoming request" when it arrives,
 * "request completed" when it leaves, joined only by their reqId): the completed line carries the
 * request too (method, redacted URL, client address; app.ts `logSerializers`), the status and the
 * time. At the production default `LOG_LEVEL=info` the two lines cost 7–18 µs of the server's CPU
 * per request against `warn` (BENCHMARKS.md), each built through the serializers.
 * A response that fails on the way out is still logged, at `error`.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info(
        {
          req: new AccessLogRequest(request.method, redactUrl(request.url)),
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    }
  }
}
