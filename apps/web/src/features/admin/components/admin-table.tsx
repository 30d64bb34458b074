import type { ReactNode } from 'react';
import { adminMessages } from '../../../messages/admin.ts';
import {
  AdminPager,
  cardClass,
  dangerButton,
  QueryState,
  secondaryButton,
  tableClass,
  tdClass,
  thClass,
} from './admin-ui.tsx';

const t = adminMessages.common;

/** One column of an admin list: its header and how a row fills its cell. */
export type AdminColumn<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the cells (`wrap-anywhere` for e-mails, `whitespace-pre-line`…). */
  className?: string;
  /** The column's name on a phone's card, when `header` is not plain text. */
  label?: string;
  /** Figures and money: header and cells right-aligned, digits of even width. */
  align?: 'right';
};

type Pages = { current_page: number; last_page: number; total: number };
/** A list as the API answers it: rows, with the paginator's figures when it pages on the server. */
type ListAnswer<Row> = { data: Row[] } & Partial<Pages>;

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

export type AdminTableProps<Row> = {
  /** The table's name for screen readers (not shown). */
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** The buttons of a row (edit, delete…), in a last "Acciones" column. */
  actions?: (row: Row) => ReactNode;
  /** Rows under the body (totals), in a `<tfoot>`. */
  footer?: ReactNode;
  /** Shown instead of the table when there are no rows (a line, or a line with an action). */
  empty?: ReactNode;
};

/**
 * Below the `md` breakpoint a row is a card: the table's parts become blocks, the header row
 * leaves, and each cell shows its column's name above its value (`data-label`). A phone then
 * reads every row top to bottom instead of scrolling a wide table sideways. One markup for both
 * widths, so screen readers and tests meet the same table.
 */
export const cardTable = {
  wrapper: 'md:overflow-x-auto',
  table: 'max-md:block max-md:min-w-0',
  head: 'max-md:hidden',
  body: 'max-md:flex max-md:flex-col max-md:gap-3',
  row: 'max-md:flex max-md:flex-col max-md:rounded-lg max-md:p-3 max-md:ring-1 max-md:ring-slate-200',
  cell: 'max-md:block max-md:border-0 max-md:px-0 max-md:py-1 max-md:text-left max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]',
  foot: 'max-md:block',
} as const;

const labelOf = (column: { header: ReactNode; label?: string }) =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

/** A table of rows with a caption for screen readers; on a phone, one card per row. */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  footer,
  empty,
}: AdminTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  return (
    <div className={cardTable.wrapper}>
      <table className={classes(tableClass, cardTable.table)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cardTable.head}>
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per page
              <th key={i} className={classes(thClass, column.align === 'right' && 'text-right')}>
                {column.header}
              </th>
            ))}
            {actions ? <th className={thClass}>{t.actions}</th> : null}
          </tr>
        </thead>
        <tbody className={cardTable.body}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={cardTable.row}>
              {columns.map((column, i) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per page
                  key={i}
                  data-label={labelOf(column)}
                  className={classes(
                    tdClass,
                    cardTable.cell,
                    column.align === 'right' && 'text-right tabular-nums',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className={classes(tdClass, cardTable.cell)} data-label={t.actions}>
                  <div className="flex flex-wrap gap-2">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot className={cardTable.foot}>{footer}</tfoot> : null}
      </table>
    </div>
  );
}

/**
 * A list in a card: spinner while loading, retry on failure, "no records" when empty, else the
 * table, and the pager when the list pages on the server. Every admin list page is this plus its
 * own filters. `notice` (a filter the server refused…) stands in place of the list.
 */
export function AdminListCard<Row>({
  query,
  onPage,
  notice,
  empty = t.empty,
  ...table
}: Omit<AdminTableProps<Row>, 'rows'> & {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown; data?: ListAnswer<Row> };
  onPage?: (page: number) => void;
  notice?: ReactNode;
}) {
  const answer = query.data;
  return (
    <div className={cardClass}>
      {notice ?? (
        <QueryState query={query}>
          {answer ? (
            <>
              <AdminTable {...table} rows={answer.data} empty={empty} />
              {answer.data.length > 0 && onPage && isPaged(answer) ? (
                <AdminPager paginator={answer} onChange={onPage} />
              ) : null}
            </>
          ) : null}
        </QueryState>
      )}
    </div>
  );
}

const isPaged = <Row,>(answer: ListAnswer<Row>): answer is { data: Row[] } & Pages =>
  answer.last_page !== undefined && answer.current_page !== undefined && answer.total !== undefined;

/** Edit and delete buttons of a row, named after it for screen readers; delete asks first. */
export function AdminEditDelete({
  name,
  onEdit,
  onDelete,
  deleting,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <>
      <button type="button" className={secondaryButton} onClick={onEdit}>
        {t.edit}
        <span className="sr-only"> {name}</span>
      </button>
      <button
        type="button"
        className={dangerButton}
        disabled={deleting}
        onClick={() => {
          if (window.confirm(t.confirmDelete(name))) onDelete();
        }}
      >
        {t.delete}
        <span className="sr-only"> {name}</span>
      </button>
    </>
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
    // max-w-full: a long option (a course's name) would widen the select past a phone's screen.
    <div className="mb-4 max-w-full">
      <label htmlFor={id} className="mb-1 block font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="block h-11 max-w-full rounded-lg border border-slate-400 bg-white px-3 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
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
