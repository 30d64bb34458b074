import { listMessages } from '../messages/course-list.ts';

const buttonClass =
  'h-11 rounded-full px-5 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 disabled:opacity-40';

/** Previous / next buttons for a paginated list kept in component state (student area lists). */
export function Pager({
  page,
  last,
  onChange,
}: {
  page: number;
  last: number;
  onChange: (page: number) => void;
}) {
  if (last <= 1) return null;
  const t = listMessages;
  return (
    <nav aria-label={t.pagination} className="flex items-center justify-between gap-3">
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)} className={buttonClass}>
        {t.previous}
      </button>
      <span className="text-slate-700">{t.page(page)}</span>
      <button
        type="button"
        disabled={page >= last}
        onClick={() => onChange(page + 1)}
        className={buttonClass}
      >
        {t.next}
      </button>
    </nav>
  );
}
