// The site's own small calls: what each takes and answers. The API registers its routes from these;
// the web calls geo through lib/api-client.ts's typed client, the captcha widget and the beacons
// (navigator.sendBeacon, no token) by address.
import { initContract } from '@ts-rest/core';
import * as z from 'zod';
import { landingVisitRequestSchema } from '../admin-dashboard.ts';
import { captchaChallengeSchema } from '../captcha.ts';
import { clientErrorRequestSchema } from '../client-errors.ts';
import { messageSchema, validationErrorSchema } from '../common.ts';
import { geoResponseSchema } from '../leads.ts';
import { sitePaths as at } from './site.paths.ts';

const c = initContract();

export const siteOperations = c.router({
  geo: {
    ...at.geo,
    responses: { 200: geoResponseSchema, 401: messageSchema, 429: messageSchema },
    summary:
      'Ubicación aproximada del visitante por su IP (país y ciudad); nulos si es privada o desconocida',
    metadata: { tags: ['geo'] },
  },
  captchaChallenge: {
    ...at.captchaChallenge,
    responses: { 200: captchaChallengeSchema },
    summary: 'Desafío ALTCHA (prueba de trabajo) para el captcha de los formularios',
    metadata: { tags: ['captcha'], security: [] },
  },
  clientErrors: {
    ...at.clientErrors,
    body: clientErrorRequestSchema,
    responses: {
      204: z.null().describe('Registrado'),
      413: messageSchema,
      422: validationErrorSchema,
      429: messageSchema,
    },
    summary: 'Error de una página en el navegador, para el registro del servidor (sin datos personales)',
    metadata: { tags: ['diagnostics'] },
  },
  landingVisits: {
    ...at.landingVisits,
    body: landingVisitRequestSchema,
    responses: {
      204: z.null().describe('Contada (o ignorada: un robot, o el tope diario de la dirección)'),
      403: messageSchema,
      413: messageSchema,
      422: validationErrorSchema,
      429: messageSchema,
    },
    summary: 'Visita a una landing (conteo propio, sin cookies ni datos personales; los robots no cuentan)',
    metadata: { tags: ['analytics'] },
  },
});
