// The operator's question operations: what each takes and answers. The API registers its routes
// from these; the operator area calls them through adminOperation().
import { initContract } from '@ts-rest/core';
import { adminIdParamsSchema } from '../admin.ts';
import {
  adminAnswerInputSchema,
  adminAnswerResponseSchema,
  adminQuestionDetailSchema,
  adminQuestionListQuerySchema,
  adminQuestionPageSchema,
} from '../admin-questions.ts';
import { messageSchema } from '../common.ts';
import { adminRouterOptions } from './admin.common.ts';
import { adminQuestionsPaths as at } from './admin-questions.paths.ts';

const c = initContract();

export const adminQuestionsOperations = c.router(
  {
    list: {
      ...at.list,
      summary: 'Preguntas de los cursos: sin responder primero; filtros por curso, estado y texto',
      query: adminQuestionListQuerySchema,
      responses: { 200: adminQuestionPageSchema },
    },
    get: {
      ...at.get,
      summary: 'Una pregunta con todas sus respuestas',
      pathParams: adminIdParamsSchema,
      responses: { 200: adminQuestionDetailSchema },
    },
    answer: {
      ...at.answer,
      summary:
        'Responde como el especialista del curso (una vez por pregunta: 409 si ya tiene respuesta); avisa por correo a quien preguntó',
      pathParams: adminIdParamsSchema,
      body: adminAnswerInputSchema,
      responses: { 200: adminAnswerResponseSchema, 409: messageSchema },
    },
    updateAnswer: {
      ...at.updateAnswer,
      summary: 'Corrige la respuesta del especialista (sin volver a enviar el correo)',
      pathParams: adminIdParamsSchema,
      body: adminAnswerInputSchema,
      responses: { 200: adminAnswerResponseSchema },
    },
    remove: {
      ...at.remove,
      summary: 'Elimina una pregunta abusiva con sus respuestas',
      pathParams: adminIdParamsSchema,
      responses: { 200: messageSchema },
    },
    removeAnswer: {
      ...at.removeAnswer,
      summary: 'Elimina una respuesta abusiva (de un estudiante o la del especialista)',
      pathParams: adminIdParamsSchema,
      responses: { 200: messageSchema },
    },
  },
  adminRouterOptions,
);
