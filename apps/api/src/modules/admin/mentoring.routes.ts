import { ADMIN_MENTORING_MESSAGES } from '@campus/contract';
import { adminMentoringOperations as op } from '@campus/contract/operations/admin-mentoring';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import {
  cancelBookingAdmin,
  createSlotAdmin,
  deleteSlotAdmin,
  listMentoringCoursesAdmin,
  listSlotsAdmin,
  saveMentoringSettingsAdmin,
  slotBookingsAdmin,
  updateSlotAdmin,
} from '../mentoring/mentoring.admin.service.ts';
import { currentOperator } from './admin.guard.ts';
import { audited } from './audit.service.ts';

/**
 * Mentoring: the mentoring courses, each course's sessions (upcoming first), create / edit / delete a
 * session, its bookings and cancelling one. Every write is audited; students affected by a deletion
 * or a cancelled booking are e-mailed in the same transaction.
 */
export async function adminMentoringSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeFor(op.courses),
    handler: async (request) => listMentoringCoursesAdmin(app.db, request.query),
  });

  r.route({
    ...routeFor(op.slots),
    handler: async (request) => listSlotsAdmin(app.db, request.params.id, request.query),
  });

  r.route({
    ...routeFor(op.updateSettings),
    handler: async (request) =>
      audited(app.db, currentOperator(request), 'update', 'courses', async (tx) => {
        const { before, after } = await saveMentoringSettingsAdmin(tx, request.params.id, request.body);
        return {
          entityId: request.params.id,
          before: { max_bookings: before.max_bookings },
          after: { max_bookings: after.max_bookings },
          result: { message: ADMIN_MENTORING_MESSAGES.settingsSaved, data: after },
        };
      }),
  });

  r.route({
    ...routeFor(op.createSlot),
    handler: async (request) =>
      audited(app.db, currentOperator(request), 'create', 'mentoring_slots', async (tx) => {
        const slot = await createSlotAdmin(tx, request.params.id, request.body);
        return {
          entityId: slot.id,
          before: null,
          after: slot,
          result: { message: ADMIN_MENTORING_MESSAGES.created, data: slot },
        };
      }),
  });

  r.route({
    ...routeFor(op.updateSlot),
    handler: async (request) =>
      audited(app.db, currentOperator(request), 'update', 'mentoring_slots', async (tx) => {
        const { before, after } = await updateSlotAdmin(tx, request.params.id, request.body);
        return {
          entityId: request.params.id,
          before,
          after,
          result: { message: ADMIN_MENTORING_MESSAGES.updated, data: after },
        };
      }),
  });

  r.route({
    ...routeFor(op.removeSlot),
    handler: async (request) =>
      audited(app.db, currentOperator(request), 'delete', 'mentoring_slots', async (tx) => {
        const { before, notified } = await deleteSlotAdmin({ db: tx, config: app.config }, request.params.id);
        return {
          entityId: request.params.id,
          before,
          after: null,
          result: {
            message:
              notified > 0
                ? ADMIN_MENTORING_MESSAGES.deletedNotified(notified)
                : ADMIN_MENTORING_MESSAGES.deleted,
            notified,
          },
        };
      }),
  });

  r.route({
    ...routeFor(op.bookings),
    handler: async (request) => slotBookingsAdmin(app.db, request.params.id),
  });

  r.route({
    ...routeFor(op.cancelBooking),
    handler: async (request) =>
      audited(app.db, currentOperator(request), 'cancel_booking', 'mentoring_bookings', async (tx) => {
        const done = await cancelBookingAdmin({ db: tx, config: app.config }, request.params.id);
        return {
          entityId: request.params.id,
          before: done.before,
          after: done.slot,
          result: {
            message: done.notified
              ? ADMIN_MENTORING_MESSAGES.bookingCancelled
              : ADMIN_MENTORING_MESSAGES.bookingCancelledPast,
            notified: done.notified ? 1 : 0,
          },
        };
      }),
  });
}
