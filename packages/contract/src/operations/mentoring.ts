// The mentoring operations: what each takes and answers. The API registers its routes from these;
// the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import { messageSchema, validationErrorSchema } from '../common.ts';
import {
  mentoryAvailableResponseSchema,
  mentoryCourseParamsSchema,
  mentoryCourseResponseSchema,
  mentoryUserRequestSchema,
  mentoryUserResponseSchema,
} from '../mentoring.ts';
import { mentoringPaths as at } from './mentoring.paths.ts';

const c = initContract();
const errors = {
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  422: validationErrorSchema,
  429: messageSchema,
};

export const mentoringOperations = c.router({
  courses: {
    ...at.courses,
    pathParams: mentoryCourseParamsSchema,
    responses: { 200: mentoryCourseResponseSchema, ...errors },
    summary: 'El curso de mentoría para el estudiante (con days y sus próximas sesiones)',
    metadata: { tags: ['mentorías'] },
  },
  mentoryAvailable: {
    ...at.mentoryAvailable,
    pathParams: mentoryCourseParamsSchema,
    responses: { 200: mentoryAvailableResponseSchema, ...errors },
    summary: 'Próximas sesiones del curso {id}: cupos, cupos libres y si el estudiante reservó',
    metadata: { tags: ['mentorías'] },
  },
  mentoryUser: {
    ...at.mentoryUser,
    body: mentoryUserRequestSchema,
    responses: { 201: mentoryUserResponseSchema, 409: messageSchema, ...errors },
    summary: 'Reservar un cupo {mentory_id}; nunca se supera la capacidad; envía la invitación .ics',
    metadata: { tags: ['mentorías'] },
  },
  cancelMentory: {
    ...at.cancelMentory,
    body: mentoryUserRequestSchema,
    responses: { 200: mentoryUserResponseSchema, 409: messageSchema, ...errors },
    summary: 'Cancelar la reserva {mentory_id} hasta 24 horas antes; libera el cupo',
    metadata: { tags: ['mentorías'] },
  },
});
