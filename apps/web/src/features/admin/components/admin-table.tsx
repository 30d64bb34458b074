import type { ReactNode } from 'react';
import { adminMessages } from '../../../messages/admin.ts';
import { AdminPager, cardClass, QueryState, tableClass, tdClass, thClass } from './admin-ui.tsx';

const t = adminMessages.common;

/** One column of an admin list: its header and how a row fills its cell. */
export type AdminColumn<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the cells (`break-all`, `whitespace-pre-line`, `text-right`…). */
  className?: string;
};

type Paginated<Row> = {
  data: Row[];
  current_page: number;
  last_page: number;
  total: number;
};

/** A table of rows with a caption for screen readers; scrolls sideways on a phone. */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per page
              <th key={i} className={thClass}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per page
                <td key={i} className={column.className ? `${tdClass} ${column.className}` : tdClass}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A server-paginated list in a card: spinner while loading, retry on failure, "no records" when
 * empty, else the table and the pager. Every admin list page is this plus its own filters.
 */
export function AdminListCard<Row>({
  query,
  caption,
  columns,
  rowKey,
  onPage,
  empty = t.empty,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown; data?: Paginated<Row> };
  caption: string;
  columns: AdminColumn<Row>[];
  rowKey: (row: Row) => string | number;
  onPage: (page: number) => void;
  empty?: ReactNode;
}) {
  return (
    <div className={cardClass}>
      <QueryState query={query}>
        {query.data ? (
          query.data.data.length === 0 ? (
            <p>{empty}</p>
          ) : (
            <>
              <AdminTable caption={caption} columns={columns} rows={query.data.data} rowKey={rowKey} />
              <AdminPager paginator={query.data} onChange={onPage} />
            </>
          )
        ) : null}
      </QueryState>
    </div>
  );
}

/** A labelled select filter of a list (status, form, tag…); "all" is the empty value. */
export function AdminSelectFilter({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="block h-11 rounded-lg border border-slate-400 bg-white px-3 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
