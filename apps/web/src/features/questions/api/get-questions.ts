import type { questionsOperations } from '@campus/contract/operations/questions';
import { address as listAt } from '@campus/contract/operations/questions/list';
import type { Question } from '@campus/contract/questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The questions operations this file calls, typed from the contract. */
const questionsApi = {
  list: operation<typeof questionsOperations.list>(listAt),
};

export const questionsQueryKey = (courseId: number) => ['questions', courseId] as const;

/** The course's questions, newest first, with answers. */
export function getQuestions(courseId: number, signal?: AbortSignal): Promise<Question[]> {
  return questionsApi.list({ body: { mounted_courses_id: courseId }, signal }).then((r) => r.data);
}

export const questionsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: questionsQueryKey(courseId),
    queryFn: ({ signal }) => getQuestions(courseId, signal),
    // others post while the student watches: refresh on return to the tab and every minute
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });

export function useQuestions(courseId: number) {
  return useQuery(questionsQueryOptions(courseId));
}
