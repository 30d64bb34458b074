import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormAlert } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { AdminFilterInput } from '../components/admin-filter-input.tsx';
import {
  type AdminColumn,
  AdminListCard,
  AdminSelectFilter,
  type AdminTableProps,
} from '../components/admin-table.tsx';
import { AdminPageHeader, AdminSearch, cardClass } from '../components/admin-ui.tsx';
import { type ListParams, useListParams } from './list-params.ts';
import { type AdminListSource, useAdminListQuery } from './list-source.ts';

type Option = { value: string; label: string };

/** One filter of a list, kept in the address under `name` and sent to the server under it. */
export type ListFilter<F extends string> =
  /** The list's text search (`q`). */
  | { kind: 'search'; name: F; label?: string }
  /** A choice among options; "all" is the empty value. `onChange` runs too (to remember the choice). */
  | {
      kind: 'select';
      name: F;
      id: string;
      label: string;
      allLabel: string;
      options: Option[];
      onChange?: (value: string) => void;
    }
  /** A text or date input; a 422 answer's message for `name` shows under it. */
  | ({ kind: 'input'; name: F; id: string; label: string } & Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'name' | 'id' | 'value' | 'onChange'
    >)
  /** A control of the page's own that is not a list filter (a search of the choices of another). */
  | { kind: 'custom'; key: string; render: ReactNode };

/** What the page's own parts see of the list: its query and whether the server refused a filter. */
export type ListState<F extends string> = {
  params: ListParams<F>;
  refused: ApiError | null;
  clear: () => void;
};

export type AdminListPageProps<Row, F extends string> = {
  title: string;
  intro?: ReactNode;
  /** Links or buttons beside the title (a "new" link). */
  headerActions?: ReactNode;
  source: AdminListSource<Row>;
  filters?: ListFilter<F>[];
  /** The filters in a card named `label`, with the page's buttons (`actions`) under them. */
  filterPanel?: { label: string; actions: (list: ListState<F>) => ReactNode };
  /** Between the title and the filters: the create / edit form. */
  above?: ReactNode;
  /** Between the filters and the list: the outcome of a row's action. */
  notices?: ReactNode;
  /** The table's name for screen readers; the title by default. */
  caption?: string;
  columns: AdminColumn<Row>[];
} & Pick<AdminTableProps<Row>, 'rowKey' | 'actions' | 'empty'>;

const names = <F extends string>(filters: ListFilter<F>[]) =>
  filters.flatMap((f) => (f.kind === 'custom' ? [] : [f.name]));

/**
 * A list page of the operator area from its configuration: title, filters (kept in the address),
 * the list (spinner, retry, "no results", the table that turns into cards on a phone) and its pager.
 * A filter the server refuses (422) shows its message under the filter and in place of the list.
 */
export function AdminListPage<Row, F extends string = never>({
  title,
  intro,
  headerActions,
  source,
  filters = [],
  filterPanel,
  above,
  notices,
  caption = title,
  columns,
  rowKey,
  actions,
  empty,
}: AdminListPageProps<Row, F>) {
  const list = useListParams(names(filters));
  const query = useAdminListQuery(source, list.params);
  const refused = query.error instanceof ApiError && query.error.status === 422 ? query.error : null;
  const controls = filters.length ? (
    <div className="flex flex-wrap items-end gap-x-4">
      {filters.map((f) => {
        if (f.kind === 'custom') return <div key={f.key}>{f.render}</div>;
        if (f.kind === 'search')
          return (
            <AdminSearch
              key={f.name}
              label={f.label}
              value={list.filters[f.name]}
              onChange={list.filter(f.name)}
            />
          );
        if (f.kind === 'select') {
          const { kind: _, name, onChange, ...select } = f;
          return (
            <AdminSelectFilter
              key={name}
              {...select}
              value={list.filters[name]}
              onChange={(value) => {
                onChange?.(value);
                list.filter(name)(value);
              }}
            />
          );
        }
        const { kind: _, name, ...input } = f;
        return (
          <div key={name} className="mb-4">
            <AdminFilterInput
              {...input}
              value={list.filters[name]}
              error={refused?.errors[name]?.[0]}
              onValue={list.filter(name)}
            />
          </div>
        );
      })}
    </div>
  ) : null;
  return (
    <>
      <AdminPageHeader title={title} intro={intro} actions={headerActions} />
      {above}
      {filterPanel ? (
        <section aria-label={filterPanel.label} className={`${cardClass} mb-6`}>
          {controls}
          {filterPanel.actions({ params: list.params, refused, clear: list.clear })}
        </section>
      ) : (
        controls
      )}
      {notices}
      <AdminListCard
        query={query}
        caption={caption}
        columns={columns}
        rowKey={rowKey}
        actions={actions}
        empty={empty}
        onPage={source.paged ? list.setPage : undefined}
        notice={refused ? <FormAlert>{refused.message}</FormAlert> : undefined}
      />
    </>
  );
}
