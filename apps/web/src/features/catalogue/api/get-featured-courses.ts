import type { CourseListingItem } from '@campus/contract/catalogue';
import { PROJECT_ID } from '@campus/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '../../../lib/catalogue-api.ts';

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
