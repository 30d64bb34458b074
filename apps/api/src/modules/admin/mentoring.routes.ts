import {
  ADMIN_MENTORING_MESSAGES,
  adminIdParamsSchema,
  adminMentoringCourseListQuerySchema,
  adminMentoringCoursePageSchema,
  adminMentoringDeleteResponseSchema,
  adminMentoringSettingsInputSchema,
  adminMentoringSettingsResponseSchema,
  adminSlotBookingsSchema,
  adminSlotInputSchema,
  adminSlotListQuerySchema,
  adminSlotPageSchema,
  adminSlotResponseSchema,
  MENTORING_MAX_BOOKINGS_MAX,
  MENTORING_MAX_BOOKINGS_MIN,
  messageSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { adminErrors, currentOperator } from './admin.guard.ts';
import { audited } from './audit.service.ts';

/**
 * Mentoring: the mentoring courses, each course's sessions (upcoming first), create / edit / delete a
 * session, its bookings and cancelling one. Every write is audited; students affected by a deletion
 * or a cancelled booking are e-mailed in the same transaction.
 */
export async function adminMentoringSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const withConflict = { ...adminErrors, 409: messageSchema };

  r.get(
    '/api/admin/mentoring/courses',
    {
      schema: {
        tags,
        summary: 'Cursos con mentorías (con días de mentoría o con sesiones), por nombre',
        querystring: adminMentoringCourseListQuerySchema,
        response: { 200: adminMentoringCoursePageSchema, ...adminErrors },
      },
    },
    async (request) => listMentoringCoursesAdmin(app.db, request.query),
  );

  r.get(
    '/api/admin/mentoring/courses/:id/slots',
    {
      schema: {
        tags,
        summary: 'Sesiones de un curso: próximas primero, luego las pasadas',
        params: adminIdParamsSchema,
        querystring: adminSlotListQuerySchema,
        response: { 200: adminSlotPageSchema, ...adminErrors },
      },
    },
    async (request) => listSlotsAdmin(app.db, request.params.id, request.query),
  );

  r.put(
    '/api/admin/mentoring/courses/:id/settings',
    {
      schema: {
        tags,
        summary: `Límite de reservas próximas por estudiante en el curso (entre ${MENTORING_MAX_BOOKINGS_MIN} y ${MENTORING_MAX_BOOKINGS_MAX})`,
        params: adminIdParamsSchema,
        body: adminMentoringSettingsInputSchema,
        response: { 200: adminMentoringSettingsResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
      audited(app.db, currentOperator(request), 'update', 'courses', async (tx) => {
        const { before, after } = await saveMentoringSettingsAdmin(tx, request.params.id, request.body);
        return {
          entityId: request.params.id,
          before: { max_bookings: before.max_bookings },
          after: { max_bookings: after.max_bookings },
          result: { message: ADMIN_MENTORING_MESSAGES.settingsSaved, data: after },
        };
      }),
  );

  r.post(
    '/api/admin/mentoring/courses/:id/slots',
    {
      schema: {
        tags,
        summary: 'Crea una sesión: fecha y hora en la zona elegida (se guarda en UTC), duración, cupos, sala',
        params: adminIdParamsSchema,
        body: adminSlotInputSchema,
        response: { 200: adminSlotResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
      audited(app.db, currentOperator(request), 'create', 'mentoring_slots', async (tx) => {
        const slot = await createSlotAdmin(tx, request.params.id, request.body);
        return {
          entityId: slot.id,
          before: null,
          after: slot,
          result: { message: ADMIN_MENTORING_MESSAGES.created, data: slot },
        };
      }),
  );

  r.put(
    '/api/admin/mentoring/slots/:id',
    {
      schema: {
        tags,
        summary:
          'Edita una sesión (cupos nunca por debajo de las reservas; con reservas, fecha y duración fijas: 409)',
        params: adminIdParamsSchema,
        body: adminSlotInputSchema,
        response: { 200: adminSlotResponseSchema, ...withConflict },
      },
    },
    async (request) =>
      audited(app.db, currentOperator(request), 'update', 'mentoring_slots', async (tx) => {
        const { before, after } = await updateSlotAdmin(tx, request.params.id, request.body);
        return {
          entityId: request.params.id,
          before,
          after,
          result: { message: ADMIN_MENTORING_MESSAGES.updated, data: after },
        };
      }),
  );

  r.delete(
    '/api/admin/mentoring/slots/:id',
    {
      schema: {
        tags,
        summary: 'Elimina una sesión y sus reservas; avisa por correo a cada estudiante con reserva',
        params: adminIdParamsSchema,
        response: { 200: adminMentoringDeleteResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
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
  );

  r.get(
    '/api/admin/mentoring/slots/:id/bookings',
    {
      schema: {
        tags,
        summary: 'Reservas de una sesión: estudiante, correo y fecha de la reserva',
        params: adminIdParamsSchema,
        response: { 200: adminSlotBookingsSchema, ...adminErrors },
      },
    },
    async (request) => slotBookingsAdmin(app.db, request.params.id),
  );

  r.delete(
    '/api/admin/mentoring/bookings/:id',
    {
      schema: {
        tags,
        summary: 'Cancela una reserva (libera el cupo en la misma transacción) y avisa al estudiante',
        params: adminIdParamsSchema,
        response: { 200: adminMentoringDeleteResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
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
  );
}
