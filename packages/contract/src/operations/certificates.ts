// The certificates operations: what each takes and answers. The API registers its routes from these;
// the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import {
  certificateCodeParamsSchema,
  certificateCourseParamsSchema,
  certificatePdfSchema,
  certificateStatusSchema,
  certificateVerificationSchema,
  issueCertificateRequestSchema,
  issueCertificateResponseSchema,
} from '../certificates.ts';
import { messageSchema, validationErrorSchema } from '../common.ts';
import { certificatesPaths as at } from './certificates.paths.ts';

const c = initContract();
const errors = {
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  410: messageSchema,
  422: validationErrorSchema,
  429: messageSchema,
};

export const certificatesOperations = c.router({
  status: {
    ...at.status,
    pathParams: certificateCourseParamsSchema,
    responses: { 200: certificateStatusSchema, ...errors },
    summary: 'Estado del certificado del curso: porcentaje, si puede emitirse y el emitido',
    metadata: { tags: ['certificados'] },
  },
  issue: {
    ...at.issue,
    pathParams: certificateCourseParamsSchema,
    body: issueCertificateRequestSchema,
    responses: { 200: issueCertificateResponseSchema, 201: issueCertificateResponseSchema, ...errors },
    summary:
      'Emitir el certificado a nombre del perfil (75 % del curso); una sola vez: repetir devuelve el mismo. Un printed_name enviado se ignora',
    metadata: { tags: ['certificados'] },
  },
  pdf: {
    ...at.pdf,
    pathParams: certificateCourseParamsSchema,
    responses: { 200: certificatePdfSchema, ...errors },
    summary: 'El certificado emitido en PDF (410 si fue revocado)',
    metadata: { tags: ['certificados'] },
  },
  verify: {
    ...at.verify,
    pathParams: certificateCodeParamsSchema,
    responses: {
      200: certificateVerificationSchema,
      401: messageSchema,
      404: messageSchema,
      422: validationErrorSchema,
    },
    summary: 'Verificación pública de un certificado por su código (token de cliente)',
    metadata: { tags: ['certificados'] },
  },
});
