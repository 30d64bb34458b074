import { MENTORING_MESSAGES } from '@campus/contract';
import { mentoringOperations as op } from '@campus/contract/operations/mentoring';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { book, cancel, getMentoryCourse, listAvailable } from './mentoring.service.ts';

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

  r.route({
    ...routeFor(op.courses),
    config: user,
    handler: async (request) => getMentoryCourse(ctx(), currentUserId(request), request.params.id),
  });

  r.route({
    ...routeFor(op.mentoryAvailable),
    config: user,
    handler: async (request) => ({
      data: await listAvailable(ctx(), currentUserId(request), request.params.id),
    }),
  });

  r.route({
    ...routeFor(op.mentoryUser),
    config: user,
    preHandler: writeLimit,
    handler: async (request, reply) => {
      const data = await book(ctx(), currentUserId(request), request.body);
      app.mailer.wake();
      return reply.status(201).send({ message: MENTORING_MESSAGES.booked, data });
    },
  });

  r.route({
    ...routeFor(op.cancelMentory),
    config: user,
    preHandler: writeLimit,
    handler: async (request) => {
      const data = await cancel(ctx(), currentUserId(request), request.body);
      app.mailer.wake();
      return { message: MENTORING_MESSAGES.cancelled, data };
    },
  });
}
