// The session cookie repeats the stored session for the student pages' addresses, so the server can
// render them; it must never outlive the session it repeats.
import { SESSION_COOKIE } from '@campus/contract/pages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearLocalData,
  clearSession,
  STORAGE_KEYS,
  type StoredUser,
  sessionSnapshot,
  storeSession,
  syncSessionCookie,
} from './storage.ts';

const user: StoredUser = {
  id: 7,
  email: 'ana@ejemplo.com',
  person: {
    people_first_name: 'Ana',
    people_surnames: 'Paredes',
    people_document: '',
    people_phone: '',
    people_mobile: '',
    people_birthday: null,
    sex: '',
  },
};

/** The session cookie as a student page of the site sees it (it is sent to /v2 only). */
function sessionCookie(): string | null {
  window.history.replaceState(null, '', '/v2/cart');
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)) : null;
}

function cookieOnPublicPages(): boolean {
  window.history.replaceState(null, '', '/contacto');
  return document.cookie.includes(SESSION_COOKIE);
}

beforeEach(() => {
  localStorage.clear();
  clearSession();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the session cookie', () => {
  it('login stores the token in the cookie, for the student pages only', () => {
    storeSession('token+de/ana=', user);
    expect(sessionCookie()).toBe('token+de/ana=');
    expect(cookieOnPublicPages()).toBe(false);
  });

  it('Salir and a 401 delete it with the session', () => {
    storeSession('t1', user);
    clearSession();
    expect(sessionCookie()).toBeNull();
    storeSession('t2', user);
    clearLocalData();
    expect(sessionCookie()).toBeNull();
  });

  it('a page load makes it agree with the stored session', () => {
    // A session stored before the cookie existed.
    localStorage.setItem(STORAGE_KEYS.token, 'antiguo');
    localStorage.setItem(STORAGE_KEYS.isLogIn, 'true');
    syncSessionCookie();
    expect(sessionCookie()).toBe('antiguo');
    // Storage cleared by other means: the cookie goes too.
    localStorage.clear();
    syncSessionCookie();
    expect(sessionCookie()).toBeNull();
  });

  it('what a page rendered for a session reads while it hydrates: the user, never the token', () => {
    const read = sessionSnapshot(user);
    expect(JSON.parse(read(STORAGE_KEYS.user)!)).toEqual(user);
    expect(read(STORAGE_KEYS.isLogIn)).toBe('true');
    expect(read(STORAGE_KEYS.token)).toBeTruthy();
    expect(read(STORAGE_KEYS.firstName)).toBeNull();
  });
});
