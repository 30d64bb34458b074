import {
  answerIdParamsSchema,
  answerResponseSchema,
  codedErrorSchema,
  deleteAnswerRequestSchema,
  deleteQuestionRequestSchema,
  getQuestionsRequestSchema,
  getQuestionsResponseSchema,
  messageSchema,
  newAnswerRequestSchema,
  newQuestionRequestSchema,
  QUESTION_ERROR_CODES,
  QUESTION_MESSAGES,
  questionIdParamsSchema,
  questionResponseSchema,
  updateQuestionRequestSchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Forbidden } from '../../lib/errors.ts';
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

const common = {
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  422: validationErrorSchema,
  429: messageSchema,
};
/** Posting is limited per user: each answer can e-mail someone, and a flood would bury a course's questions. */
export const POSTS_PER_WINDOW = 30;
const postLimit = {
  max: POSTS_PER_WINDOW,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => `questions:${request.auth?.userId ?? request.ip}`,
};
const withCode = { ...common, 401: codedErrorSchema.or(messageSchema) };

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
  const tags = ['preguntas'];

  r.post(
    '/api/v1/students/questions/getQuestions',
    {
      config,
      schema: {
        tags,
        summary: 'Preguntas del curso, con sus respuestas y los nombres de sus autores (solo inscritos)',
        body: getQuestionsRequestSchema,
        response: { 200: getQuestionsResponseSchema, ...common },
      },
    },
    async (request) => ({
      data: await getQuestions(app.db, currentUserId(request), request.body.mounted_courses_id),
    }),
  );

  r.post(
    '/api/v1/students/questions/newQuestion',
    {
      config: { ...config, rateLimit: postLimit },
      schema: {
        tags,
        summary: 'Publica una pregunta en el curso ({user_id} debe ser el del token)',
        body: newQuestionRequestSchema,
        response: { 200: questionResponseSchema, ...common },
      },
    },
    async (request) => ({
      message: QUESTION_MESSAGES.questionCreated,
      data: await createQuestion(app.db, currentUserId(request), request.body),
    }),
  );

  r.post(
    '/api/v1/students/questions/deleteQuestion',
    {
      config,
      schema: {
        tags,
        summary:
          "Elimina una pregunta propia. Con respuestas: 401 'Acción fallida… La pregunta posee respuestas asociadas' (code question_has_answers)",
        body: deleteQuestionRequestSchema,
        response: { 200: messageSchema, ...withCode },
      },
    },
    async (request, reply) =>
      answerRefusals(
        reply,
        async () => {
          const { question_id, mounted_course_id } = request.body;
          await removeQuestion(app.db, currentUserId(request), question_id, mounted_course_id);
          return { message: QUESTION_MESSAGES.questionDeleted };
        },
        401,
      ),
  );

  r.put(
    '/api/v2/updateQuestion',
    {
      config,
      schema: {
        tags,
        summary: 'Corrige el texto de una pregunta propia {question_id, question, mounted_course_id?}',
        body: updateQuestionRequestSchema,
        response: { 200: questionResponseSchema, ...common },
      },
    },
    async (request) => ({
      message: QUESTION_MESSAGES.questionUpdated,
      data: await editQuestion(app.db, currentUserId(request), request.body),
    }),
  );

  r.delete(
    '/api/v2/deleteQuestion/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "Elimina una pregunta propia. Con respuestas: 409 'Acción fallida… La pregunta posee respuestas asociadas' (code question_has_answers)",
        params: questionIdParamsSchema,
        response: { 200: messageSchema, ...common, 409: codedErrorSchema },
      },
    },
    async (request, reply) =>
      answerRefusals(reply, async () => {
        await removeQuestion(app.db, currentUserId(request), request.params.id);
        return { message: QUESTION_MESSAGES.questionDeleted };
      }),
  );

  r.post(
    '/api/v1/students/answers/newAnswers',
    {
      config: { ...config, rateLimit: postLimit },
      schema: {
        tags,
        summary: 'Responde una pregunta del curso; el autor de la pregunta recibe un e-mail',
        body: newAnswerRequestSchema,
        response: { 200: answerResponseSchema, ...common },
      },
    },
    async (request) => ({
      message: QUESTION_MESSAGES.answerCreated,
      data: await createAnswer(app.db, app.config, currentUserId(request), request.body),
    }),
  );

  r.post(
    '/api/v1/students/answers/deleteAnswers',
    {
      config,
      schema: {
        tags,
        summary: "Elimina una respuesta propia. La de otro usuario: 401 'Acción fallida…' (spec §7, §8)",
        body: deleteAnswerRequestSchema,
        response: { 200: messageSchema, ...withCode },
      },
    },
    async (request, reply) =>
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
  );

  r.delete(
    '/api/v2/deleteAnswers/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina una respuesta propia (403 si es de otro usuario)',
        params: answerIdParamsSchema,
        response: { 200: messageSchema, ...common },
      },
    },
    async (request) => {
      await removeAnswer(app.db, currentUserId(request), request.params.id, {
        notOwn: () => new Forbidden(QUESTION_MESSAGES.notYourAnswer),
      });
      return { message: QUESTION_MESSAGES.answerDeleted };
    },
  );
}
