// Stable error codes. Every error body is `{message, code, errors?}`: `message` is Spanish for people
// (and may be reworded), `code` is for programs and never changes. Clients branch on `code` (or the
// HTTP status), never on the message text. The spec's own answer values ('exist', 'noProcess', the
// cart's numeric code 22) are answers, not errors, and keep their §7 shapes. No zod here: the web's
// public bundle imports this.
export const ERROR_CODES = {
  // Generic, one per status the error handler produces.
  /** 422: a field is missing or wrong; `errors` names the fields. */
  validation: 'validation',
  /** 400: the body is not JSON. */
  malformedJson: 'malformed_json',
  /** 400: the address is not valid percent-encoding (`%E0%A4%A`). */
  badUrl: 'bad_url',
  /** 401: no token, a bad or expired one, or a user call with a client token. */
  unauthenticated: 'unauthenticated',
  /** 403: authenticated, but this is not yours to see or change. */
  forbidden: 'forbidden',
  /** 404: unknown id (or a route that does not exist). */
  notFound: 'not_found',
  /** 409: the request clashes with the current state. */
  conflict: 'conflict',
  /** 413. */
  payloadTooLarge: 'payload_too_large',
  /** 415. */
  unsupportedMediaType: 'unsupported_media_type',
  /** 429: rate limited; `Retry-After` says when to try again. */
  tooManyRequests: 'too_many_requests',
  /** 500: never carries internals. */
  internal: 'internal',
  /** 503: the database is down or too slow; `Retry-After` says when to try again. */
  serviceUnavailable: 'service_unavailable',

  // Specific, where a client shows something different.
  /** 401 on POST /oauth/token: wrong client id or secret. */
  invalidClient: 'invalid_client',
  /** 401 on POST /api/v1/login: '¡Usuario o contraseña incorrectos!' (spec §8). */
  loginFailed: 'login_failed',
  /** 403 on POST /api/v1/login: right password, but the role may not use the student login (spec §6). */
  noPermission: 'no_permission',
  /** 403 on POST /api/v1/resetPassword: '¡Email no registrado!' (spec §7). */
  emailNotRegistered: 'email_not_registered',
  /** 422 on POST /api/v1/resetPassConfirm: the link is unknown, used or expired (field `token`). */
  resetLinkInvalid: 'reset_link_invalid',
  /** 422 on any form with a captcha: the ALTCHA payload is missing, wrong, expired or spent (field `captcha`). */
  captchaFailed: 'captcha_failed',
  /** 403: the course is not one of the user's (locked lessons, player, questions, notes). */
  notEnrolled: 'not_enrolled',
  /** 409 on the heartbeat: the video's length is not registered on the server, so no progress counts. */
  durationUnknown: 'duration_unknown',
  /** The user already owns the course (cart, checkout). */
  alreadyOwned: 'already_owned',
  /** The course is already in the cart. */
  alreadyInCart: 'already_in_cart',
  /** Deleting a question that has answers (spec §7: 401 on deleteQuestion). */
  questionHasAnswers: 'question_has_answers',
  /** Book pre-sale (422, field `price`): the link's price is not the offer's; nothing was charged. */
  priceMismatch: 'price_mismatch',
  /** Mentoring (409): no place left; the session has started; the student already holds a place. */
  mentoryFull: 'mentory_full',
  mentoryPast: 'mentory_past',
  mentoryAlreadyBooked: 'mentory_already_booked',
  /** Mentoring: cancelling a place the student does not hold (404), or after the cut-off (409). */
  mentoryNotBooked: 'mentory_not_booked',
  mentoryCancelClosed: 'mentory_cancel_closed',
  /** 409 on POST /api/v2/mentory-user: the student already holds the course's most upcoming bookings. */
  mentoryLimitReached: 'mentory_limit_reached',
  /** Certificates: the course gives none (404); below 75 % (403, the message shows the percent). */
  certificateNotOffered: 'certificate_not_offered',
  certificateBelowThreshold: 'certificate_below_threshold',
  /** Certificates: the PDF of one not issued yet (404). */
  certificateNotIssued: 'certificate_not_issued',
  /** Certificates: the PDF of a revoked one (410); issuing while the profile has no name (409). */
  certificateRevoked: 'certificate_revoked',
  certificateNoProfileName: 'certificate_no_profile_name',
  /** Operator login (401): the second factor is on and no code was sent; a wrong or reused code. */
  totpRequired: 'totp_required',
  totpInvalid: 'totp_invalid',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export { errorCodeForStatus } from './error-status.ts';

/** Every error answer of the API (route schemas: `messageSchema`, `validationErrorSchema` in common.ts). */
export type ErrorBody = { message: string; code: ErrorCode; errors?: Record<string, string[]> };
