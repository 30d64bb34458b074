// The auth operations: what each takes and answers. The API registers its routes from these;
// the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import {
  legalDocumentParamsSchema,
  legalDocumentQuerySchema,
  legalDocumentResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPassConfirmRequestSchema,
  resetPasswordRequestSchema,
} from '../auth.ts';
import { messageSchema, validationErrorSchema } from '../common.ts';
import { authPaths as at } from './auth.paths.ts';

const c = initContract();
const tooMany = { 429: messageSchema };

export const authOperations = c.router({
  register: {
    ...at.register,
    body: registerRequestSchema,
    responses: {
      201: registerResponseSchema,
      401: messageSchema,
      404: messageSchema,
      422: validationErrorSchema,
      ...tooMany,
    },
    summary:
      'Registro de estudiante (con captcha ALTCHA en `captcha`); abre su sesión: `login` trae la respuesta del inicio de sesión',
    metadata: { tags: ['auth'] },
  },
  login: {
    ...at.login,
    body: loginRequestSchema,
    responses: {
      200: loginResponseSchema,
      401: messageSchema,
      403: messageSchema,
      422: validationErrorSchema,
      ...tooMany,
    },
    summary:
      'Inicio de sesión de estudiantes: token de usuario, rol y datos de la persona (otro rol: 403, sin token)',
    metadata: { tags: ['auth'] },
  },
  logout: {
    ...at.logout,
    body: c.noBody(),
    responses: { 200: messageSchema, 401: messageSchema },
    summary: 'Cierra la sesión: revoca el token usado',
    metadata: { tags: ['auth'] },
  },
  resetPassword: {
    ...at.resetPassword,
    body: resetPasswordRequestSchema,
    responses: {
      200: messageSchema,
      401: messageSchema,
      403: messageSchema,
      422: validationErrorSchema,
      ...tooMany,
    },
    summary: 'Envía el enlace para restablecer la contraseña (403 si el email no está registrado)',
    metadata: { tags: ['auth'] },
  },
  resetPassConfirm: {
    ...at.resetPassConfirm,
    body: resetPassConfirmRequestSchema,
    responses: { 200: messageSchema, 401: messageSchema, 422: validationErrorSchema, ...tooMany },
    summary: 'Fija la nueva contraseña con el enlace recibido (un solo uso, 60 minutos)',
    metadata: { tags: ['auth'] },
  },
  legalDocument: {
    ...at.legalDocument,
    pathParams: legalDocumentParamsSchema,
    query: legalDocumentQuerySchema,
    responses: {
      200: legalDocumentResponseSchema,
      401: messageSchema,
      404: messageSchema,
      422: validationErrorSchema,
    },
    summary: 'Documento legal (1: términos y condiciones) del proyecto',
    metadata: { tags: ['auth'] },
  },
});
