import { IncomingMessage } from 'node:http';
import { CERTIFICATE_MESSAGES, certificatePath } from '@campus/contract';
import { certificatesOperations as op } from '@campus/contract/operations/certificates';
import { SITE_NAME } from '@campus/contract/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { currentUserId } from '../../plugins/auth.ts';
import {
  certificatePdf,
  certificateStatus,
  findVerification,
  issueCertificate,
  verifyCertificate,
} from './certificates.service.ts';

/**
 * A call the server makes to itself (`app.inject`: the verification page's render) arrives on no
 * socket of Node's HTTP server, so no visitor can pass for one. Not counted: every render shares the
 * server's own address, and the page route already limits the visitor who asked for it.
 */
const inProcess = (request: FastifyRequest) => !(request.raw instanceof IncomingMessage);
/** Per student (after the auth hook has named them): drawing a PDF costs CPU (~0.15 s). */
const perUser = (request: FastifyRequest) => `certificate:${request.auth?.userId ?? request.ip}`;
export const PDF_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** Certificates (spec §9): the student's status, issue once, the PDF, public verification. */
export async function certificatesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { auth: 'user' as const };
  const ctx = () => ({ db: app.db, config: app.config, storage: app.storage });

  r.route({
    ...routeFor(op.status),
    config: user,
    handler: async (request) => certificateStatus(ctx(), currentUserId(request), request.params.courseId),
  });

  r.route({
    ...routeFor(op.issue),
    config: user,
    handler: async (request, reply) => {
      const { created, certificate } = await issueCertificate(
        ctx(),
        currentUserId(request),
        request.params.courseId,
      );
      return reply
        .status(created ? 201 : 200)
        .send({ message: CERTIFICATE_MESSAGES.issued, data: certificate });
    },
  });

  r.route({
    ...routeFor(op.pdf),
    config: { ...user, rateLimit: { ...PDF_LIMIT, keyGenerator: perUser, hook: 'preHandler' } },
    handler: async (request, reply) => {
      const { pdf, filename } = await certificatePdf(ctx(), currentUserId(request), request.params.courseId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  });

  r.route({
    ...routeFor(op.verify),
    config: { rateLimit: { max: 60, timeWindow: 60_000, allowList: inProcess } },
    handler: async (request) => verifyCertificate(ctx(), request.params.code),
  });

  // The public verification page, written by the server with its answer (a server render):
  // 404 for a code that names no certificate, so a forged link does not pass for a page of ours.
  // Never indexed: it carries a person's name. A wildcard, so a code of any length or shape gets
  // this 404 rather than the router's catch-all. Rendered afresh each time (`uncached`): a revocation
  // shows at once, not when the catalogue's cache expires.
  app.get<{ Params: { '*': string } }>(
    '/certificados/*',
    { config: { auth: 'none' as const, rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { hide: true } },
    async (request, reply) => {
      const raw = request.params['*'];
      let code = raw;
      try {
        code = decodeURIComponent(raw);
      } catch {}
      const found = code.length <= 64 && !code.includes('/') ? await findVerification(ctx(), code) : null;
      if (!found) {
        return reply.sendPage(
          {
            title: `Certificado no encontrado · ${SITE_NAME}`,
            description: CERTIFICATE_MESSAGES.notFound,
            noindex: true,
          },
          404,
        );
      }
      const state = found.status === 'valid' ? 'válido' : 'revocado';
      return reply.sendPage({
        title: `Certificado ${state}: ${found.course} · ${SITE_NAME}`,
        description: `Verificación del certificado ${found.code} emitido por ${SITE_NAME}.`,
        path: certificatePath(found.code),
        noindex: true,
        uncached: true,
        preload: 'certificate',
      });
    },
  );
}
