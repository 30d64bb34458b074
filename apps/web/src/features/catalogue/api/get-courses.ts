import type { CoursePage } from '@campus/contract/catalogue';
import { PROJECT_ID } from '@campus/contract/constants';
import type { catalogueOperations } from '@campus/contract/operations/catalogue';
import { address as coursesAt } from '@campus/contract/operations/catalogue/courses';
import { address as getExternalAllCoursesAt } from '@campus/contract/operations/catalogue/getExternalAllCourses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The catalogue operations this file calls, typed from the contract. */
const catalogueApi = {
  courses: operation<typeof catalogueOperations.courses>(coursesAt),
  getExternalAllCourses: operation<typeof catalogueOperations.getExternalAllCourses>(getExternalAllCoursesAt),
};

/** What a course list shows (spec §2 Category page: a category id, 'free', 'all' or 'search'). */
export type CourseFilter =
  | { kind: 'all' }
  | { kind: 'free' }
  | { kind: 'search'; q: string }
  | { kind: 'category'; id: number };

export const COURSES_PER_PAGE = 12;

/** One page over the v2 paginated endpoints. */
export function getCourses(filter: CourseFilter, page: number, signal?: AbortSignal): Promise<CoursePage> {
  const query = { page };
  if (filter.kind === 'category') {
    return catalogueApi.courses({
      params: { proyect_id: PROJECT_ID, categoryId: filter.id, perPage: COURSES_PER_PAGE },
      query,
      signal,
    });
  }
  return catalogueApi.getExternalAllCourses({
    params: { proyect_id: PROJECT_ID, perPage: COURSES_PER_PAGE },
    query: {
      ...query,
      search: filter.kind === 'search' ? filter.q : undefined,
      free: filter.kind === 'free' ? '1' : undefined,
    },
    signal,
  });
}

export const coursesQueryOptions = (filter: CourseFilter, page: number) =>
  queryOptions({
    queryKey: ['catalogue', 'courses', filter, page],
    queryFn: ({ signal }) => getCourses(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export function useCourses(filter: CourseFilter, page: number) {
  return useQuery(coursesQueryOptions(filter, page));
}
