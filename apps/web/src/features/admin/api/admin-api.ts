import { ApiError, api, operationVia } from '../../../lib/api-client.ts';
import { clearAdminSession, readAdminToken } from '../lib/session.ts';

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
};

/**
 * Calls /api/admin with the operator's token (never the student's). A 401 ends the operator
 * session here: the guard then shows the operator login.
 */
export async function adminApi<T>(path: string, options: Options = {}): Promise<T> {
  const token = readAdminToken();
  if (!token) {
    clearAdminSession();
    throw new ApiError(401, 'Su sesión terminó. Ingrese de nuevo.');
  }
  try {
    return await api<T>(path, { ...options, token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearAdminSession();
    throw error;
  }
}

/**
 * One operator operation of the contract as a typed call through `adminApi()` (the operator's
 * token, the session ended on 401). Like `operation()`, its type comes from the domain's router (a
 * type import) and its address from the operation's zod-free module, which must be that
 * operation's: `adminOperation<typeof adminLegalOperations.update>(updateAddress)({ params, body })`.
 */
export const adminOperation = operationVia<Options>(adminApi);

/** Query keys of the area: every key starts with 'admin', so logout drops them all. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  auditAll: ['admin', 'audit'] as const,
};
