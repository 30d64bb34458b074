import BookOpen from 'lucide-react/icons/book-open';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Pager } from '../../../components/pager.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths, studentCourseUrl } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { profileMessages } from '../../../messages/profile.ts';
import { useMyCourses } from '../api/get-my-courses.ts';
import { ProgressCircle } from '../components/progress-circle.tsx';

const t = profileMessages.myCourses;
const catalogue = paths.student.categories.replace('/:id?', '');
/** The pictures of the grid's first row on a wide screen (three columns). */
const EAGER_PICTURES = 3;

/** /v2/home: grid of the enrolled courses, with picture, name and a mini progress circle. */
export default function MyCoursesPage() {
  useDocumentTitle(t.title);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isPlaceholderData } = useMyCourses(page);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <LoadError message={t.loadError} onRetry={() => refetch()} />
      ) : data.data.length === 0 ? (
        <EmptyState
          Icon={BookOpen}
          title={t.empty}
          text={t.emptyHint}
          action={{ to: catalogue, label: t.browse }}
        />
      ) : (
        <>
          <ul aria-busy={isPlaceholderData} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.data.map((course, i) => (
              <li key={course.id}>
                <Link
                  to={studentCourseUrl(course)}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
                >
                  <img
                    src={course.courses.data.imageUrl}
                    alt=""
                    width={640}
                    height={360}
                    // The first row is on screen when the page arrives rendered (its largest
                    // paint): fetched at once, not after layout as a lazy image is.
                    loading={i < EAGER_PICTURES ? 'eager' : 'lazy'}
                    decoding="async"
                    className="aspect-video w-full bg-slate-200 object-cover"
                  />
                  <div className="flex flex-1 items-center gap-3 p-4">
                    <p className="min-w-0 flex-1 font-semibold text-slate-900 group-hover:text-brand-700">
                      {course.courses.name}
                    </p>
                    <ProgressCircle value={course.progress} />
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          <Pager page={data.current_page} last={data.last_page} onChange={setPage} />
        </>
      )}
    </div>
  );
}
