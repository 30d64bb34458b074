import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatHomeDate } from '../../../lib/format.ts';
import { detailMessages } from '../../../messages/course-detail.ts';
import { es } from '../../../messages/es.ts';
import { studentMessages } from '../../../messages/student.ts';
import { useCatalogueArea } from '../catalogue-area.tsx';

export type CourseHeaderData = {
  name: string;
  description: string;
  owner: string | null;
  /** Publication instant (ISO 8601). */
  date: string | null;
  featured: boolean;
  free: boolean;
  category: { id: number; name: string } | null;
};

/** Top of the detail page: breadcrumbs, tags, title, description, owner and publish date. */
export function CourseHeader({ course }: { course: CourseHeaderData }) {
  const t = detailMessages;
  const area = useCatalogueArea();
  const student = area.kind === 'student';
  return (
    <div className={`bg-slate-900 pb-8 text-white ${student ? 'rounded-2xl pt-6' : 'pt-24'}`}>
      <div className="mx-auto max-w-7xl px-4">
        <nav aria-label={t.breadcrumbs} className="mb-3 text-sm text-slate-300">
          <ol className="flex flex-wrap gap-1">
            <li>
              <Link to={student ? area.listUrl({ category: 'all' }) : paths.home} className="hover:underline">
                {student ? studentMessages.catalogue : t.home}
              </Link>
              <span aria-hidden="true"> / </span>
            </li>
            {course.category ? (
              <li>
                <Link
                  to={area.listUrl({ category: course.category.id, name: course.category.name })}
                  className="hover:underline"
                >
                  {course.category.name}
                </Link>
              </li>
            ) : null}
          </ol>
        </nav>
        {/* Always as tall as one tag, so the title never moves when the tags arrive. */}
        <div className="flex min-h-7 flex-wrap gap-2">
          {course.featured ? (
            <span className="rounded-full bg-amber-400 px-3 py-0.5 text-sm font-bold text-slate-900">
              {es.catalogue.card.bestSeller}
            </span>
          ) : null}
          {course.free ? (
            <span className="rounded-full bg-emerald-700 px-3 py-0.5 text-sm font-bold text-white">
              {es.catalogue.card.free}
            </span>
          ) : null}
        </div>
        <h1 className="mt-3 max-w-4xl text-3xl font-bold leading-tight sm:text-4xl">{course.name}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-200">{course.description}</p>
        <p className="mt-3 min-h-6 text-slate-300">
          {course.owner ? (
            <>
              {t.by} <span className="font-semibold text-white">{course.owner}</span> ·{' '}
            </>
          ) : null}
          {course.date ? t.published(formatHomeDate(course.date)) : null}
        </p>
      </div>
    </div>
  );
}

/**
 * The course as the server described it in the page's JSON-LD (the same data, sent with the
 * HTML), so the header paints while the detail is still on its way.
 */
export function courseHeaderFromPage(courseId: number): CourseHeaderData | null {
  // The server render has no page to read: it waits for the detail itself (entry-server.tsx).
  if (typeof document === 'undefined') return null;
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(script.textContent ?? '') as {
        '@type'?: string;
        url?: string;
        name?: string;
        description?: string;
        datePublished?: string;
        isAccessibleForFree?: boolean;
        instructor?: { name?: string };
        award?: string;
      };
      if (data['@type'] !== 'Course' || !data.url || !data.name) continue;
      if (new URL(data.url).searchParams.get('course') !== String(courseId)) continue;
      return {
        name: data.name,
        description: data.description ?? '',
        owner: data.instructor?.name ?? null,
        date: data.datePublished ?? null,
        featured: false,
        free: data.isAccessibleForFree === true,
        category: null,
      };
    } catch {
      // Not ours or not JSON: ignore.
    }
  }
  return null;
}
