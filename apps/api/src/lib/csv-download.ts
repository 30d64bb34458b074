import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Sends a CSV as a download named `filename` (safe characters only), never cached. */
export function sendCsvDownload(reply: FastifyReply, filename: string, body: string | Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
