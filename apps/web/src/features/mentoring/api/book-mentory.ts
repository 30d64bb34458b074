import type { MentoryUserRequest } from '@campus/contract/mentoring';
import type { mentoringOperations } from '@campus/contract/operations/mentoring';
import { address as cancelMentoryAt } from '@campus/contract/operations/mentoring/cancelMentory';
import { address as mentoryUserAt } from '@campus/contract/operations/mentoring/mentoryUser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The mentoring operations this file calls, typed from the contract. */
const mentoringApi = {
  cancelMentory: operation<typeof mentoringOperations.cancelMentory>(cancelMentoryAt),
  mentoryUser: operation<typeof mentoringOperations.mentoryUser>(mentoryUserAt),
};

export const bookMentory = (body: MentoryUserRequest) => mentoringApi.mentoryUser({ body });

export const cancelMentory = (body: MentoryUserRequest) => mentoringApi.cancelMentory({ body });

/** After a booking or a cancellation (or a refusal: places changed), the lists are fetched again. */
function useInvalidate(courseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['mentory-available', courseId] }),
      queryClient.invalidateQueries({ queryKey: ['mentory-course', courseId] }),
    ]);
}

/** Books a session {mentory_id, time_zone}. */
export function useBookMentory(courseId: number) {
  const invalidate = useInvalidate(courseId);
  return useMutation({ mutationFn: bookMentory, onSettled: invalidate });
}

/** Cancels a booking {mentory_id, time_zone}. */
export function useCancelMentory(courseId: number) {
  const invalidate = useInvalidate(courseId);
  return useMutation({ mutationFn: cancelMentory, onSettled: invalidate });
}
