import { CLIENT_ERROR_LIMITS as LIMITS } from '@campus/contract/client-error-limits';
import { address as clientErrors } from '@campus/contract/operations/site/clientErrors';
import { sendBeacon } from './beacon.ts';

/**
 * Tells the server's log that `section` of this page threw (the contract's clientErrors): the
 * message, the stack and the path, never the query or hash (a token may travel there) nor anything
 * the visitor typed; sent even when the visitor leaves.
 */
export function reportClientError(error: unknown, section: string) {
  const e = error instanceof Error ? error : new Error(String(error));
  const body = JSON.stringify({
    message: (e.message.trim() || e.name).slice(0, LIMITS.message),
    stack: e.stack?.slice(0, LIMITS.stack),
    path: location.pathname.slice(0, LIMITS.path),
    section,
  });
  sendBeacon(clientErrors.path, body);
}
