import { idSchema } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { NotFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { findMail, listLatest } from './outbox.repository.ts';

const CREATED_AT = new Intl.DateTimeFormat('es-EC', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** 127.0.0.0/8, ::1 and the IPv4-mapped loopback. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * The development mailbox: with no SMTP_URL outside production, e-mails stay in the outbox and are
 * read here, so a newcomer can follow a reset link without a mail server.
 */
export async function devMailboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Reset links are read here: only this machine may look, unless DEV_MAILBOX=true says otherwise
  // (never in production, where this mailbox does not exist at all). Anyone else gets a plain 404.
  app.addHook('onRequest', async (request) => {
    if (app.config.devMailbox) return;
    if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) throw new NotFound();
  });

  r.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await listLatest(app.db, 100);
    const items = rows
      .map(
        (m) =>
          `<li><a href="/dev/mail/${m.id}">${escapeHtml(m.subject)}</a> — para ${escapeHtml(m.to)} · ${CREATED_AT.format(m.createdAt)}</li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Buzón de desarrollo</title></head><body style="font-family:sans-serif;max-width:800px;margin:2rem auto"><h1>Buzón de desarrollo</h1><p>Correos generados por la aplicación (no se envían: no hay SMTP_URL).</p><ul>${items || '<li>Sin correos todavía.</li>'}</ul></body></html>`,
      );
  });

  r.get(
    '/dev/mail/messages.json',
    { schema: { hide: true, querystring: z.object({ to: z.string().max(254).optional() }) } },
    async (request) => {
      const rows = await listLatest(app.db, 50, request.query.to?.toLowerCase());
      return rows.map(({ id, to, subject, text, html, createdAt }) => ({
        id,
        to,
        subject,
        text,
        html,
        createdAt,
      }));
    },
  );

  r.get(
    '/dev/mail/:id',
    { schema: { hide: true, params: z.object({ id: idSchema }) } },
    async (request, reply) => {
      const mail = await findMail(app.db, request.params.id);
      if (!mail) throw new NotFound();
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );
}
