import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES } from '@campus/contract';
import { accountsOperations as op } from '@campus/contract/operations/accounts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ValidationFailed } from '../../lib/errors.ts';
import { routeFor } from '../../lib/operation-route.ts';
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

  r.route({
    ...routeFor(op.dataPerson),
    config: user,
    handler: async (request) => {
      const self = await assertSelf(app.db, currentUserId(request), { email: request.body.email });
      return { data: { ...self.person, user_id: self.id, email: self.email } };
    },
  });

  r.route({
    ...routeFor(op.updateDataPerson),
    config: user,
    handler: async (request) => ({
      message: PROFILE_MESSAGES.updated,
      data: await updatePersonalData(app.db, currentUserId(request), request.body),
    }),
  });

  r.route({
    ...routeFor(op.userOrder),
    config: user,
    handler: async (request) => {
      const userId = currentUserId(request);
      await assertSelf(app.db, userId, { user_id: request.body.user_id });
      return { data: await allUserOrders(app.db, userId) };
    },
  });

  r.route({
    ...routeFor(op.userId),
    config: user,
    handler: async (request) => ({ data: await getCurrentUser(app.db, currentUserId(request)) }),
  });

  r.route({
    ...routeFor(op.user),
    config: user,
    handler: async (request) => ({
      message: PROFILE_MESSAGES.updated,
      data: await updatePersonalData(app.db, currentUserId(request), request.body),
    }),
  });

  r.route({
    ...routeFor(op.userPassword),
    config: { ...user, rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: perUser } },
    handler: async (request) => {
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
  });

  r.route({
    ...routeFor(op.userImage),
    config: { ...user, rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: perUser } },
    handler: async (request) => {
      const upload = await readImageUpload(request);
      const image = await updateProfileImage(app.db, app.storage, currentUserId(request), upload);
      return { message: PROFILE_MESSAGES.imageUpdated, data: { image } };
    },
  });

  r.route({
    ...routeFor(op.userOrders),
    config: user,
    handler: async (request) =>
      userOrdersPage(app.db, currentUserId(request), request.query.page, request.params.perPage),
  });

  r.route({
    ...routeFor(op.userCourse),
    config: user,
    handler: async (request) => {
      const userId = currentUserId(request);
      await assertSelf(app.db, userId, { user_id: request.body.user_id });
      return { data: await allMyCourses(app.db, userId) };
    },
  });

  r.route({
    ...routeFor(op.userCoursesFilter),
    config: user,
    handler: async (request) => myCoursesPage(app.db, currentUserId(request), request.query),
  });
}
