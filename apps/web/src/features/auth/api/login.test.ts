import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { addToOfflineCart, readOfflineCart } from '../../../lib/offline-cart.ts';
import { readString, STORAGE_KEYS } from '../../../lib/storage.ts';
import { login, loginStudent, NoPermissionError, startStudentSession } from './login.ts';

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

describe('startStudentSession (after a login, or a registration that logged in)', () => {
  const session = { role: 2, access_token: 'sesion-nueva', user, isLogIn: true as const };
  const cart = { data: [], summary: { total: '0.00', base: '0.00', vat: '0.00', vat_rate: 0.12 } };

  it('uploads the courses chosen before with the new token, then stores the session and opens the cart', async () => {
    addToOfflineCart({ id: 7, name: 'Triaje', price: '49.00', image: '/x.webp' });
    const storedAtRequest: Array<string | null> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        storedAtRequest.push(readString(STORAGE_KEYS.token));
        bearers.push(new Headers(init.headers).get('authorization'));
        return new Response(
          JSON.stringify({ code: 0, message: 'se agrego su curso al carrito de compras!', ...cart }),
        );
      }),
    );
    bearers = [];
    const navigate = vi.fn();
    await startStudentSession(session, new QueryClient(), navigate);
    expect(bearers).toEqual(['Bearer sesion-nueva']);
    // The public pages send a logged-in visitor to My courses: the session is stored only once the
    // cart holds the course, and the student is taken to it.
    expect(storedAtRequest).toEqual([null]);
    expect(readString(STORAGE_KEYS.token)).toBe('sesion-nueva');
    expect(navigate).toHaveBeenCalledWith('/v2/cart', { replace: true });
    expect(readOfflineCart()).toEqual([]);
  });

  it('goes to My courses when nothing was chosen before logging in', async () => {
    const navigate = vi.fn();
    await startStudentSession(session, new QueryClient(), navigate);
    expect(navigate).toHaveBeenCalledWith('/v2/home', { replace: true });
    expect(readString(STORAGE_KEYS.token)).toBe('sesion-nueva');
  });
});
