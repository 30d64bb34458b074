import type { AdminMentoringCourse } from '@campus/contract/admin-mentoring';
import { Link } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { adminMentoringMessages as t } from '../../../../messages/admin-mentoring.ts';
import type { AdminColumn } from '../../components/admin-table.tsx';
import { linkClass } from '../../components/admin-ui.tsx';
import { AdminListPage } from '../../kit/list-page.tsx';
import { mentoringCoursesList } from '../api/mentoring.ts';

const columns: AdminColumn<AdminMentoringCourse>[] = [
  {
    header: t.course,
    cell: (c) => (
      <Link
        to={adminPaths.mentoring.course(c.id)}
        aria-label={t.openCourseLabel(c.name)}
        className={linkClass}
      >
        {c.name}
      </Link>
    ),
  },
  { header: t.days, align: 'right', cell: (c) => c.days ?? t.noDays },
  { header: t.state, cell: (c) => (c.published ? t.published : t.draft) },
  { header: t.upcoming, align: 'right', cell: (c) => c.upcoming_slots },
  { header: t.bookings, align: 'right', cell: (c) => c.upcoming_bookings },
];

/** Mentoring courses (/admin/mentorias): search by name, pages; each opens its sessions. */
export default function MentoringCoursesPage() {
  return (
    <AdminListPage
      title={t.title}
      intro={t.intro}
      source={mentoringCoursesList}
      filters={[{ kind: 'search', name: 'q', label: t.searchLabel }]}
      columns={columns}
      rowKey={(c) => c.id}
    />
  );
}
