import { ADMIN_QUESTION_MESSAGES } from '@campus/contract';
import { adminQuestionsOperations as op } from '@campus/contract/operations/admin-questions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import {
  answerAsSpecialist,
  deleteAnswerAdmin,
  deleteQuestionAdmin,
  editSpecialistAnswer,
  listQuestionsAdmin,
  questionDetailAdmin,
} from '../questions/questions.admin.service.ts';
import { currentOperator } from './admin.guard.ts';
import { audited } from './audit.service.ts';

/**
 * Course questions: list (unanswered first; course, status and text filters; pages), one question
 * with its answers, the specialist's answer (create once, then edit) and deletion of abusive
 * questions or answers. Every write is audited.
 */
export async function adminQuestionsSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const _tags = ['admin'];

  r.route({
    ...routeFor(op.list),
    handler: async (request) => listQuestionsAdmin(app.db, request.query),
  });

  r.route({
    ...routeFor(op.get),
    handler: async (request) => questionDetailAdmin(app.db, request.params.id),
  });

  r.route({
    ...routeFor(op.answer),
    handler: async (request) => {
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
  });

  r.route({
    ...routeFor(op.updateAnswer),
    handler: async (request) =>
      audited(app.db, currentOperator(request), 'update_answer', 'questions', async (tx) => {
        const { before, after } = await editSpecialistAnswer(tx, request.params.id, request.body.answer);
        return {
          entityId: request.params.id,
          before,
          after,
          result: { message: ADMIN_QUESTION_MESSAGES.answerUpdated, data: after },
        };
      }),
  });

  r.route({
    ...routeFor(op.remove),
    handler: async (request) =>
      audited(app.db, currentOperator(request), 'delete', 'questions', async (tx) => ({
        entityId: request.params.id,
        before: await deleteQuestionAdmin(tx, request.params.id),
        after: null,
        result: { message: ADMIN_QUESTION_MESSAGES.questionDeleted },
      })),
  });

  r.route({
    ...routeFor(op.removeAnswer),
    handler: async (request) =>
      audited(app.db, currentOperator(request), 'delete', 'answers', async (tx) => ({
        entityId: request.params.id,
        before: await deleteAnswerAdmin(tx, request.params.id),
        after: null,
        result: { message: ADMIN_QUESTION_MESSAGES.answerDeleted },
      })),
  });
}
