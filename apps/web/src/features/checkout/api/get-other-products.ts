import { PROJECT_ID } from '@campus/contract/constants';
import type { catalogueOperations } from '@campus/contract/operations/catalogue';
import { address as getRelatedCoursesAt } from '@campus/contract/operations/catalogue/getRelatedCourses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The catalogue operations this file calls, typed from the contract. */
const catalogueApi = {
  getRelatedCourses: operation<typeof catalogueOperations.getRelatedCourses>(getRelatedCoursesAt),
};

const OTHER_PRODUCTS = 4;

/**
 * "Other products" of the payment result pages (spec §2): courses related to the one just bought
 * (GET v2/getRelatedCourses/4/{perPage}), or the catalogue's first ones when there is none.
 */
export const otherProductsQueryOptions = (courseId: number | null) =>
  queryOptions({
    queryKey: ['catalogue', 'other-products', courseId],
    queryFn: ({ signal }) =>
      catalogueApi.getRelatedCourses({
        params: { proyect_id: PROJECT_ID, perPage: OTHER_PRODUCTS + 2 },
        query: { page: 1, course_id: courseId },
        signal,
      }),
  });

/** Up to four courses, none of those in `exclude` (the order's own). */
export function useOtherProducts(courseId: number | null, exclude: readonly number[], enabled = true) {
  return useQuery({
    ...otherProductsQueryOptions(courseId),
    enabled,
    select: (res) => res.data.filter((c) => !exclude.includes(c.id)).slice(0, OTHER_PRODUCTS),
  });
}
