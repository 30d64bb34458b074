import type { AdminListQuery } from '@campus/contract/admin';
import type { AdminStudentDetail, AdminStudentSummary } from '@campus/contract/admin-students';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';
import { adminListQuery } from '../../components/use-admin-list.ts';

const keys = {
  list: (q?: object) => ['admin', 'students', 'list', ...(q ? [q] : [])] as const,
  detail: (id: number) => ['admin', 'students', 'detail', id] as const,
};

export const useStudentsAdmin = (q: AdminListQuery) =>
  useQuery(adminListQuery<AdminStudentSummary>(keys.list(), '/api/admin/students', q));

export const studentQuery = (id: number) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => adminApi<AdminStudentDetail>(`/api/admin/students/${id}`, { signal }),
  });
export const useStudentAdmin = (id: number) => useQuery(studentQuery(id));

function useStudentMutation<V, R>(id: number, run: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: keys.list() });
    },
  });
}

export const useEnrolStudent = (id: number) =>
  useStudentMutation(id, (courseId: number) =>
    adminApi<{ message: string }>(`/api/admin/students/${id}/enrolments`, {
      method: 'POST',
      body: { course_id: courseId },
    }),
  );

export const useUnenrolStudent = (id: number) =>
  useStudentMutation(id, (courseId: number) =>
    adminApi<{ message: string }>(`/api/admin/students/${id}/enrolments/${courseId}`, { method: 'DELETE' }),
  );
