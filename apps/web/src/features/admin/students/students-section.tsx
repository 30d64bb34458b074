import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { adminPaths } from '../../../config/admin-paths.ts';

const StudentsPage = lazy(() => import('./pages/students-page.tsx'));
const StudentPage = lazy(() => import('./pages/student-page.tsx'));

/** The students section (/admin/estudiantes): the search and one student (/admin/estudiantes/:id). */
export default function StudentsSection() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<StudentsPage />} />
        <Route path=":id" element={<StudentPage />} />
        <Route path="*" element={<Navigate to={adminPaths.students.root} replace />} />
      </Routes>
    </Suspense>
  );
}
