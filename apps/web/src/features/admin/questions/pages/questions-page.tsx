import type { AdminQuestion } from '@campus/contract/admin-questions';
import { truncate } from '@campus/contract/text';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { adminQuestionMessages as t } from '../../../../messages/admin-questions.ts';
import type { AdminColumn } from '../../components/admin-table.tsx';
import { adminInputClass, linkClass } from '../../components/admin-ui.tsx';
import { AdminListPage } from '../../kit/list-page.tsx';
import { questionsList, useQuestionCourses } from '../api/questions.ts';

const columns: AdminColumn<AdminQuestion>[] = [
  { header: t.date, cell: (q) => formatDateTime(q.created_at) },
  { header: t.course, cell: (q) => q.course_name },
  {
    header: t.question,
    className: 'whitespace-pre-line',
    cell: (q) => (
      <>
        {truncate(q.body, 240)}
        <span className="mt-1 block wrap-anywhere text-slate-600">
          {t.askedBy(q.asker.name, q.asker.email)}
        </span>
      </>
    ),
  },
  {
    header: t.state,
    cell: (q) => (
      <>
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
            q.official_answer ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {q.official_answer ? t.answered : t.unanswered}
        </span>
        {q.answers_count > 0 ? (
          <span className="block text-slate-600">{t.otherAnswers(q.answers_count)}</span>
        ) : null}
      </>
    ),
  },
];

const statusOptions = Object.entries(t.statuses).map(([value, label]) => ({ value, label }));

/** Course questions (/admin/preguntas): unanswered first; course, status and text filters; pages. */
export default function QuestionsPage() {
  const [courseSearch, setCourseSearch] = useState('');
  const courses = useQuestionCourses(courseSearch.trim());
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = (courses.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  // The chosen course stays in the choices while another search is typed.
  const courseOptions = chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <AdminListPage
      title={t.title}
      intro={t.intro}
      source={questionsList}
      filters={[
        { kind: 'search', name: 'q', label: t.searchLabel },
        {
          kind: 'select',
          name: 'status',
          id: 'question-status',
          label: t.status,
          allLabel: t.allStatuses,
          options: statusOptions,
        },
        {
          kind: 'custom',
          key: 'course-search',
          render: (
            <div className="mb-4">
              <label htmlFor="question-course-search" className="mb-1 block font-medium text-slate-800">
                {t.courseSearch}
              </label>
              <input
                id="question-course-search"
                type="search"
                maxLength={200}
                value={courseSearch}
                onChange={(e) => setCourseSearch(e.target.value)}
                className={adminInputClass}
              />
            </div>
          ),
        },
        {
          kind: 'select',
          name: 'course_id',
          id: 'question-course',
          label: t.course,
          allLabel: t.allCourses,
          options: courseOptions,
          onChange: (value) => setChosen(courseOptions.find((o) => o.value === value) ?? null),
        },
      ]}
      columns={columns}
      rowKey={(q) => q.id}
      actions={(q) => (
        <Link
          to={adminPaths.questions.question(q.id)}
          aria-label={t.openLabel(q.asker.name || q.asker.email)}
          className={linkClass}
        >
          {q.official_answer ? t.view : t.open}
        </Link>
      )}
    />
  );
}
