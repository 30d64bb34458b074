// The register form's rules (spec §5), built from the contract's own, as the server applies them.
// The register page fetches this module once the form is on screen (lib/lazy-zod-resolver.ts).
import {
  AUTH_MESSAGES,
  accountEmailSchema,
  isValidBirthDate,
  passwordSchema,
  personNameSchema,
} from '@campus/contract/auth';
import { captchaPayloadSchema } from '@campus/contract/captcha';
import { parsePhone, phoneMessage } from '@campus/contract/phone-rules';
import * as z from 'zod';
import { authMessages } from '../../../messages/auth.ts';
import { birthDateOf } from './birth-date-field.tsx';

const t = authMessages.register;

export const registerFormSchema = z
  .object({
    name: personNameSchema('nombre'),
    lname: personNameSchema('apellidos'),
    email: accountEmailSchema,
    password: passwordSchema,
    /** Optional; validated with its country below. */
    movil: z.string().max(40),
    movilCountry: z.string(),
    birthDay: z.string().min(1, t.birthDateRequired),
    birthMonth: z.string().min(1, t.birthDateRequired),
    birthYear: z.string().min(1, t.birthDateRequired),
    privacy: z.boolean().refine((v) => v, AUTH_MESSAGES.termsRequired),
    captcha: captchaPayloadSchema,
  })
  .superRefine((v, ctx) => {
    if (v.birthDay && v.birthMonth && v.birthYear && !isValidBirthDate(birthDateOf(v))) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.birthDateInvalid, path: ['birthDay'] });
    }
    if (v.movil.trim() !== '') {
      const phone = parsePhone(v.movil, v.movilCountry);
      if (!phone.ok) ctx.addIssue({ code: 'custom', message: phoneMessage(phone.problem), path: ['movil'] });
    }
  });
export type RegisterForm = z.input<typeof registerFormSchema>;
