import type { CoursePage } from '@campus/contract/catalogue';
import { PROJECT_ID } from '@campus/contract/constants';
import type { catalogueOperations } from '@campus/contract/operations/catalogue';
import { address as getRelatedCoursesAt } from '@campus/contract/operations/catalogue/getRelatedCourses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The catalogue operations this file calls, typed from the contract. */
const catalogueApi = {
  getRelatedCourses: operation<typeof catalogueOperations.getRelatedCourses>(getRelatedCoursesAt),
};

const RELATED_COUNT = 4;

/** Courses sharing a category with this one (spec §7 getRelatedCourses). */
export function getRelatedCourses(courseId: number, signal?: AbortSignal): Promise<CoursePage> {
  return catalogueApi.getRelatedCourses({
    params: { proyect_id: PROJECT_ID, perPage: RELATED_COUNT },
    query: { page: 1, course_id: courseId },
    signal,
  });
}

export const relatedCoursesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'related', courseId],
    queryFn: ({ signal }) => getRelatedCourses(courseId, signal),
  });

export function useRelatedCourses(courseId: number | null) {
  return useQuery({ ...relatedCoursesQueryOptions(courseId ?? 0), enabled: courseId !== null });
}
