import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { readString, STORAGE_KEYS } from '../../../lib/storage.ts';
import { login, loginStudent, NoPermissionError } from './login.ts';

type Answer = { status: number; body: unknown };

/** The authorization header of each request of the last fakeFetch. */
let bearers: Array<string | null> = [];

function fakeFetch(...answers: Answer[]) {
  const urls: string[] = [];
  bearers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      urls.push(url);
      bearers.push(new Headers(init.headers).get('authorization'));
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected request to ${url}`);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return urls;
}

const user = {
  id: 3,
  email: 'ana@ejemplo.com',
  person: {
    people_first_name: 'Ana',
    people_surnames: 'Pérez',
    people_document: '',
    people_phone: '',
    people_mobile: '',
    people_birthday: null,
    sex: '',
    image: null,
  },
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.clientToken, 'cliente');
  document.head.innerHTML = '<meta name="oauth-client-secret" content="secreto">';
});
afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('answers wrong credentials once: no token renewal, no second attempt', async () => {
    const urls = fakeFetch({
      status: 401,
      body: { message: '¡Usuario o contraseña incorrectos!', code: 'login_failed' },
    });
    const error = await login({ email: 'ana@ejemplo.com', password: 'mala' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('¡Usuario o contraseña incorrectos!');
    expect(urls).toEqual(['/api/v1/login']);
    expect(readString(STORAGE_KEYS.clientToken)).toBe('cliente');
  });

  it('branches on the code, not the words: a reworded login failure is still answered once', async () => {
    const urls = fakeFetch({
      status: 401,
      body: { message: 'Credenciales incorrectas', code: 'login_failed' },
    });
    const error = await login({ email: 'ana@ejemplo.com', password: 'mala' }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('login_failed');
    expect(urls).toEqual(['/api/v1/login']);
  });

  it('renews a stale client token and tries once more', async () => {
    const urls = fakeFetch(
      {
        status: 401,
        body: {
          message: 'No autenticado. Inicie sesión o solicite un token de acceso.',
          code: 'unauthenticated',
        },
      },
      { status: 200, body: { access_token: 'nuevo', token_type: 'Bearer', expires_in: 31536000 } },
      { status: 200, body: { role: 2, access_token: 'usuario', user, isLogIn: true } },
    );
    const res = await login({ email: 'ana@ejemplo.com', password: 'buena-clave' });
    expect(res.access_token).toBe('usuario');
    expect(urls).toEqual(['/api/v1/login', '/oauth/token', '/api/v1/login']);
    expect(readString(STORAGE_KEYS.clientToken)).toBe('nuevo');
  });

  it('refuses a role other than 2: revokes the token just issued and stores nothing (spec §6)', async () => {
    const calls = fakeFetch(
      { status: 200, body: { role: 1, access_token: 'token-de-admin', user, isLogIn: true } },
      { status: 200, body: { message: 'Sesión cerrada.' } },
    );
    const error = await loginStudent({ email: 'admin@ejemplo.com', password: 'buena-clave' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NoPermissionError);
    expect(calls).toEqual(['/api/v1/login', '/api/v1/logout']);
    expect(bearers[1]).toBe('Bearer token-de-admin');
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.isLogIn])
      expect(readString(key)).toBeNull();
  });

  it('still refuses (and stores nothing) when the revocation cannot reach the server', async () => {
    fakeFetch(
      { status: 200, body: { role: 3, access_token: 'otro', user, isLogIn: true } },
      { status: 503, body: { message: 'No disponible' } },
    );
    await expect(loginStudent({ email: 'x@ejemplo.com', password: 'clave-larga' })).rejects.toBeInstanceOf(
      NoPermissionError,
    );
    expect(readString(STORAGE_KEYS.token)).toBeNull();
  });

  it('lets a student through with the answer to store', async () => {
    fakeFetch({ status: 200, body: { role: 2, access_token: 'usuario', user, isLogIn: true } });
    const res = await loginStudent({ email: 'ana@ejemplo.com', password: 'buena-clave' });
    expect(res.access_token).toBe('usuario');
  });
});
