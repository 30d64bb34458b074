// The accounts operations: what each takes and answers. The API registers its routes from these;
// the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import { messageSchema, validationErrorSchema } from '../common.ts';
import {
  changePasswordRequestSchema,
  currentUserResponseSchema,
  dataPersonRequestSchema,
  dataPersonResponseSchema,
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
} from '../profile.ts';
import { accountsPaths as at } from './accounts.paths.ts';

const c = initContract();
const common = { 401: messageSchema, 403: messageSchema, 422: validationErrorSchema };

export const accountsOperations = c.router({
  dataPerson: {
    ...at.dataPerson,
    body: dataPersonRequestSchema,
    responses: { 200: dataPersonResponseSchema, ...common },
    summary: 'Datos personales del usuario del token ({email} debe ser el suyo)',
    metadata: { tags: ['perfil'] },
  },
  updateDataPerson: {
    ...at.updateDataPerson,
    body: updateDataPersonRequestSchema,
    responses: { 200: profileResponseSchema, ...common },
    summary: 'Actualiza los datos personales ({id} debe ser el del usuario del token)',
    metadata: { tags: ['perfil'] },
  },
  userOrder: {
    ...at.userOrder,
    body: userOrderRequestSchema,
    responses: { 200: userOrderResponseSchema, ...common },
    summary: 'Órdenes del usuario del token ({user_id} debe ser el suyo)',
    metadata: { tags: ['perfil'] },
  },
  userId: {
    ...at.userId,
    query: userIdQuerySchema,
    responses: { 200: currentUserResponseSchema, ...common },
    summary: 'El usuario del token, con su email, rol y persona',
    metadata: { tags: ['perfil'] },
  },
  user: {
    ...at.user,
    body: updateUserRequestSchema,
    responses: { 200: profileResponseSchema, ...common },
    summary: 'Actualiza los datos personales del usuario del token (el email no cambia)',
    metadata: { tags: ['perfil'] },
  },
  userPassword: {
    ...at.userPassword,
    body: changePasswordRequestSchema,
    responses: { 200: messageSchema, ...common, 429: messageSchema },
    summary: 'Cambia la contraseña (requiere la actual); cierra las demás sesiones',
    metadata: { tags: ['perfil'] },
  },
  userImage: {
    ...at.userImage,
    contentType: 'multipart/form-data',
    body: c.type<FormData>(),
    responses: {
      200: userImageResponseSchema,
      ...common,
      406: messageSchema,
      413: messageSchema,
      429: messageSchema,
    },
    summary: 'Foto de perfil (multipart, campo `image`: JPG, PNG o WebP de hasta 5 MB)',
    metadata: { tags: ['perfil'] },
  },
  userOrders: {
    ...at.userOrders,
    pathParams: userOrdersParamsSchema,
    query: userOrdersQuerySchema,
    responses: { 200: userOrdersResponseSchema, ...common },
    summary: 'Órdenes del usuario del token, paginadas',
    metadata: { tags: ['perfil'] },
  },
  userCourse: {
    ...at.userCourse,
    body: userCourseRequestSchema,
    responses: { 200: userCourseResponseSchema, ...common },
    summary: 'Cursos en los que está inscrito el usuario del token ({user_id} debe ser el suyo)',
    metadata: { tags: ['estudiante'] },
  },
  userCoursesFilter: {
    ...at.userCoursesFilter,
    query: userCoursesFilterQuerySchema,
    responses: { 200: userCoursesFilterResponseSchema, ...common },
    summary: 'Cursos del usuario del token, paginados (paginate = por página), con búsqueda opcional',
    metadata: { tags: ['estudiante'] },
  },
});
