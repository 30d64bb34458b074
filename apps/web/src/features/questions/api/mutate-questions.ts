import type { questionsOperations } from '@campus/contract/operations/questions';
import { address as answerAt } from '@campus/contract/operations/questions/answer';
import { address as askAt } from '@campus/contract/operations/questions/ask';
import { address as removeAnswerAt } from '@campus/contract/operations/questions/removeAnswer';
import { address as removeQuestionAt } from '@campus/contract/operations/questions/removeQuestion';
import { address as updateQuestionAt } from '@campus/contract/operations/questions/updateQuestion';
import type { NewAnswerRequest, NewQuestionRequest, UpdateQuestionRequest } from '@campus/contract/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';
import { questionsQueryKey } from './get-questions.ts';

/** The questions operations this file calls, typed from the contract. */
const questionsApi = {
  answer: operation<typeof questionsOperations.answer>(answerAt),
  ask: operation<typeof questionsOperations.ask>(askAt),
  removeAnswer: operation<typeof questionsOperations.removeAnswer>(removeAnswerAt),
  removeQuestion: operation<typeof questionsOperations.removeQuestion>(removeQuestionAt),
  updateQuestion: operation<typeof questionsOperations.updateQuestion>(updateQuestionAt),
};

export const askQuestion = (body: NewQuestionRequest) => questionsApi.ask({ body });

export const answerQuestion = (body: NewAnswerRequest) => questionsApi.answer({ body });

export const updateQuestion = (body: UpdateQuestionRequest) => questionsApi.updateQuestion({ body });

/**
 * The v2 delete, not v1's deleteQuestion: v1 answers an answered question with 401, which this
 * client must read as an ended session; v2 says 409 with the same message and the code
 * `question_has_answers`.
 */
export const deleteQuestion = (id: number) => questionsApi.removeQuestion({ params: { id } });

/** The v2 delete for the same reason: v1 says 401 on failure. */
export const deleteAnswer = (id: number) => questionsApi.removeAnswer({ params: { id } });

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
