import type { AdminMentoringCourse } from '@campus/contract/admin-mentoring';
import { Link } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { adminMentoringMessages as t } from '../../../../messages/admin-mentoring.ts';
import { type AdminColumn, AdminListCard } from '../../components/admin-table.tsx';
import { AdminPageHeader, AdminSearch, linkClass } from '../../components/admin-ui.tsx';
import { useAdminList } from '../../components/use-admin-list.ts';
import { useMentoringCourses } from '../api/mentoring.ts';

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
  const { filters, params, filter, setPage } = useAdminList({ q: '' });
  const list = useMentoringCourses(params);
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <AdminSearch label={t.searchLabel} value={filters.q} onChange={filter('q')} />
      <AdminListCard query={list} caption={t.title} columns={columns} rowKey={(c) => c.id} onPage={setPage} />
    </>
  );
}
