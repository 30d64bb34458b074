import type { Category } from '@campus/contract/catalogue';
import { PROJECT_ID } from '@campus/contract/constants';
import type { catalogueOperations } from '@campus/contract/operations/catalogue';
import { address as getAllCategoriesAt } from '@campus/contract/operations/catalogue/getAllCategories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The catalogue operations this file calls, typed from the contract. */
const catalogueApi = {
  getAllCategories: operation<typeof catalogueOperations.getAllCategories>(getAllCategoriesAt),
};

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
