import * as z from 'zod';
import { CLIENT_ERROR_LIMITS } from './client-error-limits.ts';
import './zod-es.ts';

export { CLIENT_ERROR_LIMITS, CLIENT_ERROR_STACK_LINES } from './client-error-limits.ts';

/**
 * POST /api/v1/client-errors: what a page's error boundary caught, for the server's log (sent by
 * navigator.sendBeacon, so without a token). No user data: the message, the stack, the page's path.
 */
export const clientErrorRequestSchema = z.object({
  message: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  path: z.string().startsWith('/').max(CLIENT_ERROR_LIMITS.path),
  section: z
    .string()
    .regex(/^[\w.-]+$/)
    .max(CLIENT_ERROR_LIMITS.section),
});
export type ClientErrorRequest = z.input<typeof clientErrorRequestSchema>;
