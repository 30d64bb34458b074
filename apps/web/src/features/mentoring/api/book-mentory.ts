import type { MentoryUserRequest, MentoryUserResponse } from '@campus/contract/mentoring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const bookMentory = (body: MentoryUserRequest) =>
  api<MentoryUserResponse>('/api/v2/mentory-user', { method: 'POST', body });

export const cancelMentory = (body: MentoryUserRequest) =>
  api<MentoryUserResponse>('/api/v2/mentory-user/cancel-mentory', { method: 'POST', body });

/** After a booking or a cancellation (or a refusal: places changed), the lists are fetched again. */
function useInvalidate(courseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['mentory-available', courseId] }),
      queryClient.invalidateQueries({ queryKey: ['mentory-course', courseId] }),
    ]);
}

/** POST /api/v2/mentory-user {mentory_id, time_zone}. */
export function useBookMentory(courseId: number) {
  const invalidate = useInvalidate(courseId);
  return useMutation({ mutationFn: bookMentory, onSettled: invalidate });
}

/** POST /api/v2/mentory-user/cancel-mentory {mentory_id, time_zone}. */
export function useCancelMentory(courseId: number) {
  const invalidate = useInvalidate(courseId);
  return useMutation({ mutationFn: cancelMentory, onSettled: invalidate });
}
