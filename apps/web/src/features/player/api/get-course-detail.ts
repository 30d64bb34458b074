import type { MountedCourse } from '@campus/contract/learning';
import type { learningOperations } from '@campus/contract/operations/learning';
import { address as getUserCourseDetailAt } from '@campus/contract/operations/learning/getUserCourseDetail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';
import { readJson, STORAGE_KEYS, type StoredUser, useStoredUser } from '../../../lib/storage.ts';

/** The learning operations this file calls, typed from the contract. */
const learningApi = {
  getUserCourseDetail: operation<typeof learningOperations.getUserCourseDetail>(getUserCourseDetailAt),
};

export const courseDetailKey = (courseId: number) => ['learning-course', courseId] as const;

/** The course with modules, lessons, resources and progress. */
export function getCourseDetail(
  userId: number,
  courseId: number,
  signal?: AbortSignal,
): Promise<MountedCourse> {
  return learningApi
    .getUserCourseDetail({ body: { user_id: userId, mounted_course_id: courseId }, signal })
    .then((res) => res.mounted_curses);
}

/** How long a request started by `startCourseDetail` may stand in for the query's own. */
const EARLY_MS = 10_000;
let early: { userId: number; courseId: number; at: number; answer: Promise<MountedCourse> } | null = null;

/**
 * Asks for the course of the player's URL when the router starts loading the player's code
 * (router.tsx; main.tsx loads a page's code before the first render), beside that code instead of
 * after it: on a slow link each is a round trip more before the lesson can paint (BENCHMARKS.md). The first query for that course takes the answer, once.
 */
export function startCourseDetail(pathname: string): void {
  const courseId = Number(/^\/v2\/courses\/(\d+)(?:\/|$)/.exec(pathname)?.[1] ?? 0);
  const user = readJson<StoredUser>(STORAGE_KEYS.user);
  if (!courseId || !user?.id) return;
  const answer = getCourseDetail(user.id, courseId);
  // Its failure is the query's to show; nothing may stay unhandled meanwhile.
  answer.catch(() => {});
  early = { userId: user.id, courseId, at: Date.now(), answer };
}

function takeEarly(userId: number, courseId: number): Promise<MountedCourse> | null {
  const taken = early;
  if (!taken || taken.userId !== userId || taken.courseId !== courseId) return null;
  early = null;
  return Date.now() - taken.at < EARLY_MS ? taken.answer : null;
}

export const courseDetailQueryOptions = (userId: number, courseId: number) =>
  queryOptions({
    queryKey: courseDetailKey(courseId),
    queryFn: ({ signal }) => takeEarly(userId, courseId) ?? getCourseDetail(userId, courseId, signal),
    // Signed media links last hours; a fresh detail every few minutes keeps them valid.
    staleTime: 60_000,
  });

/** The course as the logged-in student sees it (locks, release dates, progress). */
export function useCourseDetail(courseId: number) {
  const user = useStoredUser();
  return useQuery({ ...courseDetailQueryOptions(user?.id ?? 0, courseId), enabled: !!user && courseId > 0 });
}
