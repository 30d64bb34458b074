import { ADMIN_MESSAGES } from '@campus/contract';
import { adminMarketingOperations as op } from '@campus/contract/operations/admin-marketing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.ts';
import { routeFor } from '../../lib/operation-route.ts';
import { clearPublicCatalogue } from '../catalogue/catalogue.admin.service.ts';
import * as events from '../leads/landing-events.admin.service.ts';
import {
  getMarketingSettingsAdmin,
  saveMarketingSettingsAdmin,
} from '../projects/marketing-settings.admin.service.ts';
import { currentOperator } from './admin.guard.ts';
import { audited } from './audit.service.ts';

/**
 * Marketing: landing events (list, create, edit, delete) and the marketing settings of the landing
 * and thanks pages. Every write is audited in its transaction and then clears the public answer
 * cache (getProyect, catalogue, pages), so the site shows it at once.
 */
export async function adminMarketingSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
  r.route({
    ...routeFor(op.events),
    handler: async (request) => events.listLandingEventsAdmin(app.db, request.query),
  });
  r.route({
    ...routeFor(op.createEvent),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await write(request, 'create', 'landing_events', (tx) =>
            events.createLandingEventAdmin(tx, request.body),
          ),
        ),
  });
  r.route({
    ...routeFor(op.event),
    handler: async (request) => events.getLandingEventAdmin(app.db, request.params.id),
  });
  r.route({
    ...routeFor(op.updateEvent),
    handler: async (request) =>
      write(request, 'update', 'landing_events', (tx) =>
        events.updateLandingEventAdmin(tx, request.params.id, request.body),
      ),
  });
  r.route({
    ...routeFor(op.removeEvent),
    handler: async (request) => {
      await write(request, 'delete', 'landing_events', (tx) =>
        events.deleteLandingEventAdmin(tx, request.params.id),
      );
      return { message: ADMIN_MESSAGES.deleted };
    },
  });

  // ── Marketing settings ────────────────────────────────────────────────────────────────────
  r.route({
    ...routeFor(op.settings),
    handler: async () => getMarketingSettingsAdmin(app.db),
  });
  r.route({
    ...routeFor(op.updateSettings),
    handler: async (request) =>
      write(request, 'update', 'marketing_settings', (tx) => saveMarketingSettingsAdmin(tx, request.body)),
  });
}
