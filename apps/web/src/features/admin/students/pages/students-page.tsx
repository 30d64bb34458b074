import type { AdminStudentSummary } from '@campus/contract/admin-students';
import { Link } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { formatDate } from '../../../../lib/format.ts';
import { adminStudentMessages as t } from '../../../../messages/admin-students.ts';
import type { AdminColumn } from '../../components/admin-table.tsx';
import { linkClass } from '../../components/admin-ui.tsx';
import { AdminListPage } from '../../kit/list-page.tsx';
import { studentsList } from '../api/students.ts';
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
  return (
    <AdminListPage
      title={t.title}
      intro={t.intro}
      source={studentsList}
      filters={[{ kind: 'search', name: 'q', label: t.searchLabel }]}
      columns={columns}
      rowKey={(s) => s.id}
    />
  );
}
