import type {
  AdminMentoringCourse,
  AdminMentoringSettingsInput,
  AdminMentoringSettingsResponse,
  AdminSlotBookings,
  AdminSlotInput,
  AdminSlotListQuery,
  AdminSlotPage,
  AdminSlotResponse,
} from '@campus/contract/admin-mentoring';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList } from '../../kit/list-source.ts';

type Query = Record<string, string | number | undefined>;
const keys = {
  all: ['admin', 'mentoring'] as const,
  courses: ['admin', 'mentoring', 'courses'] as const,
  slots: (courseId: number, q: object) => ['admin', 'mentoring', 'slots', courseId, q] as const,
  bookings: (slotId: number) => ['admin', 'mentoring', 'bookings', slotId] as const,
};

export const mentoringCoursesList = adminList<AdminMentoringCourse>(
  keys.courses,
  '/api/admin/mentoring/courses',
);

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

/** A session, a booking or a setting changes the courses' counts too: the whole section refreshes. */
const refresh = { refresh: [keys.all] };

/** Creates a session of `courseId`, or edits session `slotId` when given. */
export const useSaveSlot = (courseId: number) =>
  useAuditedWrite(
    ({ slotId, body }: { slotId: number | null; body: AdminSlotInput }) =>
      adminApi<AdminSlotResponse>(
        slotId === null
          ? `/api/admin/mentoring/courses/${courseId}/slots`
          : `/api/admin/mentoring/slots/${slotId}`,
        { method: slotId === null ? 'POST' : 'PUT', body },
      ),
    refresh,
  );

type Done = { message: string; notified: number };
export const useDeleteSlot = () =>
  useAuditedWrite(
    (slotId: number) => adminApi<Done>(`/api/admin/mentoring/slots/${slotId}`, { method: 'DELETE' }),
    refresh,
  );

export const useCancelBooking = () =>
  useAuditedWrite(
    (bookingId: number) => adminApi<Done>(`/api/admin/mentoring/bookings/${bookingId}`, { method: 'DELETE' }),
    refresh,
  );

/** Sets how many upcoming bookings one student may hold in `courseId`. */
export const useSaveMentoringSettings = (courseId: number) =>
  useAuditedWrite(
    (body: AdminMentoringSettingsInput) =>
      adminApi<AdminMentoringSettingsResponse>(`/api/admin/mentoring/courses/${courseId}/settings`, {
        method: 'PUT',
        body,
      }),
    refresh,
  );
