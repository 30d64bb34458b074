import type { AdminStudentDetail, AdminStudentSummary } from '@campus/contract/admin-students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList } from '../../kit/list-source.ts';

const keys = {
  list: ['admin', 'students', 'list'] as const,
  detail: (id: number) => ['admin', 'students', 'detail', id] as const,
};

export const studentsList = adminList<AdminStudentSummary>(keys.list, '/api/admin/students');

export const studentQuery = (id: number) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => adminApi<AdminStudentDetail>(`/api/admin/students/${id}`, { signal }),
  });
export const useStudentAdmin = (id: number) => useQuery(studentQuery(id));

const refresh = (id: number) => ({ refresh: [keys.detail(id), keys.list] });

export const useEnrolStudent = (id: number) =>
  useAuditedWrite(
    (courseId: number) =>
      adminApi<{ message: string }>(`/api/admin/students/${id}/enrolments`, {
        method: 'POST',
        body: { course_id: courseId },
      }),
    refresh(id),
  );

export const useUnenrolStudent = (id: number) =>
  useAuditedWrite(
    (courseId: number) =>
      adminApi<{ message: string }>(`/api/admin/students/${id}/enrolments/${courseId}`, {
        method: 'DELETE',
      }),
    refresh(id),
  );
