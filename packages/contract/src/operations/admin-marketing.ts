// The operator's marketing operations: what each takes and answers. The API registers its routes
// from these; the operator area calls them through adminOperation().
import { initContract } from '@ts-rest/core';
import { adminIdParamsSchema } from '../admin.ts';
import {
  adminLandingEventInputSchema,
  adminLandingEventListQuerySchema,
  adminLandingEventPageSchema,
  adminLandingEventSchema,
  adminMarketingSettingsInputSchema,
  adminMarketingSettingsSchema,
} from '../admin-marketing.ts';
import { messageSchema } from '../common.ts';
import { adminRouterOptions } from './admin.common.ts';
import { adminMarketingPaths as at } from './admin-marketing.paths.ts';

const c = initContract();

export const adminMarketingOperations = c.router(
  {
    events: {
      ...at.events,
      summary:
        'Eventos de las landings (paginados; búsqueda por etiqueta o título; próximos, pasados o sin fecha)',
      query: adminLandingEventListQuerySchema,
      responses: { 200: adminLandingEventPageSchema },
    },
    createEvent: {
      ...at.createEvent,
      summary:
        'Crea un evento: la fecha se escribe en la hora local de `time_zone` (IANA) y se guarda en UTC',
      body: adminLandingEventInputSchema,
      responses: { 201: adminLandingEventSchema },
    },
    event: {
      ...at.event,
      summary: 'Un evento, con su fecha en su zona horaria',
      pathParams: adminIdParamsSchema,
      responses: { 200: adminLandingEventSchema },
    },
    updateEvent: {
      ...at.updateEvent,
      summary: 'Modifica un evento (su etiqueta no cambia si tiene leads o la usa una página)',
      pathParams: adminIdParamsSchema,
      body: adminLandingEventInputSchema,
      responses: { 200: adminLandingEventSchema },
    },
    removeEvent: {
      ...at.removeEvent,
      summary: 'Elimina un evento sin leads que ninguna página use (409 si no)',
      pathParams: adminIdParamsSchema,
      responses: { 200: messageSchema, 409: messageSchema },
    },
    settings: {
      ...at.settings,
      summary: 'Grupo y chat de WhatsApp, video de gracias y videos de testimonios, como se guardaron',
      responses: { 200: adminMarketingSettingsSchema },
    },
    updateSettings: {
      ...at.updateSettings,
      summary: 'Guarda los ajustes de marketing (los testimonios en el orden de la galería)',
      body: adminMarketingSettingsInputSchema,
      responses: { 200: adminMarketingSettingsSchema },
    },
  },
  adminRouterOptions,
);
