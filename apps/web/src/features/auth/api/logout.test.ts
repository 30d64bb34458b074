import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER } from '../../../../test/support/session.ts';
import { readString, STORAGE_KEYS, storeSession } from '../../../lib/storage.ts';
import { logout } from './logout.ts';

const user = STORED_USER;

beforeEach(() => {
  localStorage.clear();
  storeSession('token-de-usuario', user);
});
afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('a double click sends one logout, and both clicks end the session', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = logout();
    const second = logout();
    answer(new Response(JSON.stringify({ message: 'Sesión cerrada.' }), { status: 200 }));
    await Promise.all([first, second]);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(readString(STORAGE_KEYS.token)).toBeNull();
    expect(readString(STORAGE_KEYS.isLogIn)).toBeNull();
  });

  it('forgets the session here even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await logout();
    expect(readString(STORAGE_KEYS.token)).toBeNull();
    expect(readString(STORAGE_KEYS.user)).toBeNull();
  });
});
