import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { adminMessages } from '../../../messages/admin.ts';

const t = adminMessages.common;

/** A page's title (h1, also the tab title), an intro line and its main actions. */
export function AdminPageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(`${title} · ${adminMessages.areaName}`);
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** What a query shows while loading or after failing; children once it has data. */
export function QueryState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: ReactNode;
}) {
  if (query.isPending) return <Spinner label={t.loading} />;
  if (query.isError) return <LoadError message={t.loadError} onRetry={() => void query.refetch()} />;
  return children;
}

/** A link back to the list a detail page came from, above its title. */
export function AdminBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mb-4">
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </p>
  );
}

/** A card of a page named by its heading (h2), with an optional line under the heading. */
export function AdminSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="mb-4 text-slate-700">{intro}</p> : null}
      {children}
    </section>
  );
}

/** One label and value of a record's data, inside a `<dl>`. */
export function AdminDataRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-2 sm:grid-cols-3">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="wrap-break-word sm:col-span-2">{children}</dd>
    </div>
  );
}

const pagerButton =
  'h-10 rounded-lg px-4 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 disabled:opacity-40';

/** Previous / next of a server-paginated list, with "Página N de M · T registros". */
/** Pages of a server paginator (spec §7 v2 list shape): pass the list's answer as it came. */
export function AdminPager({
  paginator: { current_page: page, last_page: last, total },
  onChange,
}: {
  paginator: { current_page: number; last_page: number; total: number };
  onChange: (page: number) => void;
}) {
  return (
    <nav aria-label={t.pagination} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)} className={pagerButton}>
        {t.previous}
      </button>
      <span className="text-slate-700">{t.pageOf(page, last, total)}</span>
      <button
        type="button"
        disabled={page >= last}
        onClick={() => onChange(page + 1)}
        className={pagerButton}
      >
        {t.next}
      </button>
    </nav>
  );
}

/** A search box for a server-side search (the list's `q`). */
export function AdminSearch({
  value,
  onChange,
  label = t.search,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  return (
    <div className="mb-4 max-w-md">
      <label htmlFor="admin-search" className="mb-1 block font-medium text-slate-800">
        {label}
      </label>
      <input
        id="admin-search"
        type="search"
        value={value}
        maxLength={200}
        placeholder={t.searchPlaceholder}
        onChange={(e) => onChange(e.target.value)}
        className={adminInputClass}
      />
    </div>
  );
}

export const primaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70';
export const secondaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-white px-5 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 disabled:opacity-50';
export const dangerButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-white px-5 font-semibold text-red-700 ring-1 ring-red-700 hover:bg-red-50 disabled:opacity-50';
/** A text, search, date or select control of the area. */
export const adminInputClass =
  'block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
export const linkClass = 'font-semibold text-brand-700 underline';
export const tableClass = 'w-full border-collapse text-left text-sm md:min-w-[36rem]';
export const thClass = 'border-b border-slate-300 px-3 py-2 font-semibold text-slate-700';
export const tdClass = 'border-b border-slate-200 px-3 py-2 align-top';
export const cardClass = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';
