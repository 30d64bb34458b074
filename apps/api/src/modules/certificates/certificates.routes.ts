import { IncomingMessage } from 'node:http';
import {
  CERTIFICATE_MESSAGES,
  certificateCodeParamsSchema,
  certificateCourseParamsSchema,
  certificatePath,
  certificatePdfSchema,
  certificateStatusSchema,
  certificateVerificationSchema,
  issueCertificateRequestSchema,
  issueCertificateResponseSchema,
  messageSchema,
  validationErrorSchema,
} from '@campus/contract';
import { SITE_NAME } from '@campus/contract/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/auth.ts';
import {
  certificatePdf,
  certificateStatus,
  findVerification,
  issueCertificate,
  verifyCertificate,
} from './certificates.service.ts';

const errors = {
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  410: messageSchema,
  422: validationErrorSchema,
  429: messageSchema,
};
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

  r.get(
    '/api/v2/certificates/:courseId',
    {
      config: user,
      schema: {
        tags: ['certificados'],
        summary: 'Estado del certificado del curso: porcentaje, si puede emitirse y el emitido',
        params: certificateCourseParamsSchema,
        response: { 200: certificateStatusSchema, ...errors },
      },
    },
    async (request) => certificateStatus(ctx(), currentUserId(request), request.params.courseId),
  );

  r.post(
    '/api/v2/certificates/:courseId',
    {
      config: user,
      schema: {
        tags: ['certificados'],
        summary:
          'Emitir el certificado a nombre del perfil (75 % del curso); una sola vez: repetir devuelve el mismo. Un printed_name enviado se ignora',
        params: certificateCourseParamsSchema,
        body: issueCertificateRequestSchema,
        response: { 200: issueCertificateResponseSchema, 201: issueCertificateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, certificate } = await issueCertificate(
        ctx(),
        currentUserId(request),
        request.params.courseId,
      );
      return reply
        .status(created ? 201 : 200)
        .send({ message: CERTIFICATE_MESSAGES.issued, data: certificate });
    },
  );

  r.get(
    '/api/v2/certificates/:courseId/pdf',
    {
      config: { ...user, rateLimit: { ...PDF_LIMIT, keyGenerator: perUser, hook: 'preHandler' } },
      schema: {
        tags: ['certificados'],
        summary: 'El certificado emitido en PDF (410 si fue revocado)',
        params: certificateCourseParamsSchema,
        response: { 200: certificatePdfSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await certificatePdf(ctx(), currentUserId(request), request.params.courseId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  r.get(
    '/api/v1/certificates/:code',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000, allowList: inProcess } },
      schema: {
        tags: ['certificados'],
        summary: 'Verificación pública de un certificado por su código (token de cliente)',
        params: certificateCodeParamsSchema,
        response: {
          200: certificateVerificationSchema,
          401: messageSchema,
          404: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => verifyCertificate(ctx(), request.params.code),
  );

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
