// The operator's mentoring operations: what each takes and answers. The API registers its routes
// from these; the operator area calls them through adminOperation().
import { initContract } from '@ts-rest/core';
import { adminIdParamsSchema } from '../admin.ts';
import {
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
} from '../admin-mentoring.ts';
import { messageSchema } from '../common.ts';
import { MENTORING_MAX_BOOKINGS_MAX, MENTORING_MAX_BOOKINGS_MIN } from '../mentoring.ts';
import { adminRouterOptions } from './admin.common.ts';
import { adminMentoringPaths as at } from './admin-mentoring.paths.ts';

const c = initContract();

export const adminMentoringOperations = c.router(
  {
    courses: {
      ...at.courses,
      summary: 'Cursos con mentorías (con días de mentoría o con sesiones), por nombre',
      query: adminMentoringCourseListQuerySchema,
      responses: { 200: adminMentoringCoursePageSchema },
    },
    slots: {
      ...at.slots,
      summary: 'Sesiones de un curso: próximas primero, luego las pasadas',
      pathParams: adminIdParamsSchema,
      query: adminSlotListQuerySchema,
      responses: { 200: adminSlotPageSchema },
    },
    updateSettings: {
      ...at.updateSettings,
      summary: `Límite de reservas próximas por estudiante en el curso (entre ${MENTORING_MAX_BOOKINGS_MIN} y ${MENTORING_MAX_BOOKINGS_MAX})`,
      pathParams: adminIdParamsSchema,
      body: adminMentoringSettingsInputSchema,
      responses: { 200: adminMentoringSettingsResponseSchema },
    },
    createSlot: {
      ...at.createSlot,
      summary: 'Crea una sesión: fecha y hora en la zona elegida (se guarda en UTC), duración, cupos, sala',
      pathParams: adminIdParamsSchema,
      body: adminSlotInputSchema,
      responses: { 200: adminSlotResponseSchema },
    },
    updateSlot: {
      ...at.updateSlot,
      summary:
        'Edita una sesión (cupos nunca por debajo de las reservas; con reservas, fecha y duración fijas: 409)',
      pathParams: adminIdParamsSchema,
      body: adminSlotInputSchema,
      responses: { 200: adminSlotResponseSchema, 409: messageSchema },
    },
    removeSlot: {
      ...at.removeSlot,
      summary: 'Elimina una sesión y sus reservas; avisa por correo a cada estudiante con reserva',
      pathParams: adminIdParamsSchema,
      responses: { 200: adminMentoringDeleteResponseSchema },
    },
    bookings: {
      ...at.bookings,
      summary: 'Reservas de una sesión: estudiante, correo y fecha de la reserva',
      pathParams: adminIdParamsSchema,
      responses: { 200: adminSlotBookingsSchema },
    },
    cancelBooking: {
      ...at.cancelBooking,
      summary: 'Cancela una reserva (libera el cupo en la misma transacción) y avisa al estudiante',
      pathParams: adminIdParamsSchema,
      responses: { 200: adminMentoringDeleteResponseSchema },
    },
  },
  adminRouterOptions,
);
