import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { STORAGE_KEYS, useStoredString, useStoredUser } from '../lib/storage.ts';

/** Spec §2: a logged-in user (user stored locally) is sent to /v2/home from public and auth routes. */
export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  return user ? <Navigate to={paths.student.home} replace /> : children;
}

/** Spec §2: routes needing authentication require the stored access token, otherwise go to /. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useStoredString(STORAGE_KEYS.token);
  return token ? children : <Navigate to={paths.home} replace />;
}
