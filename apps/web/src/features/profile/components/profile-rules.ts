// The settings page's form rules, the contract's own, as the server applies them. The forms fetch
// this module once they are on screen (lib/lazy-zod-resolver.ts), so a phone paints the page first.
import { changePasswordRequestSchema, personalDataSchema } from '@campus/contract/profile';
import type * as z from 'zod';

export const personalForm = personalDataSchema.pick({
  name: true,
  last_name: true,
  document: true,
  phone: true,
  movil: true,
});
export type PersonalValues = z.input<typeof personalForm>;

/** PUT /api/v2/userPassword's own rules: the new password twice ('Las contraseñas deben coincidir'). */
export const passwordForm = changePasswordRequestSchema;
export type PasswordValues = z.input<typeof passwordForm>;
