import type { Paginated } from '@campus/contract/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { adminApi } from '../api/admin-api.ts';

/** How many rows an admin list asks the server for at a time. */
export const ADMIN_PAGE_SIZE = 25;

type Params<F> = { page: number; per_page: number } & { [K in keyof F]?: Exclude<F[K], ''> };

/**
 * The state of a server-paginated list with filters (search, status…): its page, the filters as
 * typed, and the list's query (`page`, `per_page`, each filter left out while empty). Changing a
 * filter goes back to page 1.
 */
export function useAdminList<F extends Record<string, string>>(initial: F) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState(initial);
  const params = { page, per_page: ADMIN_PAGE_SIZE } as Params<F>;
  for (const [key, value] of Object.entries(filters)) {
    if (value) (params as Record<string, unknown>)[key] = value;
  }
  return {
    filters,
    params,
    setPage,
    /** The change handler of one filter's control. */
    filter:
      <K extends keyof F>(key: K) =>
      (value: string) => {
        setFilters((current) => ({ ...current, [key]: value as F[K] }));
        setPage(1);
      },
    /** Every filter back to empty, page 1. */
    clear: () => {
      setFilters(initial);
      setPage(1);
    },
  };
}

/**
 * The query of one page of a server-paginated list: GET `url` with the list's query, cached under
 * `key` + the query; the page on screen stays while the next one loads.
 */
export const adminListQuery = <Row>(key: readonly unknown[], url: string, query: object) =>
  queryOptions({
    queryKey: [...key, query],
    queryFn: ({ signal }) =>
      adminApi<Paginated<Row>>(url, {
        query: query as Record<string, string | number | undefined>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
