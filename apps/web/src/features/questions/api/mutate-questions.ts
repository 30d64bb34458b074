import type { MessageBody } from '@campus/contract/common';
import type {
  AnswerResponse,
  NewAnswerRequest,
  NewQuestionRequest,
  QuestionResponse,
  UpdateQuestionRequest,
} from '@campus/contract/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { questionsQueryKey } from './get-questions.ts';

/** POST /api/v1/students/questions/newQuestion */
export const askQuestion = (body: NewQuestionRequest) =>
  api<QuestionResponse>('/api/v1/students/questions/newQuestion', { method: 'POST', body });

/** POST /api/v1/students/answers/newAnswers */
export const answerQuestion = (body: NewAnswerRequest) =>
  api<AnswerResponse>('/api/v1/students/answers/newAnswers', { method: 'POST', body });

/** PUT /api/v2/updateQuestion */
export const updateQuestion = (body: UpdateQuestionRequest) =>
  api<QuestionResponse>('/api/v2/updateQuestion', { method: 'PUT', body });

/**
 * DELETE /api/v2/deleteQuestion/{id}. The v2 call, not v1's deleteQuestion: v1 answers an answered
 * question with 401, which this client must read as an ended session; v2 says 409 with the same
 * message and the code `question_has_answers`.
 */
export const deleteQuestion = (id: number) =>
  api<MessageBody>(`/api/v2/deleteQuestion/${id}`, { method: 'DELETE' });

/** DELETE /api/v2/deleteAnswers/{id} (v2 for the same reason: v1 says 401 on failure). */
export const deleteAnswer = (id: number) =>
  api<MessageBody>(`/api/v2/deleteAnswers/${id}`, { method: 'DELETE' });

/** The mutations of a course's questions; each refreshes the list when it settles. */
function useQuestionsMutation<V, R>(courseId: number, fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: questionsQueryKey(courseId) }),
  });
}

export const useAskQuestion = (courseId: number) => useQuestionsMutation(courseId, askQuestion);
export const useAnswerQuestion = (courseId: number) => useQuestionsMutation(courseId, answerQuestion);
export const useUpdateQuestion = (courseId: number) => useQuestionsMutation(courseId, updateQuestion);
export const useDeleteQuestion = (courseId: number) => useQuestionsMutation(courseId, deleteQuestion);
export const useDeleteAnswer = (courseId: number) => useQuestionsMutation(courseId, deleteAnswer);
