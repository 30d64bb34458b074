import type { CourseListingItem } from '@campus/contract/catalogue';
import { PROJECT_ID } from '@campus/contract/constants';
import type { catalogueOperations } from '@campus/contract/operations/catalogue';
import { address as getExternalDestacateCoursesAt } from '@campus/contract/operations/catalogue/getExternalDestacateCourses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The catalogue operations this file calls, typed from the contract. */
const catalogueApi = {
  getExternalDestacateCourses: operation<typeof catalogueOperations.getExternalDestacateCourses>(
    getExternalDestacateCoursesAt,
  ),
};

/** Featured courses (spec §7); the home page's carousel. */
export async function getFeaturedCourses(signal?: AbortSignal): Promise<CourseListingItem[]> {
  const res = await catalogueApi.getExternalDestacateCourses({ params: { proyect_id: PROJECT_ID }, signal });
  return res.data;
}

export const featuredCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'featured'],
    queryFn: ({ signal }) => getFeaturedCourses(signal),
  });

export function useFeaturedCourses() {
  return useQuery(featuredCoursesQueryOptions());
}
