import type { mentoringOperations } from '@campus/contract/operations/mentoring';
import { address as mentoryAvailableAt } from '@campus/contract/operations/mentoring/mentoryAvailable';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The mentoring operations this file calls, typed from the contract. */
const mentoringApi = {
  mentoryAvailable: operation<typeof mentoringOperations.mentoryAvailable>(mentoryAvailableAt),
};

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
