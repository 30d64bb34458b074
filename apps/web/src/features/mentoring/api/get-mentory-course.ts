import type { MentoryCourse } from '@campus/contract/mentoring';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getMentoryCourse = (courseId: number, signal?: AbortSignal) =>
  api<MentoryCourse>(`/api/v2/mentory/courses/${courseId}`, { signal });

export const mentoryCourseQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['mentory-course', courseId],
    queryFn: ({ signal }) => getMentoryCourse(courseId, signal),
  });

/** GET /api/v2/mentory/courses/{id}: the course, its `days` and the caller's booking counts. */
export function useMentoryCourse(courseId: number) {
  return useQuery(mentoryCourseQueryOptions(courseId));
}
