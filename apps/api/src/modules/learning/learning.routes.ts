import path from 'node:path';
import { messageSchema, validationErrorSchema } from '@campus/contract';
import {
  addUserResourceRequestSchema,
  LEARNING_MESSAGES,
  modulesCoursesParamsSchema,
  modulesCoursesResponseSchema,
  otherResourceRequestSchema,
  otherResourceResponseSchema,
  playbackReportResponseSchema,
  playbackReportSchema,
  progressCalcQuerySchema,
  progressCalcResponseSchema,
  progressEntriesResponseSchema,
  serverDateResponseSchema,
  userCourseDetailRequestSchema,
  userCourseDetailResponseSchema,
  userInCoursesRequestSchema,
  userInCoursesResponseSchema,
  userProgressRequestSchema,
} from '@campus/contract/learning';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { sendFileRange } from '../../integrations/storage/send-file.ts';
import { NotFound } from '../../lib/errors.ts';
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

const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };
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

  r.get(
    '/api/v1/getModulesCourses/:courseId',
    {
      schema: {
        tags,
        summary: 'Módulos, lecciones y recursos de un curso; ids de video solo para quien puede verlos',
        params: modulesCoursesParamsSchema,
        response: { 200: modulesCoursesResponseSchema, ...errors },
      },
    },
    async (request) => modulesOfCourse(ctx, request.auth?.userId ?? null, request.params.courseId),
  );

  r.post(
    '/api/v1/getUserInCourses',
    {
      config: user,
      schema: {
        tags,
        summary: 'Si el usuario del token está inscrito en el curso ({user_id} debe ser el suyo)',
        body: userInCoursesRequestSchema,
        response: { 200: userInCoursesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      assertSelf(userId, request.body.user_id);
      return userInCourse(app.db, userId, request.body.course_id);
    },
  );

  r.post(
    '/api/v1/getUserCourseDetail',
    {
      config: user,
      schema: {
        tags,
        summary: 'El curso (mounted_curses) con módulos, lecciones, recursos y progreso del usuario',
        body: userCourseDetailRequestSchema,
        response: { 200: userCourseDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      assertSelf(userId, request.body.user_id);
      return { mounted_curses: await userCourseDetail(ctx, userId, request.body.mounted_course_id) };
    },
  );

  r.post(
    '/api/v1/getDate',
    {
      schema: {
        tags,
        summary: 'Hora del servidor (ISO 8601 y milisegundos)',
        response: { 200: serverDateResponseSchema, 401: messageSchema },
      },
    },
    async () => {
      const now = new Date();
      return { date: now.toISOString(), timestamp: now.getTime() };
    },
  );

  r.post(
    '/api/v1/getUserProgress',
    {
      config: user,
      schema: {
        tags,
        summary: 'Entradas de progreso del usuario en un curso (una por recurso completado; se suman)',
        body: userProgressRequestSchema,
        response: { 200: progressEntriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      assertSelf(userId, request.body.userId);
      const courseId = (request.body.course_id ?? request.body.mounted_course_id) as number;
      return userProgressEntries(app.db, userId, courseId);
    },
  );

  r.get(
    '/api/v2/getProgressUserCalc',
    {
      config: user,
      schema: {
        tags,
        summary: 'Porcentaje del curso completado por el usuario del token',
        querystring: progressCalcQuerySchema,
        response: { 200: progressCalcResponseSchema, ...errors },
      },
    },
    async (request) => progressCalc(app.db, currentUserId(request), request.query.mounted_course_id),
  );

  r.post(
    '/api/v1/course/addUserResource',
    {
      config: user,
      schema: {
        tags,
        summary:
          'El estudiante abrió un recurso: enlaces y archivos cuentan al abrirse; devuelve el progreso',
        body: addUserResourceRequestSchema,
        response: { 200: progressEntriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      assertSelf(userId, request.body.user_id);
      return openResource(app.db, userId, {
        courseId: request.body.mounted_course_id,
        resourceId: request.body.resource_id,
        lessonId: request.body.lesson_id,
      });
    },
  );

  r.post(
    '/api/v2/addUserResource',
    {
      // Per student, not per IP: a hospital's students share one address. A player sends ~6 a minute.
      config: { ...user, rateLimit: { max: 300, timeWindow: 60_000, keyGenerator: perUser } },
      schema: {
        tags,
        summary:
          'Latido del reproductor: tramos realmente reproducidos; el servidor los une, limita al reloj × 2 del estudiante (uno para todos sus videos) y decide el 90 % sobre la duración que él registra (409 duration_unknown si no la tiene)',
        body: playbackReportSchema,
        response: { 200: playbackReportResponseSchema, 409: messageSchema, ...errors },
      },
    },
    async (request) => reportPlayback(app.db, currentUserId(request), request.body),
  );

  r.post(
    '/api/v1/course/getOtherResource',
    {
      config: user,
      schema: {
        tags,
        summary: 'Recursos de una lección, con los mismos bloqueos',
        body: otherResourceRequestSchema,
        response: { 200: otherResourceResponseSchema, ...errors },
      },
    },
    async (request) => lessonResources(ctx, currentUserId(request), request.body.lessons_id),
  );

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
