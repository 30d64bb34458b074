// The operator's session: the login (outside the admin guard: a client token, its own errors), and
// behind the guard who am I, logout, second factor and the audit log. The API registers its routes
// from these; the operator area calls them typed (operation() for the login, adminOperation() else).
import { initContract } from '@ts-rest/core';
import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminOperatorSchema,
  adminTotpCodeRequestSchema,
  adminTotpSetupResponseSchema,
  auditPageSchema,
  auditQuerySchema,
} from '../admin.ts';
import { messageSchema, validationErrorSchema } from '../common.ts';
import { adminRouterOptions } from './admin.common.ts';
import { adminSessionPaths as at } from './admin-session.paths.ts';

const c = initContract();

export const adminLoginOperations = c.router(
  {
    login: {
      ...at.login,
      body: adminLoginRequestSchema,
      responses: {
        200: adminLoginResponseSchema,
        401: messageSchema,
        422: validationErrorSchema,
        429: messageSchema,
      },
      summary: 'Inicio de sesión del operador (rol 1), con código TOTP si lo activó',
    },
  },
  { metadata: adminRouterOptions.metadata },
);

export const adminSessionOperations = c.router(
  {
    me: {
      ...at.me,
      responses: { 200: adminOperatorSchema },
      summary: 'Operador de la sesión',
    },
    logout: {
      ...at.logout,
      body: c.noBody(),
      responses: { 200: messageSchema },
      summary: 'Cierra la sesión del operador',
    },
    totpSetup: {
      ...at.totpSetup,
      body: c.noBody(),
      responses: { 200: adminTotpSetupResponseSchema, 409: messageSchema },
      summary: 'Genera el secreto TOTP (URI otpauth y QR en SVG) para activar la verificación en dos pasos',
    },
    totpConfirm: {
      ...at.totpConfirm,
      body: adminTotpCodeRequestSchema,
      responses: { 200: adminOperatorSchema, 409: messageSchema },
      summary: 'Activa la verificación en dos pasos con un código de la aplicación',
    },
    totpDisable: {
      ...at.totpDisable,
      body: adminTotpCodeRequestSchema,
      responses: { 200: adminOperatorSchema, 409: messageSchema },
      summary: 'Desactiva la verificación en dos pasos (pide un código vigente)',
    },
    audit: {
      ...at.audit,
      query: auditQuerySchema,
      responses: { 200: auditPageSchema },
      summary: 'Registro de cambios de los operadores (paginado, el más reciente primero)',
    },
  },
  adminRouterOptions,
);
