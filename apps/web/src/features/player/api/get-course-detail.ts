import type { MountedCourse, UserCourseDetailResponse } from '@campus/contract/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useStoredUser } from '../../../lib/storage.ts';

export const courseDetailKey = (courseId: number) => ['learning-course', courseId] as const;

/** POST /api/v1/getUserCourseDetail: the course with modules, lessons, resources and progress. */
export function getCourseDetail(
  userId: number,
  courseId: number,
  signal?: AbortSignal,
): Promise<MountedCourse> {
  return api<UserCourseDetailResponse>('/api/v1/getUserCourseDetail', {
    method: 'POST',
    body: { user_id: userId, mounted_course_id: courseId },
    signal,
  }).then((res) => res.mounted_curses);
}

export const courseDetailQueryOptions = (userId: number, courseId: number) =>
  queryOptions({
    queryKey: courseDetailKey(courseId),
    queryFn: ({ signal }) => getCourseDetail(userId, courseId, signal),
    // Signed media links last hours; a fresh detail every few minutes keeps them valid.
    staleTime: 60_000,
  });

/** The course as the logged-in student sees it (locks, release dates, progress). */
export function useCourseDetail(courseId: number) {
  const user = useStoredUser();
  return useQuery({ ...courseDetailQueryOptions(user?.id ?? 0, courseId), enabled: !!user && courseId > 0 });
}
