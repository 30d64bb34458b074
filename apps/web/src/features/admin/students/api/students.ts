import type { adminStudentsOperations } from '@campus/contract/operations/admin-students';
import { address as enrolAddress } from '@campus/contract/operations/admin-students/enrol';
import { address as getAddress } from '@campus/contract/operations/admin-students/get';
import { address as listAddress } from '@campus/contract/operations/admin-students/list';
import { address as unenrolAddress } from '@campus/contract/operations/admin-students/unenrol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOperation } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList } from '../../kit/list-source.ts';

type Students = typeof adminStudentsOperations;
const getStudent = adminOperation<Students['get']>(getAddress);
const enrol = adminOperation<Students['enrol']>(enrolAddress);
const unenrol = adminOperation<Students['unenrol']>(unenrolAddress);

const keys = {
  list: ['admin', 'students', 'list'] as const,
  detail: (id: number) => ['admin', 'students', 'detail', id] as const,
};

export const studentsList = adminList(keys.list, adminOperation<Students['list']>(listAddress));

export const studentQuery = (id: number) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => getStudent({ params: { id }, signal }),
  });
export const useStudentAdmin = (id: number) => useQuery(studentQuery(id));

const refresh = (id: number) => ({ refresh: [keys.detail(id), keys.list] });

export const useEnrolStudent = (id: number) =>
  useAuditedWrite(
    (courseId: number) => enrol({ params: { id }, body: { course_id: courseId } }),
    refresh(id),
  );

export const useUnenrolStudent = (id: number) =>
  useAuditedWrite((courseId: number) => unenrol({ params: { id, courseId } }), refresh(id));
