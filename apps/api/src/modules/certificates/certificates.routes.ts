import {
  CERTIFICATE_MESSAGES,
  certificateCodeParamsSchema,
  certificateCourseParamsSchema,
  certificatePdfSchema,
  certificateStatusSchema,
  certificateVerificationSchema,
  issueCertificateRequestSchema,
  issueCertificateResponseSchema,
  messageSchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/auth.ts';
import {
  certificatePdf,
  certificateStatus,
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
/** Per student (after the auth hook has named them): drawing a PDF costs CPU (~0.15 s). */
const perUser = (request: FastifyRequest) => `certificate:${request.auth?.userId ?? request.ip}`;
export const PDF_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** Certificates (issue 10, spec §9): the student's status, issue once, the PDF, public verification. */
export async function certificatesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { auth: 'user' as const };
  const ctx = () => ({ db: app.db, config: app.config });

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
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
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
}
