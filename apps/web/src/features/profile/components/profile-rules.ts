// The settings page's form rules, the contract's own, as the server applies them. The forms fetch
// this module once they are on screen (lib/lazy-zod-resolver.ts), so a phone paints the page first.
import { anyPasswordSchema, passwordSchema } from '@campus/contract/auth';
import { personalDataSchema } from '@campus/contract/profile';
import * as z from 'zod';
import { profileMessages } from '../../../messages/profile.ts';

export const personalForm = personalDataSchema.pick({
  name: true,
  last_name: true,
  document: true,
  phone: true,
  movil: true,
});
export type PersonalValues = z.input<typeof personalForm>;

export const passwordForm = z
  .object({
    current_password: anyPasswordSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: profileMessages.password.mismatch,
    path: ['password_confirmation'],
  });
export type PasswordValues = z.input<typeof passwordForm>;
