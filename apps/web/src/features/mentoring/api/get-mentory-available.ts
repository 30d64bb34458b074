import type { MentoryAvailableResponse } from '@campus/contract/mentoring';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getMentoryAvailable = (courseId: number, signal?: AbortSignal) =>
  api<MentoryAvailableResponse>(`/api/v2/mentory-available/${courseId}`, { signal });

export const mentoryAvailableQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['mentory-available', courseId],
    queryFn: ({ signal }) => getMentoryAvailable(courseId, signal),
    // Places change as classmates book: refresh when the student comes back to the tab.
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });

/** GET /api/v2/mentory-available/{id}: upcoming sessions with free places and the caller's bookings. */
export function useMentoryAvailable(courseId: number) {
  return useQuery(mentoryAvailableQueryOptions(courseId));
}
