// The questions operations (spec §7 student area): what each takes and answers. The API registers
// its routes from these; the web calls them through lib/api-client.ts's typed client. The v1 deletes
// answer a refusal with the spec's 401; their v2 twins with 409 (questions) or 403 (answers).
import { initContract } from '@ts-rest/core';
import { messageSchema, validationErrorSchema } from '../common.ts';
import {
  answerIdParamsSchema,
  answerResponseSchema,
  codedErrorSchema,
  deleteAnswerRequestSchema,
  deleteQuestionRequestSchema,
  getQuestionsRequestSchema,
  getQuestionsResponseSchema,
  newAnswerRequestSchema,
  newQuestionRequestSchema,
  questionIdParamsSchema,
  questionResponseSchema,
  updateQuestionRequestSchema,
} from '../questions.ts';
import { questionsPaths as at } from './questions.paths.ts';

const c = initContract();
const refusedWithCode = codedErrorSchema.or(messageSchema);

export const questionsOperations = c.router(
  {
    list: {
      ...at.list,
      body: getQuestionsRequestSchema,
      responses: { 200: getQuestionsResponseSchema },
      summary: 'Preguntas del curso, con sus respuestas y los nombres de sus autores (solo inscritos)',
    },
    ask: {
      ...at.ask,
      body: newQuestionRequestSchema,
      responses: { 200: questionResponseSchema },
      summary: 'Publica una pregunta en el curso ({user_id} debe ser el del token)',
    },
    removeQuestionV1: {
      ...at.removeQuestionV1,
      body: deleteQuestionRequestSchema,
      responses: { 200: messageSchema, 401: refusedWithCode },
      summary:
        "Elimina una pregunta propia. Con respuestas: 401 'Acción fallida… La pregunta posee respuestas asociadas' (code question_has_answers)",
    },
    updateQuestion: {
      ...at.updateQuestion,
      body: updateQuestionRequestSchema,
      responses: { 200: questionResponseSchema },
      summary: 'Corrige el texto de una pregunta propia {question_id, question, mounted_course_id?}',
    },
    removeQuestion: {
      ...at.removeQuestion,
      pathParams: questionIdParamsSchema,
      responses: { 200: messageSchema, 409: codedErrorSchema },
      summary:
        "Elimina una pregunta propia. Con respuestas: 409 'Acción fallida… La pregunta posee respuestas asociadas' (code question_has_answers)",
    },
    answer: {
      ...at.answer,
      body: newAnswerRequestSchema,
      responses: { 200: answerResponseSchema },
      summary: 'Responde una pregunta del curso; el autor de la pregunta recibe un e-mail',
    },
    removeAnswerV1: {
      ...at.removeAnswerV1,
      body: deleteAnswerRequestSchema,
      responses: { 200: messageSchema, 401: refusedWithCode },
      summary: "Elimina una respuesta propia. La de otro usuario: 401 'Acción fallida…' (spec §7, §8)",
    },
    removeAnswer: {
      ...at.removeAnswer,
      pathParams: answerIdParamsSchema,
      responses: { 200: messageSchema },
      summary: 'Elimina una respuesta propia (403 si es de otro usuario)',
    },
  },
  {
    commonResponses: {
      401: messageSchema,
      403: messageSchema,
      404: messageSchema,
      422: validationErrorSchema,
      429: messageSchema,
    },
    metadata: { tags: ['preguntas'] },
  },
);
