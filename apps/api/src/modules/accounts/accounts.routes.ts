import {
  changePasswordRequestSchema,
  currentUserResponseSchema,
  dataPersonRequestSchema,
  dataPersonResponseSchema,
  messageSchema,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_MESSAGES,
  profileResponseSchema,
  updateDataPersonRequestSchema,
  updateUserRequestSchema,
  userCourseRequestSchema,
  userCourseResponseSchema,
  userCoursesFilterQuerySchema,
  userCoursesFilterResponseSchema,
  userIdQuerySchema,
  userImageResponseSchema,
  userOrderRequestSchema,
  userOrderResponseSchema,
  userOrdersParamsSchema,
  userOrdersQuerySchema,
  userOrdersResponseSchema,
  validationErrorSchema,
} from '@campus/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ValidationFailed } from '../../lib/errors.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { changePassword } from '../auth/auth.service.ts';
import {
  allMyCourses,
  allUserOrders,
  assertSelf,
  getCurrentUser,
  myCoursesPage,
  updatePersonalData,
  updateProfileImage,
  userOrdersPage,
} from './accounts.service.ts';

const common = { 401: messageSchema, 403: messageSchema, 422: validationErrorSchema };
const perUser = (request: FastifyRequest) => `user:${request.auth?.userId ?? request.ip}`;

/** Reads the multipart field `image` (one file, at most 5 MB: beyond, 413). */
async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file();
  if (file?.fieldname !== 'image') throw ValidationFailed.field('image', PROFILE_MESSAGES.imageRequired);
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, PROFILE_MESSAGES.imageTooLarge);
    }
    throw err;
  }
}

/** The profile and student-area calls of spec §7: all need a user token and act on its user. */
export async function accountsRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { auth: 'user' as const };

  r.post(
    '/api/v1/setting/dataPerson',
    {
      config: user,
      schema: {
        tags: ['perfil'],
        summary: 'Datos personales del usuario del token ({email} debe ser el suyo)',
        body: dataPersonRequestSchema,
        response: { 200: dataPersonResponseSchema, ...common },
      },
    },
    async (request) => {
      const self = await assertSelf(app.db, currentUserId(request), { email: request.body.email });
      return { data: { ...self.person, user_id: self.id, email: self.email } };
    },
  );

  r.post(
    '/api/v1/setting/update/UpdateDataPerson',
    {
      config: user,
      schema: {
        tags: ['perfil'],
        summary: 'Actualiza los datos personales ({id} debe ser el del usuario del token)',
        body: updateDataPersonRequestSchema,
        response: { 200: profileResponseSchema, ...common },
      },
    },
    async (request) => ({
      message: PROFILE_MESSAGES.updated,
      data: await updatePersonalData(app.db, currentUserId(request), request.body),
    }),
  );

  r.post(
    '/api/v1/setting/get/userOrder',
    {
      config: user,
      schema: {
        tags: ['perfil'],
        summary: 'Órdenes del usuario del token ({user_id} debe ser el suyo)',
        body: userOrderRequestSchema,
        response: { 200: userOrderResponseSchema, ...common },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      await assertSelf(app.db, userId, { user_id: request.body.user_id });
      return { data: await allUserOrders(app.db, userId) };
    },
  );

  r.get(
    '/api/v2/userId',
    {
      config: user,
      schema: {
        tags: ['perfil'],
        summary: 'El usuario del token, con su email, rol y persona',
        querystring: userIdQuerySchema,
        response: { 200: currentUserResponseSchema, ...common },
      },
    },
    async (request) => ({ data: await getCurrentUser(app.db, currentUserId(request)) }),
  );

  r.put(
    '/api/v2/user',
    {
      config: user,
      schema: {
        tags: ['perfil'],
        summary: 'Actualiza los datos personales del usuario del token (el email no cambia)',
        body: updateUserRequestSchema,
        response: { 200: profileResponseSchema, ...common },
      },
    },
    async (request) => ({
      message: PROFILE_MESSAGES.updated,
      data: await updatePersonalData(app.db, currentUserId(request), request.body),
    }),
  );

  r.put(
    '/api/v2/userPassword',
    {
      config: { ...user, rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: perUser } },
      schema: {
        tags: ['perfil'],
        summary: 'Cambia la contraseña (requiere la actual); cierra las demás sesiones',
        body: changePasswordRequestSchema,
        response: { 200: messageSchema, ...common, 429: messageSchema },
      },
    },
    async (request) => {
      await changePassword(
        app.db,
        {
          userId: currentUserId(request),
          tokenId: request.auth!.tokenId,
          currentPassword: request.body.current_password,
          newPassword: request.body.password,
        },
        PROFILE_MESSAGES.wrongCurrentPassword,
      );
      return { message: PROFILE_MESSAGES.updated };
    },
  );

  r.post(
    '/api/v2/userImage',
    {
      config: { ...user, rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: perUser } },
      schema: {
        tags: ['perfil'],
        summary: 'Foto de perfil (multipart, campo `image`: JPG, PNG o WebP de hasta 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: userImageResponseSchema,
          ...common,
          406: messageSchema,
          413: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request);
      const image = await updateProfileImage(app.db, app.storage, currentUserId(request), upload);
      return { message: PROFILE_MESSAGES.imageUpdated, data: { image } };
    },
  );

  r.get(
    '/api/v2/userOrders/:perPage',
    {
      config: user,
      schema: {
        tags: ['perfil'],
        summary: 'Órdenes del usuario del token, paginadas',
        params: userOrdersParamsSchema,
        querystring: userOrdersQuerySchema,
        response: { 200: userOrdersResponseSchema, ...common },
      },
    },
    async (request) =>
      userOrdersPage(app.db, currentUserId(request), request.query.page, request.params.perPage),
  );

  r.post(
    '/api/v1/User_Course',
    {
      config: user,
      schema: {
        tags: ['estudiante'],
        summary: 'Cursos en los que está inscrito el usuario del token ({user_id} debe ser el suyo)',
        body: userCourseRequestSchema,
        response: { 200: userCourseResponseSchema, ...common },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      await assertSelf(app.db, userId, { user_id: request.body.user_id });
      return { data: await allMyCourses(app.db, userId) };
    },
  );

  r.get(
    '/api/v2/userCoursesFilter',
    {
      config: user,
      schema: {
        tags: ['estudiante'],
        summary: 'Cursos del usuario del token, paginados (paginate = por página), con búsqueda opcional',
        querystring: userCoursesFilterQuerySchema,
        response: { 200: userCoursesFilterResponseSchema, ...common },
      },
    },
    async (request) => myCoursesPage(app.db, currentUserId(request), request.query),
  );
}
