import { QUESTION_ERROR_CODES, QUESTION_MESSAGES } from '@campus/contract';
import { questionsOperations as op } from '@campus/contract/operations/questions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Forbidden } from '../../lib/errors.ts';
import { routeFor } from '../../lib/operation-route.ts';
import { currentUserId } from '../../plugins/auth.ts';
import {
  CodedRefusal,
  createAnswer,
  createQuestion,
  editQuestion,
  getQuestions,
  removeAnswer,
  removeQuestion,
} from './questions.service.ts';

/** Posting is limited per user: each answer can e-mail someone, and a flood would bury a course's questions. */
export const POSTS_PER_WINDOW = 30;
const postLimit = {
  max: POSTS_PER_WINDOW,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => `questions:${request.auth?.userId ?? request.ip}`,
};

/**
 * Runs `action`; a coded refusal becomes `{message, code}` with `status` (the v1 calls: the spec's
 * 401) or its own status (v2: 409). Every other error goes to the error handler as usual.
 */
async function answerRefusals<T>(reply: FastifyReply, action: () => Promise<T>, status?: number) {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof CodedRefusal)) throw error;
    return reply.status(status ?? error.statusCode).send({ message: error.message, code: error.refusalCode });
  }
}

/** Spec §7 student area: questions and answers of a course (v1 POSTs, v2 PUT/DELETE). */
export async function questionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'user' as const };

  r.route({
    ...routeFor(op.list),
    config,
    handler: async (request) => ({
      data: await getQuestions(app.db, currentUserId(request), request.body.mounted_courses_id),
    }),
  });

  r.route({
    ...routeFor(op.ask),
    config: { ...config, rateLimit: postLimit },
    handler: async (request) => ({
      message: QUESTION_MESSAGES.questionCreated,
      data: await createQuestion(app.db, currentUserId(request), request.body),
    }),
  });

  r.route({
    ...routeFor(op.removeQuestionV1),
    config,
    handler: async (request, reply) =>
      answerRefusals(
        reply,
        async () => {
          const { question_id, mounted_course_id } = request.body;
          await removeQuestion(app.db, currentUserId(request), question_id, mounted_course_id);
          return { message: QUESTION_MESSAGES.questionDeleted };
        },
        401,
      ),
  });

  r.route({
    ...routeFor(op.updateQuestion),
    config,
    handler: async (request) => ({
      message: QUESTION_MESSAGES.questionUpdated,
      data: await editQuestion(app.db, currentUserId(request), request.body),
    }),
  });

  r.route({
    ...routeFor(op.removeQuestion),
    config,
    handler: async (request, reply) =>
      answerRefusals(reply, async () => {
        await removeQuestion(app.db, currentUserId(request), request.params.id);
        return { message: QUESTION_MESSAGES.questionDeleted };
      }),
  });

  r.route({
    ...routeFor(op.answer),
    config: { ...config, rateLimit: postLimit },
    handler: async (request) => ({
      message: QUESTION_MESSAGES.answerCreated,
      data: await createAnswer(app.db, app.config, currentUserId(request), request.body),
    }),
  });

  r.route({
    ...routeFor(op.removeAnswerV1),
    config,
    handler: async (request, reply) =>
      answerRefusals(
        reply,
        async () => {
          const { answer_id, mounted_course_id } = request.body;
          await removeAnswer(app.db, currentUserId(request), answer_id, {
            courseId: mounted_course_id,
            notOwn: () =>
              new CodedRefusal(401, QUESTION_MESSAGES.actionFailed, QUESTION_ERROR_CODES.answerNotDeletable),
          });
          return { message: QUESTION_MESSAGES.answerDeleted };
        },
        401,
      ),
  });

  r.route({
    ...routeFor(op.removeAnswer),
    config,
    handler: async (request) => {
      await removeAnswer(app.db, currentUserId(request), request.params.id, {
        notOwn: () => new Forbidden(QUESTION_MESSAGES.notYourAnswer),
      });
      return { message: QUESTION_MESSAGES.answerDeleted };
    },
  });
}
