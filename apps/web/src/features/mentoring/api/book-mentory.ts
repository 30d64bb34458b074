import type { MentoryUserRequest } from '@campus/contract/mentoring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mentoringApi } from './mentoring-client.ts';

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
