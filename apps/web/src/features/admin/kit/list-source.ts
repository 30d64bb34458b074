import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../api/admin-api.ts';

type Pages = { current_page: number; last_page: number; total: number };
/** A list as the API answers it: rows, with the paginator's figures when it pages on the server. */
export type ListAnswer<Row> = { data: Row[] } & Partial<Pages>;

/**
 * Where a list of the area comes from: GET `url`, cached under `key` (a write invalidates the list
 * through it). `paged`: the server pages it and takes the filters as its query; else one answer.
 */
export type AdminListSource<Row> = {
  key: readonly unknown[];
  url: string;
  paged: boolean;
  /** The row's type, for the compiler only. */
  readonly row?: Row;
};

export const adminList = <Row>(
  key: readonly unknown[],
  url: string,
  { paged = true }: { paged?: boolean } = {},
): AdminListSource<Row> => ({ key, url, paged });

/**
 * The query of a list: a paged one asks with the list's query (`page`, `per_page`, the filters)
 * and keeps the page on screen while the next one loads.
 */
export const adminListQuery = <Row>(source: AdminListSource<Row>, query: object = {}) =>
  queryOptions({
    queryKey: source.paged ? [...source.key, query] : source.key,
    queryFn: ({ signal }) =>
      adminApi<ListAnswer<Row>>(source.url, {
        query: source.paged ? (query as Record<string, string | number | undefined>) : undefined,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminListQuery = <Row>(source: AdminListSource<Row>, query?: object) =>
  useQuery(adminListQuery(source, query));
