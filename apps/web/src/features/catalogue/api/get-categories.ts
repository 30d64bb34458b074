import type { Category } from '@campus/contract/catalogue';
import { PROJECT_ID } from '@campus/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '../../../lib/catalogue-api.ts';

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const res = await catalogueApi.getAllCategories({ query: { proyect_id: PROJECT_ID }, signal });
  return res.data;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
