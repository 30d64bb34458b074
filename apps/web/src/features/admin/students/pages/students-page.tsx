import type { AdminStudentSummary } from '@campus/contract/admin-students';
import { Link } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { formatDate } from '../../../../lib/format.ts';
import { adminStudentMessages as t } from '../../../../messages/admin-students.ts';
import { type AdminColumn, AdminListCard } from '../../components/admin-table.tsx';
import { AdminPageHeader, AdminSearch, linkClass } from '../../components/admin-ui.tsx';
import { useAdminList } from '../../components/use-admin-list.ts';
import { useStudentsAdmin } from '../api/students.ts';
import { studentName } from '../student-name.ts';

const columns: AdminColumn<AdminStudentSummary>[] = [
  {
    header: t.name,
    cell: (s) => (
      <Link to={adminPaths.students.student(s.id)} aria-label={t.open(studentName(s))} className={linkClass}>
        {studentName(s)}
      </Link>
    ),
  },
  { header: t.email, className: 'wrap-anywhere', cell: (s) => s.email },
  { header: t.courses, align: 'right', cell: (s) => s.courses },
  { header: t.since, cell: (s) => formatDate(s.created_at) },
];

/** Students (/admin/estudiantes): server-side search and pages. */
export default function StudentsPage() {
  const { filters, params, filter, setPage } = useAdminList({ q: '' });
  const list = useStudentsAdmin(params);
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <AdminSearch label={t.searchLabel} value={filters.q} onChange={filter('q')} />
      <AdminListCard query={list} caption={t.title} columns={columns} rowKey={(s) => s.id} onPage={setPage} />
    </>
  );
}
