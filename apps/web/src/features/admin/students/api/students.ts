import type { AdminListQuery } from '@campus/contract/admin';
import type { AdminStudentDetail, AdminStudentSummary } from '@campus/contract/admin-students';
import type { Paginated } from '@campus/contract/common';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';

type Query = Record<string, string | number | undefined>;
const keys = {
  list: (q?: object) => ['admin', 'students', 'list', ...(q ? [q] : [])] as const,
  detail: (id: number) => ['admin', 'students', 'detail', id] as const,
};

export const studentsQuery = (q: AdminListQuery) =>
  queryOptions({
    queryKey: keys.list(q),
    queryFn: ({ signal }) =>
      adminApi<Paginated<AdminStudentSummary>>('/api/admin/students', { query: q as Query, signal }),
    placeholderData: keepPreviousData,
  });
export const useStudentsAdmin = (q: AdminListQuery) => useQuery(studentsQuery(q));

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
