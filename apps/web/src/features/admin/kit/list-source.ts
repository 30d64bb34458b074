import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../api/admin-api.ts';

type Pages = { current_page: number; last_page: number; total: number };
/** A list as the API answers it: rows, with the paginator's figures when it pages on the server. */
export type ListAnswer<Row> = { data: Row[] } & Partial<Pages>;

/**
 * A list's contract operation as a typed call (`adminOperation(...)`), which the list calls with
 * its query; its answer gives the row's type.
 */
export type AdminListCall<Row> = (args: { query?: never; signal?: AbortSignal }) => Promise<ListAnswer<Row>>;

/**
 * Where a list of the area comes from: its GET operation (or, for a domain whose operations the
 * contract does not own yet, its url), cached under `key` (a write invalidates the list through
 * it). `paged`: the server pages it and takes the filters as its query; else one answer.
 */
export type AdminListSource<Row> = {
  key: readonly unknown[];
  from: AdminListCall<Row> | string;
  paged: boolean;
  /** The row's type, for the compiler only. */
  readonly row?: Row;
};

export const adminList = <Row>(
  key: readonly unknown[],
  from: AdminListCall<Row> | string,
  { paged = true }: { paged?: boolean } = {},
): AdminListSource<Row> => ({ key, from, paged });

/**
 * The query of a list: a paged one asks with the list's query (`page`, `per_page`, the filters)
 * and keeps the page on screen while the next one loads.
 */
export const adminListQuery = <Row>(source: AdminListSource<Row>, query: object = {}) =>
  queryOptions({
    queryKey: source.paged ? [...source.key, query] : source.key,
    queryFn: ({ signal }) => {
      // The filters' state is the operation's query (list-params.ts reads it from its schema).
      const filters = source.paged ? (query as never) : undefined;
      return typeof source.from === 'string'
        ? adminApi<ListAnswer<Row>>(source.from, { query: filters, signal })
        : source.from({ query: filters, signal });
    },
    placeholderData: keepPreviousData,
  });

export const useAdminListQuery = <Row>(source: AdminListSource<Row>, query?: object) =>
  useQuery(adminListQuery(source, query));
