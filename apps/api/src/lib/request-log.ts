import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One access-log line per request instead of Fastify's two ("incoming request" when it arrives,
 * "request completed" when it leaves, joined only by their reqId): the completed line carries the
 * request too (method, redacted URL, client address; app.ts `logSerializers`), the status and the
 * time. At the production default `LOG_LEVEL=info` the two lines cost ≈ 18 µs of the server's CPU
 * per request, a third of a cached catalogue answer (issue 12, BENCHMARKS.md); one line halves it.
 * A response that fails on the way out is still logged as an error, whatever the level.
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
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
