import {
  ADMIN_MESSAGES,
  adminIdParamsSchema,
  adminLandingEventInputSchema,
  adminLandingEventListQuerySchema,
  adminLandingEventPageSchema,
  adminLandingEventSchema,
  adminMarketingSettingsInputSchema,
  adminMarketingSettingsSchema,
  messageSchema,
} from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.ts';
import { clearPublicCatalogue } from '../catalogue/catalogue.admin.service.ts';
import * as events from '../leads/landing-events.admin.service.ts';
import {
  getMarketingSettingsAdmin,
  saveMarketingSettingsAdmin,
} from '../projects/marketing-settings.admin.service.ts';
import { adminErrors, currentOperator } from './admin.guard.ts';
import { audited } from './audit.service.ts';

/**
 * Marketing: landing events (list, create, edit, delete) and the marketing settings of the landing
 * and thanks pages. Every write is audited in its transaction and then clears the public answer
 * cache (getProyect, catalogue, pages), so the site shows it at once.
 */
export async function adminMarketingSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const params = adminIdParamsSchema;

  async function write<T>(
    request: FastifyRequest,
    action: string,
    entity: string,
    change: (
      tx: Executor,
    ) => Promise<{ entityId: number | null; before: unknown; after: unknown; result: T }>,
  ): Promise<T> {
    const result = await audited(app.db, currentOperator(request), action, entity, change);
    clearPublicCatalogue(app);
    return result;
  }

  // ── Landing events ────────────────────────────────────────────────────────────────────────
  r.get(
    '/api/admin/landing-events',
    {
      schema: {
        tags,
        summary:
          'Eventos de las landings (paginados; búsqueda por etiqueta o título; próximos, pasados o sin fecha)',
        querystring: adminLandingEventListQuerySchema,
        response: { 200: adminLandingEventPageSchema, ...adminErrors },
      },
    },
    async (request) => events.listLandingEventsAdmin(app.db, request.query),
  );
  r.post(
    '/api/admin/landing-events',
    {
      schema: {
        tags,
        summary:
          'Crea un evento: la fecha se escribe en la hora local de `time_zone` (IANA) y se guarda en UTC',
        body: adminLandingEventInputSchema,
        response: { 201: adminLandingEventSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await write(request, 'create', 'landing_events', (tx) =>
            events.createLandingEventAdmin(tx, request.body),
          ),
        ),
  );
  r.get(
    '/api/admin/landing-events/:id',
    {
      schema: {
        tags,
        summary: 'Un evento, con su fecha en su zona horaria',
        params,
        response: { 200: adminLandingEventSchema, ...adminErrors },
      },
    },
    async (request) => events.getLandingEventAdmin(app.db, request.params.id),
  );
  r.put(
    '/api/admin/landing-events/:id',
    {
      schema: {
        tags,
        summary: 'Modifica un evento (su etiqueta no cambia si tiene leads o la usa una página)',
        params,
        body: adminLandingEventInputSchema,
        response: { 200: adminLandingEventSchema, ...adminErrors },
      },
    },
    async (request) =>
      write(request, 'update', 'landing_events', (tx) =>
        events.updateLandingEventAdmin(tx, request.params.id, request.body),
      ),
  );
  r.delete(
    '/api/admin/landing-events/:id',
    {
      schema: {
        tags,
        summary: 'Elimina un evento sin leads que ninguna página use (409 si no)',
        params,
        response: { 200: messageSchema, ...adminErrors, 409: messageSchema },
      },
    },
    async (request) => {
      await write(request, 'delete', 'landing_events', (tx) =>
        events.deleteLandingEventAdmin(tx, request.params.id),
      );
      return { message: ADMIN_MESSAGES.deleted };
    },
  );

  // ── Marketing settings ────────────────────────────────────────────────────────────────────
  r.get(
    '/api/admin/marketing-settings',
    {
      schema: {
        tags,
        summary: 'Grupo y chat de WhatsApp, video de gracias y videos de testimonios, como se guardaron',
        response: { 200: adminMarketingSettingsSchema, ...adminErrors },
      },
    },
    async () => getMarketingSettingsAdmin(app.db),
  );
  r.put(
    '/api/admin/marketing-settings',
    {
      schema: {
        tags,
        summary: 'Guarda los ajustes de marketing (los testimonios en el orden de la galería)',
        body: adminMarketingSettingsInputSchema,
        response: { 200: adminMarketingSettingsSchema, ...adminErrors },
      },
    },
    async (request) =>
      write(request, 'update', 'marketing_settings', (tx) => saveMarketingSettingsAdmin(tx, request.body)),
  );
}
