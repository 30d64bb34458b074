import {
  MENTORING_MESSAGES,
  mentoryAvailableResponseSchema,
  mentoryCourseParamsSchema,
  mentoryCourseResponseSchema,
  mentoryUserRequestSchema,
  mentoryUserResponseSchema,
  messageSchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../plugins/auth.ts';
import { book, cancel, getMentoryCourse, listAvailable } from './mentoring.service.ts';

const errors = {
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  422: validationErrorSchema,
  429: messageSchema,
};

/**
 * Bookings and cancellations one student may make in a window, together: each one e-mails the
 * student (with an invitation), so a loop of book/cancel must not turn into a mail flood.
 */
export const MENTORING_WRITES_PER_WINDOW = 20;
export const MENTORING_WRITES_WINDOW_MS = 3_600_000;

/** Spec §7 "Mentoring": every call needs a student's token and an enrolment in the course. */
export async function mentoringRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { auth: 'user' as const };
  const ctx = () => ({ db: app.db, config: app.config });
  // One counter for both routes (per student, shared by every instance through the plugin's store).
  const writeLimit = app.rateLimit({
    max: MENTORING_WRITES_PER_WINDOW,
    timeWindow: MENTORING_WRITES_WINDOW_MS,
    keyGenerator: (request) => `mentoring-writes:${request.auth?.userId ?? request.ip}`,
  });

  r.get(
    '/api/v2/mentory/courses/:id',
    {
      config: user,
      schema: {
        tags: ['mentorías'],
        summary: 'El curso de mentoría para el estudiante (con days y sus próximas sesiones)',
        params: mentoryCourseParamsSchema,
        response: { 200: mentoryCourseResponseSchema, ...errors },
      },
    },
    async (request) => getMentoryCourse(ctx(), currentUserId(request), request.params.id),
  );

  r.get(
    '/api/v2/mentory-available/:id',
    {
      config: user,
      schema: {
        tags: ['mentorías'],
        summary: 'Próximas sesiones del curso {id}: cupos, cupos libres y si el estudiante reservó',
        params: mentoryCourseParamsSchema,
        response: { 200: mentoryAvailableResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await listAvailable(ctx(), currentUserId(request), request.params.id) }),
  );

  r.post(
    '/api/v2/mentory-user',
    {
      config: user,
      preHandler: writeLimit,
      schema: {
        tags: ['mentorías'],
        summary: 'Reservar un cupo {mentory_id}; nunca se supera la capacidad; envía la invitación .ics',
        body: mentoryUserRequestSchema,
        response: { 201: mentoryUserResponseSchema, 409: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await book(ctx(), currentUserId(request), request.body);
      app.mailer.wake();
      return reply.status(201).send({ message: MENTORING_MESSAGES.booked, data });
    },
  );

  r.post(
    '/api/v2/mentory-user/cancel-mentory',
    {
      config: user,
      preHandler: writeLimit,
      schema: {
        tags: ['mentorías'],
        summary: 'Cancelar la reserva {mentory_id} hasta 24 horas antes; libera el cupo',
        body: mentoryUserRequestSchema,
        response: { 200: mentoryUserResponseSchema, 409: messageSchema, ...errors },
      },
    },
    async (request) => {
      const data = await cancel(ctx(), currentUserId(request), request.body);
      app.mailer.wake();
      return { message: MENTORING_MESSAGES.cancelled, data };
    },
  );
}
