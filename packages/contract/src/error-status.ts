// The code a status gets when an error names none. Its own module, free of the ERROR_CODES table,
// so the web's API client (in the public bundle) carries this and not every code (errors.ts).
import type { ErrorCode } from './errors.ts';

export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'malformed_json';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    default:
      return status >= 500 ? 'internal' : 'validation';
  }
}
