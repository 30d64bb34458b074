import path from 'node:path';
import { messageSchema, validationErrorSchema } from '@campus/contract';
import { LEARNING_MESSAGES } from '@campus/contract/learning';
import { learningOperations as op } from '@campus/contract/operations/learning';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { sendFileRange } from '../../integrations/storage/send-file.ts';
import { NotFound } from '../../lib/errors.ts';
import { routeFor } from '../../lib/operation-route.ts';
import { currentUserId } from '../../plugins/auth.ts';
import {
  assertSelf,
  lessonResources,
  modulesOfCourse,
  openMedia,
  openResource,
  progressCalc,
  reportPlayback,
  userCourseDetail,
  userInCourse,
  userProgressEntries,
} from './learning.service.ts';
import { createMediaSigner, MEDIA_ROUTE } from './media.ts';

const _errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };
const tags = ['aprendizaje'];
/** Lesson files are for the link's holder only: never kept by a shared cache or a CDN. */
const MEDIA_CACHE_CONTROL = 'private, max-age=3600';
const perUser = (request: FastifyRequest) => `user:${request.auth?.userId ?? request.ip}`;

/** The student area's calls of spec §7: course detail, progress and the player's reports. */
export async function learningRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { auth: 'user' as const };
  const signer = createMediaSigner(app.config.captchaHmacKey);
  const ctx = { db: app.db, signer };

  r.route({
    ...routeFor(op.getModulesCourses),
    handler: async (request) => modulesOfCourse(ctx, request.auth?.userId ?? null, request.params.courseId),
  });

  r.route({
    ...routeFor(op.getUserInCourses),
    config: user,
    handler: async (request) => {
      const userId = currentUserId(request);
      assertSelf(userId, request.body.user_id);
      return userInCourse(app.db, userId, request.body.course_id);
    },
  });

  r.route({
    ...routeFor(op.getUserCourseDetail),
    config: user,
    handler: async (request) => {
      const userId = currentUserId(request);
      assertSelf(userId, request.body.user_id);
      return { mounted_curses: await userCourseDetail(ctx, userId, request.body.mounted_course_id) };
    },
  });

  r.route({
    ...routeFor(op.getDate),
    handler: async () => {
      const now = new Date();
      return { date: now.toISOString(), timestamp: now.getTime() };
    },
  });

  r.route({
    ...routeFor(op.getUserProgress),
    config: user,
    handler: async (request) => {
      const userId = currentUserId(request);
      assertSelf(userId, request.body.userId);
      const courseId = (request.body.course_id ?? request.body.mounted_course_id) as number;
      return userProgressEntries(app.db, userId, courseId);
    },
  });

  r.route({
    ...routeFor(op.getProgressUserCalc),
    config: user,
    handler: async (request) => progressCalc(app.db, currentUserId(request), request.query.mounted_course_id),
  });

  r.route({
    ...routeFor(op.addUserResource),
    config: user,
    handler: async (request) => {
      const userId = currentUserId(request);
      assertSelf(userId, request.body.user_id);
      return openResource(app.db, userId, {
        courseId: request.body.mounted_course_id,
        resourceId: request.body.resource_id,
        lessonId: request.body.lesson_id,
      });
    },
  });

  r.route({
    ...routeFor(op.addUserResourceV2),
    // Per student, not per IP: a hospital's students share one address. A player sends ~6 a minute.
    config: { ...user, rateLimit: { max: 300, timeWindow: 60_000, keyGenerator: perUser } },
    handler: async (request) => reportPlayback(app.db, currentUserId(request), request.body),
  });

  r.route({
    ...routeFor(op.getOtherResource),
    config: user,
    handler: async (request) => lessonResources(ctx, currentUserId(request), request.body.lessons_id),
  });

  // Own videos and files: the signed link is the credential (a <video> cannot send a bearer token).
  r.get(
    `${MEDIA_ROUTE}/:token`,
    {
      config: { auth: 'none', rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Archivo propio de un recurso por enlace firmado y con caducidad (admite Range)',
        params: z.object({ token: z.string().max(600) }),
      },
    },
    async (request, reply) => {
      const grant = await openMedia(app.db, signer, request.params.token);
      if (!grant) throw new NotFound(LEARNING_MESSAGES.mediaLinkInvalid);
      if (grant.kind === 'stored') return app.storage.send(grant.url, request, reply, MEDIA_CACHE_CONTROL);
      return sendFileRange(request, reply, path.join(grant.root, grant.file), MEDIA_CACHE_CONTROL);
    },
  );
}
