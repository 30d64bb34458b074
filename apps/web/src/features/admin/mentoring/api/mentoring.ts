import type {
  AdminMentoringCourse,
  AdminMentoringCourseListQuery,
  AdminMentoringSettingsInput,
  AdminMentoringSettingsResponse,
  AdminSlotBookings,
  AdminSlotInput,
  AdminSlotListQuery,
  AdminSlotPage,
  AdminSlotResponse,
} from '@campus/contract/admin-mentoring';
import type { Paginated } from '@campus/contract/common';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';

type Query = Record<string, string | number | undefined>;
const keys = {
  all: ['admin', 'mentoring'] as const,
  courses: (q: object) => ['admin', 'mentoring', 'courses', q] as const,
  slots: (courseId: number, q: object) => ['admin', 'mentoring', 'slots', courseId, q] as const,
  bookings: (slotId: number) => ['admin', 'mentoring', 'bookings', slotId] as const,
};

export const mentoringCoursesQuery = (q: AdminMentoringCourseListQuery) =>
  queryOptions({
    queryKey: keys.courses(q),
    queryFn: ({ signal }) =>
      adminApi<Paginated<AdminMentoringCourse>>('/api/admin/mentoring/courses', {
        query: q as Query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useMentoringCourses = (q: AdminMentoringCourseListQuery) => useQuery(mentoringCoursesQuery(q));

export const useCourseSlots = (courseId: number, q: AdminSlotListQuery) =>
  useQuery({
    queryKey: keys.slots(courseId, q),
    queryFn: ({ signal }) =>
      adminApi<AdminSlotPage>(`/api/admin/mentoring/courses/${courseId}/slots`, {
        query: q as Query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useSlotBookings = (slotId: number) =>
  useQuery({
    queryKey: keys.bookings(slotId),
    queryFn: ({ signal }) =>
      adminApi<AdminSlotBookings>(`/api/admin/mentoring/slots/${slotId}/bookings`, { signal }),
  });

function useMentoringMutation<V, R>(run: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Creates a session of `courseId`, or edits session `slotId` when given. */
export const useSaveSlot = (courseId: number) =>
  useMentoringMutation(({ slotId, body }: { slotId: number | null; body: AdminSlotInput }) =>
    adminApi<AdminSlotResponse>(
      slotId === null
        ? `/api/admin/mentoring/courses/${courseId}/slots`
        : `/api/admin/mentoring/slots/${slotId}`,
      { method: slotId === null ? 'POST' : 'PUT', body },
    ),
  );

type Done = { message: string; notified: number };
export const useDeleteSlot = () =>
  useMentoringMutation((slotId: number) =>
    adminApi<Done>(`/api/admin/mentoring/slots/${slotId}`, { method: 'DELETE' }),
  );

export const useCancelBooking = () =>
  useMentoringMutation((bookingId: number) =>
    adminApi<Done>(`/api/admin/mentoring/bookings/${bookingId}`, { method: 'DELETE' }),
  );

/** Sets how many upcoming bookings one student may hold in `courseId`. */
export const useSaveMentoringSettings = (courseId: number) =>
  useMentoringMutation((body: AdminMentoringSettingsInput) =>
    adminApi<AdminMentoringSettingsResponse>(`/api/admin/mentoring/courses/${courseId}/settings`, {
      method: 'PUT',
      body,
    }),
  );
