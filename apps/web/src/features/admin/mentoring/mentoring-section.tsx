import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { adminPaths } from '../../../config/admin-paths.ts';

const MentoringCoursesPage = lazy(() => import('./pages/mentoring-courses-page.tsx'));
const CourseSlotsPage = lazy(() => import('./pages/course-slots-page.tsx'));
const SlotBookingsPage = lazy(() => import('./pages/slot-bookings-page.tsx'));

/**
 * The mentoring section (/admin/mentorias): the mentoring courses, a course's sessions
 * (/admin/mentorias/:id) and a session's bookings (/admin/mentorias/sesiones/:id).
 */
export default function MentoringSection() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<MentoringCoursesPage />} />
        <Route path="sesiones/:id" element={<SlotBookingsPage />} />
        <Route path=":id" element={<CourseSlotsPage />} />
        <Route path="*" element={<Navigate to={adminPaths.mentoring.root} replace />} />
      </Routes>
    </Suspense>
  );
}
