// The password-reset forms' rules, the contract's own, as the server applies them. Their pages fetch
// this module once the form is on screen (lib/lazy-zod-resolver.ts), so a phone paints it first.
import { accountEmailSchema, passwordSchema } from '@campus/contract/auth';
import * as z from 'zod';

export const resetRequestForm = z.object({ email: accountEmailSchema });
export const newPasswordForm = z.object({ password: passwordSchema });
