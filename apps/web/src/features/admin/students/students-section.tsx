import { lazy } from 'react';
import { adminPaths } from '../../../config/admin-paths.ts';
import { AdminSectionRoutes } from '../kit/section-routes.tsx';

const pages = [
  { index: true as const, page: lazy(() => import('./pages/students-page.tsx')) },
  { path: ':id', page: lazy(() => import('./pages/student-page.tsx')) },
];

/** The students section (/admin/estudiantes): the search and one student (/admin/estudiantes/:id). */
export default function StudentsSection() {
  return <AdminSectionRoutes home={adminPaths.students.root} pages={pages} />;
}
