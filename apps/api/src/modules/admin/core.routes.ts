import {
  ADMIN_MESSAGES,
  adminOperatorSchema,
  adminTotpCodeRequestSchema,
  adminTotpSetupResponseSchema,
  auditPageSchema,
  auditQuerySchema,
  messageSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminErrors, currentOperator } from './admin.guard.ts';
import { adminListRoute, adminTags } from './admin.routes-kit.ts';
import { adminLogout, confirmTotp, disableTotp, getOperator, startTotp } from './admin.service.ts';
import { getAuditPage } from './audit.service.ts';

/** The operator's own session: who am I, logout, second factor, audit log. */
export async function adminCoreSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = adminTags;

  r.get(
    '/api/admin/me',
    {
      schema: {
        tags,
        summary: 'Operador de la sesión',
        response: { 200: adminOperatorSchema, ...adminErrors },
      },
    },
    async (request) => getOperator(app.db, currentOperator(request)),
  );

  r.post(
    '/api/admin/logout',
    {
      schema: {
        tags,
        summary: 'Cierra la sesión del operador',
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    async (request) => {
      await adminLogout(app.db, request.auth!.tokenId);
      return { message: ADMIN_MESSAGES.loggedOut };
    },
  );

  r.post(
    '/api/admin/totp/setup',
    {
      schema: {
        tags,
        summary: 'Genera el secreto TOTP (URI otpauth y QR en SVG) para activar la verificación en dos pasos',
        response: { 200: adminTotpSetupResponseSchema, ...adminErrors, 409: messageSchema },
      },
    },
    async (request) => startTotp(app.db, currentOperator(request)),
  );

  r.post(
    '/api/admin/totp/confirm',
    {
      schema: {
        tags,
        summary: 'Activa la verificación en dos pasos con un código de la aplicación',
        body: adminTotpCodeRequestSchema,
        response: { 200: adminOperatorSchema, ...adminErrors, 409: messageSchema },
      },
    },
    async (request) => confirmTotp(app.db, currentOperator(request), request.body.code),
  );

  r.post(
    '/api/admin/totp/disable',
    {
      schema: {
        tags,
        summary: 'Desactiva la verificación en dos pasos (pide un código vigente)',
        body: adminTotpCodeRequestSchema,
        response: { 200: adminOperatorSchema, ...adminErrors, 409: messageSchema },
      },
    },
    async (request) => disableTotp(app.db, currentOperator(request), request.body.code),
  );

  adminListRoute(
    app,
    {
      url: '/api/admin/audit',
      summary: 'Registro de cambios de los operadores (paginado, el más reciente primero)',
      querystring: auditQuerySchema,
      page: auditPageSchema,
    },
    getAuditPage,
  );
}
