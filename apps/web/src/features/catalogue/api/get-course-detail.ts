import type { CourseDetail } from '@campus/contract/catalogue';
import { PROJECT_ID } from '@campus/contract/constants';
import type { catalogueOperations } from '@campus/contract/operations/catalogue';
import { address as getExternalCoursesDetailAt } from '@campus/contract/operations/catalogue/getExternalCoursesDetail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The catalogue operations this file calls, typed from the contract. */
const catalogueApi = {
  getExternalCoursesDetail:
    operation<typeof catalogueOperations.getExternalCoursesDetail>(getExternalCoursesDetailAt),
};

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
