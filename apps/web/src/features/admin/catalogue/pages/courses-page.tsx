import type { AdminCourseSummary } from '@campus/contract/admin-catalogue';
import { Link } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import type { AdminColumn } from '../../components/admin-table.tsx';
import { primaryButton } from '../../components/admin-ui.tsx';
import { AdminListPage } from '../../kit/list-page.tsx';
import { coursesList } from '../api/catalogue.ts';

const t = adminMessages.catalogue;
const money = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' });

const columns: AdminColumn<AdminCourseSummary>[] = [
  {
    header: t.name,
    cell: (course) => (
      <>
        <Link to={adminPaths.catalogue.course(course.id)} className="font-medium text-brand-700 underline">
          {course.name}
        </Link>
        {course.featured ? <span className="ml-2 text-xs text-slate-600">★ {t.featured}</span> : null}
      </>
    ),
  },
  { header: t.price, cell: (course) => (course.free ? t.free : money.format(Number(course.price))) },
  { header: t.status, cell: (course) => (course.published ? t.published : t.draft) },
  { header: t.specialist, cell: (course) => course.specialist ?? '—' },
];

const statusOptions = [
  { value: 'published', label: t.published },
  { value: 'draft', label: t.draft },
];

/** Courses (/admin/catalogo/cursos): server-side search, status filter and pages; new course. */
export default function CoursesPage() {
  return (
    <AdminListPage
      title={t.courses}
      headerActions={
        <Link to={adminPaths.catalogue.course('nuevo')} className={primaryButton}>
          {t.newCourse}
        </Link>
      }
      source={coursesList}
      filters={[
        { kind: 'search', name: 'q' },
        {
          kind: 'select',
          name: 'status',
          id: 'course-status',
          label: t.status,
          allLabel: t.allStatuses,
          options: statusOptions,
        },
      ]}
      columns={columns}
      rowKey={(course) => course.id}
    />
  );
}
