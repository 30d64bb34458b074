import { useSyncExternalStore } from 'react';

/**
 * The operator's session lives in sessionStorage under its own keys: a student session (local
 * storage, cleared on the student's logout) and an operator session never mix, and closing the
 * tab ends the operator's.
 */
export const ADMIN_STORAGE_KEYS = { token: 'adminToken', email: 'adminEmail' } as const;
const CHANGE_EVENT = 'campus:admin-session';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readAdminToken(): string | null {
  return store()?.getItem(ADMIN_STORAGE_KEYS.token) ?? null;
}

export function readAdminEmail(): string | null {
  return store()?.getItem(ADMIN_STORAGE_KEYS.email) ?? null;
}

export function saveAdminSession(token: string, email: string): void {
  store()?.setItem(ADMIN_STORAGE_KEYS.token, token);
  store()?.setItem(ADMIN_STORAGE_KEYS.email, email);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearAdminSession(): void {
  store()?.removeItem(ADMIN_STORAGE_KEYS.token);
  store()?.removeItem(ADMIN_STORAGE_KEYS.email);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(callback: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, callback);
  return () => window.removeEventListener(CHANGE_EVENT, callback);
}

export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, readAdminToken, () => null);
}
