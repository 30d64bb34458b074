import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';
import { listMessages } from '../../../messages/course-list.ts';

/** Pages to show: first, last, and a window around the current one; null marks a gap. */
function pageWindow(current: number, last: number): Array<number | null> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/** Numbered pagination with real links (crawlable, and each page can be shared). */
export function Pagination({
  current,
  last,
  hrefFor,
}: {
  current: number;
  last: number;
  hrefFor: (page: number) => string;
}) {
  if (last <= 1) return null;
  const t = listMessages;
  const cell = 'flex h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold';
  return (
    <nav aria-label={t.pagination} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {current > 1 ? (
            <Link to={hrefFor(current - 1)} className={`${cell} text-brand-700 hover:bg-brand-50`}>
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only sm:not-sr-only">{t.previous}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(current, last).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-label={t.page(p)}
                aria-current={p === current ? 'page' : undefined}
                className={`${cell} ${p === current ? 'bg-brand-600 text-white' : 'text-slate-800 hover:bg-slate-100'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link to={hrefFor(current + 1)} className={`${cell} text-brand-700 hover:bg-brand-50`}>
              <span className="sr-only sm:not-sr-only">{t.next}</span>
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
