import { queryOptions, useQuery } from '@tanstack/react-query';
import { mentoringApi } from './mentoring-client.ts';

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
