import type { CourseDetail } from '@campus/contract/catalogue';
import { PROJECT_ID } from '@campus/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueApi } from '../../../lib/catalogue-api.ts';

export async function getCourseDetail(courseId: number, signal?: AbortSignal): Promise<CourseDetail> {
  const res = await catalogueApi.getExternalCoursesDetail({
    body: { course_id: courseId, proyect_id: PROJECT_ID },
    signal,
  });
  return res.data;
}

export const courseDetailQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'detail', courseId],
    queryFn: ({ signal }) => getCourseDetail(courseId, signal),
  });

export function useCourseDetail(courseId: number | null) {
  return useQuery({ ...courseDetailQueryOptions(courseId ?? 0), enabled: courseId !== null });
}
