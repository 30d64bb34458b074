import { queryOptions, useQuery } from '@tanstack/react-query';
import { mentoringApi } from './mentoring-client.ts';

export const getMentoryAvailable = (courseId: number, signal?: AbortSignal) =>
  mentoringApi.mentoryAvailable({ params: { id: courseId }, signal });

export const mentoryAvailableQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['mentory-available', courseId],
    queryFn: ({ signal }) => getMentoryAvailable(courseId, signal),
    // Places change as classmates book: refresh when the student comes back to the tab.
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });

/** Upcoming sessions with free places and the caller's bookings. */
export function useMentoryAvailable(courseId: number) {
  return useQuery(mentoryAvailableQueryOptions(courseId));
}
