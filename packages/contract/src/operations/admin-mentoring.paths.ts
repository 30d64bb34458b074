// Where each operator mentoring operation lives: one module per operation
// (./admin-mentoring/<operation>.ts). No zod here; the schemas stay in ./admin-mentoring.ts.

import { address as bookings } from './admin-mentoring/bookings.ts';
import { address as cancelBooking } from './admin-mentoring/cancelBooking.ts';
import { address as courses } from './admin-mentoring/courses.ts';
import { address as createSlot } from './admin-mentoring/createSlot.ts';
import { address as removeSlot } from './admin-mentoring/removeSlot.ts';
import { address as slots } from './admin-mentoring/slots.ts';
import { address as updateSettings } from './admin-mentoring/updateSettings.ts';
import { address as updateSlot } from './admin-mentoring/updateSlot.ts';

/** Every operator mentoring operation's address, for the contract's router. */
export const adminMentoringPaths = {
  courses,
  slots,
  updateSettings,
  createSlot,
  updateSlot,
  removeSlot,
  bookings,
  cancelBooking,
} as const;
