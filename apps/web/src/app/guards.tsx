import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { STORAGE_KEYS, useStoredString, useStoredUser } from '../lib/storage.ts';

/**
 * Logged in means both the stored user and the stored access token (spec §2 names one for each
 * rule). Both guards ask this one question, so a half-stored session (a user without a token,
 * left by an older version) can never bounce between `/` and `/v2/home`.
 */
function useLoggedIn(): boolean {
  const user = useStoredUser();
  const token = useStoredString(STORAGE_KEYS.token);
  return Boolean(user && token);
}

/** Spec §2: a logged-in user is sent to /v2/home from public and auth routes. */
export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  return useLoggedIn() ? <Navigate to={paths.student.home} replace /> : children;
}

/** Spec §2: routes needing authentication require the stored access token, otherwise go to /. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return useLoggedIn() ? children : <Navigate to={paths.home} replace />;
}
