import { useSearchParams } from 'react-router';
import { listMessages } from '../../../messages/course-list.ts';
import { useCourses } from '../api/get-courses.ts';
import { CourseResults } from '../components/course-results.tsx';
import { usePageTitle } from '../use-page-title.ts';

const ALL = { kind: 'all' } as const;

/** `/courses` (spec §2): every public course, paginated. */
export default function CoursesPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const courses = useCourses(ALL, page);
  const t = listMessages;
  usePageTitle(t.title);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-24">
      <CourseResults
        title={t.title}
        query={courses}
        emptyText={t.empty}
        hrefFor={(p) => (p === 1 ? '?' : `?page=${p}`)}
      />
    </div>
  );
}
