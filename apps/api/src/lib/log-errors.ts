// Errors as the logs show them. A failed query's error carries its parameters: Drizzle writes them
// into the message ("Failed query: … params: <token hash>,<e-mail>,<password hash>,<phone>") and
// keeps them in `params`; PostgreSQL's `detail` repeats the offending values ("Key (email)=(…)").
// None of that may reach a log: only the SQL text (placeholders, no values), the SQLSTATE and the
// constraint name are kept. Messages may also quote a URL, an order's reference or a signed link
// (a provider's refusal, a failed fetch): they go through `redactText`, as every kept string does.
import { redactText } from './redact-url.ts';

/**
 * From Drizzle's "params:" line up to the stack's first frame ("\n    at ") or the end. The frame's
 * indent is spaces and tabs, not `\s`: with `\s+` a run of n line breaks in a parameter cost n²
 * steps (0.8 s for 20,000), as the lookahead rescanned the run at each of them.
 */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n[ \t]+at |$)/g;
/** Properties that hold query values, row data or connection secrets. */
const DROPPED = new Set([
  'params',
  'parameters',
  'detail',
  'where',
  'internalQuery',
  'values',
  'connectionString',
]);

/** The message without the query parameters Drizzle appends to it. */
export function safeErrorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return redactText(message.replace(PARAMS_IN_TEXT, '\nparams: [oculto]'));
}

export type SafeError = {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
};

/** pino's `err` serializer, minus query parameters and values; follows `cause` a few levels. */
export function serializeError(err: Error): SafeError {
  return serializeAny(err, 0) as SafeError;
}

function serializeAny(err: unknown, depth: number): unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? safeErrorMessage(err) : err;
  const out: SafeError = {
    type: err.constructor?.name ?? 'Error',
    message: safeErrorMessage(err),
    stack: redactText((err.stack ?? '').replace(PARAMS_IN_TEXT, '\nparams: [oculto]')),
  };
  for (const [key, value] of Object.entries(err)) {
    if (DROPPED.has(key) || key === 'cause' || key === 'message' || key === 'stack') continue;
    if (typeof value === 'string') out[key] = redactText(value);
    else if (value === null || ['number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 3) out.cause = serializeAny(cause, depth + 1);
  return out;
}
