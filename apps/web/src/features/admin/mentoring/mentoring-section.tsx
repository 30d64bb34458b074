import { lazy } from 'react';
import { adminPaths } from '../../../config/admin-paths.ts';
import { AdminSectionRoutes } from '../kit/section-routes.tsx';

const pages = [
  { index: true as const, page: lazy(() => import('./pages/mentoring-courses-page.tsx')) },
  { path: 'sesiones/:id', page: lazy(() => import('./pages/slot-bookings-page.tsx')) },
  { path: ':id', page: lazy(() => import('./pages/course-slots-page.tsx')) },
];

/**
 * The mentoring section (/admin/mentorias): the mentoring courses, a course's sessions
 * (/admin/mentorias/:id) and a session's bookings (/admin/mentorias/sesiones/:id).
 */
export default function MentoringSection() {
  return <AdminSectionRoutes home={adminPaths.mentoring.root} pages={pages} />;
}
