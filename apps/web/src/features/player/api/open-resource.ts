import type { ProgressEntriesResponse } from '@campus/contract/learning';
import type { learningOperations } from '@campus/contract/operations/learning';
import { address as addUserResourceAt } from '@campus/contract/operations/learning/addUserResource';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';
import { useStoredUser } from '../../../lib/storage.ts';
import { courseDetailKey } from './get-course-detail.ts';

/** The learning operations this file calls, typed from the contract. */
const learningApi = {
  addUserResource: operation<typeof learningOperations.addUserResource>(addUserResourceAt),
};

type OpenInput = { courseId: number; resourceId: number; lessonId: number };

/** A link or file counts as completed on opening. */
export function openResource(userId: number, input: OpenInput): Promise<ProgressEntriesResponse> {
  return learningApi.addUserResource({
    body: {
      mounted_course_id: input.courseId,
      user_id: userId,
      resource_id: input.resourceId,
      lesson_id: input.lessonId,
    },
  });
}

export function useOpenResource() {
  const user = useStoredUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenInput) => openResource(user?.id ?? 0, input),
    onSuccess: (_res, input) => {
      void queryClient.invalidateQueries({ queryKey: courseDetailKey(input.courseId) });
      void queryClient.invalidateQueries({ queryKey: ['my-courses'] });
    },
  });
}
