import { ApiError, api } from '../../../lib/api-client.ts';
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

/** Query keys of the area: every key starts with 'admin', so logout drops them all. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  auditAll: ['admin', 'audit'] as const,
};
