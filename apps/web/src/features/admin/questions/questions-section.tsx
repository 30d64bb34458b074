import { lazy } from 'react';
import { adminPaths } from '../../../config/admin-paths.ts';
import { AdminSectionRoutes } from '../kit/section-routes.tsx';

const pages = [
  { index: true as const, page: lazy(() => import('./pages/questions-page.tsx')) },
  { path: ':id', page: lazy(() => import('./pages/question-page.tsx')) },
];

/** The course questions section (/admin/preguntas): the list and one question (/admin/preguntas/:id). */
export default function QuestionsSection() {
  return <AdminSectionRoutes home={adminPaths.questions.root} pages={pages} />;
}
