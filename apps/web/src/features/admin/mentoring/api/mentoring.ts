import type {
  AdminMentoringSettingsInput,
  AdminSlotInput,
  AdminSlotListQuery,
} from '@campus/contract/admin-mentoring';
import type { adminMentoringOperations } from '@campus/contract/operations/admin-mentoring';
import { address as bookingsAddress } from '@campus/contract/operations/admin-mentoring/bookings';
import { address as cancelBookingAddress } from '@campus/contract/operations/admin-mentoring/cancelBooking';
import { address as coursesAddress } from '@campus/contract/operations/admin-mentoring/courses';
import { address as createSlotAddress } from '@campus/contract/operations/admin-mentoring/createSlot';
import { address as removeSlotAddress } from '@campus/contract/operations/admin-mentoring/removeSlot';
import { address as slotsAddress } from '@campus/contract/operations/admin-mentoring/slots';
import { address as updateSettingsAddress } from '@campus/contract/operations/admin-mentoring/updateSettings';
import { address as updateSlotAddress } from '@campus/contract/operations/admin-mentoring/updateSlot';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOperation } from '../../api/admin-api.ts';
import { useAuditedWrite } from '../../kit/audited-write.ts';
import { adminList } from '../../kit/list-source.ts';

type Mentoring = typeof adminMentoringOperations;
const slots = adminOperation<Mentoring['slots']>(slotsAddress);
const bookings = adminOperation<Mentoring['bookings']>(bookingsAddress);
const createSlot = adminOperation<Mentoring['createSlot']>(createSlotAddress);
const updateSlot = adminOperation<Mentoring['updateSlot']>(updateSlotAddress);
const removeSlot = adminOperation<Mentoring['removeSlot']>(removeSlotAddress);
const cancelBooking = adminOperation<Mentoring['cancelBooking']>(cancelBookingAddress);
const updateSettings = adminOperation<Mentoring['updateSettings']>(updateSettingsAddress);

const keys = {
  all: ['admin', 'mentoring'] as const,
  courses: ['admin', 'mentoring', 'courses'] as const,
  slots: (courseId: number, q: object) => ['admin', 'mentoring', 'slots', courseId, q] as const,
  bookings: (slotId: number) => ['admin', 'mentoring', 'bookings', slotId] as const,
};

export const mentoringCoursesList = adminList(
  keys.courses,
  adminOperation<Mentoring['courses']>(coursesAddress),
);

export const useCourseSlots = (courseId: number, q: AdminSlotListQuery) =>
  useQuery({
    queryKey: keys.slots(courseId, q),
    queryFn: ({ signal }) => slots({ params: { id: courseId }, query: q, signal }),
    placeholderData: keepPreviousData,
  });

export const useSlotBookings = (slotId: number) =>
  useQuery({
    queryKey: keys.bookings(slotId),
    queryFn: ({ signal }) => bookings({ params: { id: slotId }, signal }),
  });

/** A session, a booking or a setting changes the courses' counts too: the whole section refreshes. */
const refresh = { refresh: [keys.all] };

/** Creates a session of `courseId`, or edits session `slotId` when given. */
export const useSaveSlot = (courseId: number) =>
  useAuditedWrite(
    ({ slotId, body }: { slotId: number | null; body: AdminSlotInput }) =>
      slotId === null
        ? createSlot({ params: { id: courseId }, body })
        : updateSlot({ params: { id: slotId }, body }),
    refresh,
  );

export const useDeleteSlot = () =>
  useAuditedWrite((slotId: number) => removeSlot({ params: { id: slotId } }), refresh);

export const useCancelBooking = () =>
  useAuditedWrite((bookingId: number) => cancelBooking({ params: { id: bookingId } }), refresh);

/** Sets how many upcoming bookings one student may hold in `courseId`. */
export const useSaveMentoringSettings = (courseId: number) =>
  useAuditedWrite(
    (body: AdminMentoringSettingsInput) => updateSettings({ params: { id: courseId }, body }),
    refresh,
  );
