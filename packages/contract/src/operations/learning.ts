// The learning operations: what each takes and answers. The API registers its routes from these;
// the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import { messageSchema, validationErrorSchema } from '../common.ts';
import {
  addUserResourceRequestSchema,
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
} from '../learning.ts';
import { learningPaths as at } from './learning.paths.ts';

const c = initContract();
const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };
const tags = ['aprendizaje'];

export const learningOperations = c.router({
  getModulesCourses: {
    ...at.getModulesCourses,
    pathParams: modulesCoursesParamsSchema,
    responses: { 200: modulesCoursesResponseSchema, ...errors },
    summary: 'Módulos, lecciones y recursos de un curso; ids de video solo para quien puede verlos',
    metadata: { tags },
  },
  getUserInCourses: {
    ...at.getUserInCourses,
    body: userInCoursesRequestSchema,
    responses: { 200: userInCoursesResponseSchema, ...errors },
    summary: 'Si el usuario del token está inscrito en el curso ({user_id} debe ser el suyo)',
    metadata: { tags },
  },
  getUserCourseDetail: {
    ...at.getUserCourseDetail,
    body: userCourseDetailRequestSchema,
    responses: { 200: userCourseDetailResponseSchema, ...errors },
    summary: 'El curso (mounted_curses) con módulos, lecciones, recursos y progreso del usuario',
    metadata: { tags },
  },
  getDate: {
    ...at.getDate,
    body: c.noBody(),
    responses: { 200: serverDateResponseSchema, 401: messageSchema },
    summary: 'Hora del servidor (ISO 8601 y milisegundos)',
    metadata: { tags },
  },
  getUserProgress: {
    ...at.getUserProgress,
    body: userProgressRequestSchema,
    responses: { 200: progressEntriesResponseSchema, ...errors },
    summary: 'Entradas de progreso del usuario en un curso (una por recurso completado; se suman)',
    metadata: { tags },
  },
  getProgressUserCalc: {
    ...at.getProgressUserCalc,
    query: progressCalcQuerySchema,
    responses: { 200: progressCalcResponseSchema, ...errors },
    summary: 'Porcentaje del curso completado por el usuario del token',
    metadata: { tags },
  },
  addUserResource: {
    ...at.addUserResource,
    body: addUserResourceRequestSchema,
    responses: { 200: progressEntriesResponseSchema, ...errors },
    summary: 'El estudiante abrió un recurso: enlaces y archivos cuentan al abrirse; devuelve el progreso',
    metadata: { tags },
  },
  addUserResourceV2: {
    ...at.addUserResourceV2,
    body: playbackReportSchema,
    responses: { 200: playbackReportResponseSchema, 409: messageSchema, ...errors },
    summary:
      'Latido del reproductor: tramos realmente reproducidos; el servidor los une, limita al reloj × 2 del estudiante (uno para todos sus videos) y decide el 90 % sobre la duración que él registra (409 duration_unknown si no la tiene)',
    metadata: { tags },
  },
  getOtherResource: {
    ...at.getOtherResource,
    body: otherResourceRequestSchema,
    responses: { 200: otherResourceResponseSchema, ...errors },
    summary: 'Recursos de una lección, con los mismos bloqueos',
    metadata: { tags },
  },
});
