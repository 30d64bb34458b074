import SearchX from 'lucide-react/icons/search-x';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { listMessages } from '../../../messages/course-list.ts';
import { es } from '../../../messages/es.ts';
import type { useCourses } from '../api/get-courses.ts';
import { useCatalogueArea } from '../catalogue-area.tsx';
import { CourseGrid } from './course-grid.tsx';
import { Pagination } from './pagination.tsx';

/**
 * A listing's title with its count, then spinner, error, empty state or cards with pages (spec §2).
 * An unknown category (the API's 404) is not a connection problem: it shows the empty state with a
 * link to every course.
 */
export function CourseResults({
  title,
  query,
  emptyText,
  hrefFor,
}: {
  title: string;
  query: ReturnType<typeof useCourses>;
  emptyText: string;
  hrefFor: (page: number) => string;
}) {
  const { data, error, isPending, isError, isPlaceholderData } = query;
  const t = listMessages;
  const notFound = error instanceof ApiError && error.code === 'not_found';
  const { listUrl } = useCatalogueArea();
  return (
    <>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {data ? <p className="text-slate-600">{t.count(data.total)}</p> : null}
      </div>
      {isPending ? (
        <Spinner className="min-h-screen" />
      ) : notFound ? (
        <EmptyState
          Icon={SearchX}
          title={t.notFoundTitle}
          text={t.notFoundText}
          action={{ to: listUrl({ category: 'all', name: 'todos' }), label: t.seeAllCourses }}
        />
      ) : isError ? (
        <p className="py-16 text-center text-slate-700">{es.catalogue.loadError}</p>
      ) : data.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-16 text-center text-lg text-slate-700">{emptyText}</p>
      ) : (
        <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60' : undefined}>
          <CourseGrid courses={data.data} />
          <Pagination current={data.current_page} last={data.last_page} hrefFor={hrefFor} />
        </div>
      )}
    </>
  );
}
