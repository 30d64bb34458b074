import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts a 422 answer's per-field messages (`errors: {field: [mensaje]}`) on the form's fields and
 * focuses the first one. `fields` maps the API's field names to the form's. Returns whether any
 * message found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, FieldPath<T>>>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  let first = true;
  for (const [apiField, messages] of Object.entries(error.errors)) {
    const field = fields[apiField];
    const message = messages[0];
    if (!field || !message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
