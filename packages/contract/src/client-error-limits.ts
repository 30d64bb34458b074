// Sizes of a browser's error report (POST /api/v1/client-errors), without zod: the web's reporter,
// which every page loads, cuts its fields to them before sending.

export const CLIENT_ERROR_LIMITS = {
  /** The error's message. */
  message: 500,
  /** The stack as the browser wrote it; the server keeps fewer lines (CLIENT_ERROR_STACK_LINES). */
  stack: 4000,
  /** The page's path, without query or hash (a token may travel in them). */
  path: 300,
  /** Which boundary caught it: 'route', or a section's name ('home.hero'). */
  section: 60,
} as const;

/** Lines of the stack the server writes to its log. */
export const CLIENT_ERROR_STACK_LINES = 12;
