import type { CoursePage } from '@campus/contract/catalogue';
import { PROJECT_ID } from '@campus/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '../../../lib/catalogue-api.ts';

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
