import {
  ADMIN_QUESTION_MESSAGES,
  adminAnswerInputSchema,
  adminAnswerResponseSchema,
  adminIdParamsSchema,
  adminQuestionDetailSchema,
  adminQuestionListQuerySchema,
  adminQuestionPageSchema,
  messageSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerAsSpecialist,
  deleteAnswerAdmin,
  deleteQuestionAdmin,
  editSpecialistAnswer,
  listQuestionsAdmin,
  questionDetailAdmin,
} from '../questions/questions.admin.service.ts';
import { adminErrors, currentOperator } from './admin.guard.ts';
import { audited } from './audit.service.ts';

/**
 * Course questions: list (unanswered first; course, status and text filters; pages), one question
 * with its answers, the specialist's answer (create once, then edit) and deletion of abusive
 * questions or answers. Every write is audited.
 */
export async function adminQuestionsSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/api/admin/questions',
    {
      schema: {
        tags,
        summary: 'Preguntas de los cursos: sin responder primero; filtros por curso, estado y texto',
        querystring: adminQuestionListQuerySchema,
        response: { 200: adminQuestionPageSchema, ...adminErrors },
      },
    },
    async (request) => listQuestionsAdmin(app.db, request.query),
  );

  r.get(
    '/api/admin/questions/:id',
    {
      schema: {
        tags,
        summary: 'Una pregunta con todas sus respuestas',
        params: adminIdParamsSchema,
        response: { 200: adminQuestionDetailSchema, ...adminErrors },
      },
    },
    async (request) => questionDetailAdmin(app.db, request.params.id),
  );

  r.post(
    '/api/admin/questions/:id/answer',
    {
      schema: {
        tags,
        summary:
          'Responde como el especialista del curso (una vez por pregunta: 409 si ya tiene respuesta); avisa por correo a quien preguntó',
        params: adminIdParamsSchema,
        body: adminAnswerInputSchema,
        response: { 200: adminAnswerResponseSchema, ...adminErrors, 409: messageSchema },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      return audited(app.db, operator, 'answer', 'questions', async (tx) => {
        const answer = await answerAsSpecialist(
          tx,
          app.config,
          operator.userId,
          request.params.id,
          request.body.answer,
        );
        return {
          entityId: request.params.id,
          before: null,
          after: answer,
          result: { message: ADMIN_QUESTION_MESSAGES.answered, data: answer },
        };
      });
    },
  );

  r.put(
    '/api/admin/questions/:id/answer',
    {
      schema: {
        tags,
        summary: 'Corrige la respuesta del especialista (sin volver a enviar el correo)',
        params: adminIdParamsSchema,
        body: adminAnswerInputSchema,
        response: { 200: adminAnswerResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
      audited(app.db, currentOperator(request), 'update_answer', 'questions', async (tx) => {
        const { before, after } = await editSpecialistAnswer(tx, request.params.id, request.body.answer);
        return {
          entityId: request.params.id,
          before,
          after,
          result: { message: ADMIN_QUESTION_MESSAGES.answerUpdated, data: after },
        };
      }),
  );

  r.delete(
    '/api/admin/questions/:id',
    {
      schema: {
        tags,
        summary: 'Elimina una pregunta abusiva con sus respuestas',
        params: adminIdParamsSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    async (request) =>
      audited(app.db, currentOperator(request), 'delete', 'questions', async (tx) => ({
        entityId: request.params.id,
        before: await deleteQuestionAdmin(tx, request.params.id),
        after: null,
        result: { message: ADMIN_QUESTION_MESSAGES.questionDeleted },
      })),
  );

  r.delete(
    '/api/admin/answers/:id',
    {
      schema: {
        tags,
        summary: 'Elimina una respuesta abusiva (de un estudiante o la del especialista)',
        params: adminIdParamsSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    async (request) =>
      audited(app.db, currentOperator(request), 'delete', 'answers', async (tx) => ({
        entityId: request.params.id,
        before: await deleteAnswerAdmin(tx, request.params.id),
        after: null,
        result: { message: ADMIN_QUESTION_MESSAGES.answerDeleted },
      })),
  );
}
