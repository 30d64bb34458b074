import type { mentoringOperations } from '@campus/contract/operations/mentoring';
import { address as coursesAt } from '@campus/contract/operations/mentoring/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The mentoring operations this file calls, typed from the contract. */
const mentoringApi = {
  courses: operation<typeof mentoringOperations.courses>(coursesAt),
};

export const getMentoryCourse = (courseId: number, signal?: AbortSignal) =>
  mentoringApi.courses({ params: { id: courseId }, signal });

export const mentoryCourseQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['mentory-course', courseId],
    queryFn: ({ signal }) => getMentoryCourse(courseId, signal),
  });

/** The course, its `days` and the caller's booking counts. */
export function useMentoryCourse(courseId: number) {
  return useQuery(mentoryCourseQueryOptions(courseId));
}
