import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { listMessages } from '../../../messages/course-list.ts';
import { useCategories } from '../api/get-categories.ts';
import { type CourseFilter, useCourses } from '../api/get-courses.ts';
import { useCatalogueArea } from '../catalogue-area.tsx';
import { CategorySidebar } from '../components/category-sidebar.tsx';
import { CourseResults } from '../components/course-results.tsx';
import { usePageTitle } from '../use-page-title.ts';

/**
 * `?category=` is a category id, 'free', 'all' or 'search' (with `q`), spec §2. In the student
 * area the category id may come from the path instead (`/v2/categories/{id}`).
 */
export function parseFilter(params: URLSearchParams, pathId?: string): CourseFilter {
  const category = pathId ?? params.get('category') ?? 'all';
  if (category === 'free') return { kind: 'free' };
  if (category === 'search') {
    const q = (params.get('q') ?? '').trim();
    return q ? { kind: 'search', q } : { kind: 'all' };
  }
  if (/^\d{1,9}$/.test(category) && Number(category) > 0) return { kind: 'category', id: Number(category) };
  return { kind: 'all' };
}

function parsePage(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** Category page (spec §2): sidebar, 'Cursos' / 'Cursos de {…}', spinner, cards, empty state, pages. */
export default function CategoryPage() {
  const [params] = useSearchParams();
  const { id: pathId } = useParams();
  const area = useCatalogueArea();
  const filter = parseFilter(params, pathId);
  const page = parsePage(params);
  const { data: categories } = useCategories();
  const courses = useCourses(filter, page);
  const t = listMessages;

  const categoryName =
    filter.kind === 'category' ? (categories?.find((c) => c.id === filter.id)?.name ?? null) : null;
  const title =
    filter.kind === 'search'
      ? t.titleOf(filter.q)
      : filter.kind === 'free'
        ? t.freeTitle
        : categoryName
          ? t.titleOf(categoryName)
          : t.title;
  usePageTitle(title);

  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll up whenever the list changes
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [key]);

  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    return `?${next}`;
  };

  return (
    <div
      className={`mx-auto flex max-w-7xl flex-col gap-6 pb-8 md:flex-row md:gap-8 ${area.kind === 'student' ? '' : 'px-4 pt-24'}`}
    >
      <CategorySidebar filter={filter} />
      <div className="min-w-0 flex-1">
        <CourseResults
          title={title}
          query={courses}
          emptyText={filter.kind === 'search' ? t.emptySearch(filter.q) : t.empty}
          hrefFor={hrefFor}
        />
      </div>
    </div>
  );
}
