import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { adminPaths } from '../../../config/admin-paths.ts';

const QuestionsPage = lazy(() => import('./pages/questions-page.tsx'));
const QuestionPage = lazy(() => import('./pages/question-page.tsx'));

/** The course questions section (/admin/preguntas): the list and one question (/admin/preguntas/:id). */
export default function QuestionsSection() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<QuestionsPage />} />
        <Route path=":id" element={<QuestionPage />} />
        <Route path="*" element={<Navigate to={adminPaths.questions.root} replace />} />
      </Routes>
    </Suspense>
  );
}
