import { USER_TOKEN_TTL_SECONDS } from '@campus/contract/constants';
import { SESSION_COOKIE, SESSION_COOKIE_PATH } from '@campus/contract/pages';
import { useSyncExternalStore } from 'react';

/** Storage keys of spec §3 plus the tokens. Kept in one place so logout clears all of them. */
export const STORAGE_KEYS = {
  isLogIn: 'isLogIn',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  codeRelation: 'codeRelation',
  user: 'user',
  token: 'token',
  clientToken: 'clientToken',
  offlineCart: 'offlineCart',
} as const;

/** Session storage: the webinar thanks flag (spec §2 standalone routes). */
export const SESSION_KEYS = { webinarThanks: 'webinarThanks' } as const;

export type StoredPerson = {
  people_first_name: string;
  people_surnames: string;
  people_document: string;
  people_phone: string;
  people_mobile: string;
  people_birthday: string | null;
  sex: string;
  image?: string | null;
};
export type StoredUser = { id: number; email: string; person: StoredPerson };

const CHANGE_EVENT = 'campus:storage';

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  return safeStorage()?.getItem(key) ?? null;
}

export function writeString(key: string, value: string | null): void {
  const storage = safeStorage();
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, value === null ? null : JSON.stringify(value));
}

/**
 * Repeats the stored token in the session cookie (contract `SESSION_COOKIE`), sent only with the
 * student pages' addresses so the server can render them; null deletes it.
 */
function writeSessionCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value =
    token === null
      ? '; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
      : `${encodeURIComponent(token)}; Max-Age=${USER_TOKEN_TTL_SECONDS}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari, which students use
  document.cookie = `${SESSION_COOKIE}=${value}; Path=${SESSION_COOKIE_PATH}; SameSite=Lax${secure}`;
}

/**
 * Makes the session cookie agree with the stored session, once per page load: sessions stored
 * before the cookie existed get it, and a cookie left by storage cleared elsewhere goes.
 */
export function syncSessionCookie(): void {
  writeSessionCookie(readString(STORAGE_KEYS.isLogIn) === 'true' ? readString(STORAGE_KEYS.token) : null);
}

/** Saves what login returns (spec §4: token, user and login flag). */
export function storeSession(token: string, user: StoredUser): void {
  writeString(STORAGE_KEYS.token, token);
  writeJson(STORAGE_KEYS.user, user);
  writeString(STORAGE_KEYS.isLogIn, 'true');
  writeSessionCookie(token);
}

/** Forgets the logged-in user (Salir). The offline cart is kept; see clearLocalData for a 401. */
export function clearSession(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.isLogIn])
    safeStorage()?.removeItem(key);
  writeSessionCookie(null);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Spec §4/§8 ("a 401 on the cart or course list clears local storage and reloads"): everything
 * this site keeps on the device goes, the session and the user's own data with it (names, email,
 * lead tag, offline cart, remembered form values), so nothing of theirs outlives the session.
 */
export function clearLocalData(): void {
  safeStorage()?.clear();
  writeSessionCookie(null);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * What the stored keys read while a server-rendered page hydrates (and on the server): nothing on a
 * public page, which the server renders for every visitor alike; on a student page the server
 * rendered for a session, that session (`sessionSnapshot`), so the first render matches its HTML.
 */
let serverSnapshot: (key: string) => string | null = () => null;

export function setServerSnapshot(read: (key: string) => string | null): void {
  serverSnapshot = read;
}

/**
 * The stored keys as the server saw them when it rendered a page for `user`. The token itself never
 * leaves the server in a page: the guards only ask whether there is one.
 */
export function sessionSnapshot(user: StoredUser): (key: string) => string | null {
  const values: Record<string, string> = {
    [STORAGE_KEYS.user]: JSON.stringify(user),
    [STORAGE_KEYS.token]: 'session',
    [STORAGE_KEYS.isLogIn]: 'true',
  };
  return (key) => values[key] ?? null;
}

function subscribe(callback: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', callback);
  };
}

/** The stored user, re-rendering when it changes in this tab or another. */
export function useStoredUser(): StoredUser | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => readString(STORAGE_KEYS.user),
    () => serverSnapshot(STORAGE_KEYS.user),
  );
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

export function useStoredString(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readString(key),
    () => serverSnapshot(key),
  );
}
