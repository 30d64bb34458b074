import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { readString, STORAGE_KEYS } from '../../../lib/storage.ts';
import { login } from './login.ts';

type Answer = { status: number; body: unknown };

function fakeFetch(...answers: Answer[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
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
    const urls = fakeFetch({ status: 401, body: { message: 'usuario o contraseña incorrectos!' } });
    const error = await login({ email: 'ana@ejemplo.com', password: 'mala' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('usuario o contraseña incorrectos!');
    expect(urls).toEqual(['/api/v1/login']);
    expect(readString(STORAGE_KEYS.clientToken)).toBe('cliente');
  });

  it('renews a stale client token and tries once more', async () => {
    const urls = fakeFetch(
      { status: 401, body: { message: 'No autenticado. Inicie sesión o solicite un token de acceso.' } },
      { status: 200, body: { access_token: 'nuevo', token_type: 'Bearer', expires_in: 31536000 } },
      { status: 200, body: { role: 2, access_token: 'usuario', user, isLogIn: true } },
    );
    const res = await login({ email: 'ana@ejemplo.com', password: 'buena-clave' });
    expect(res.access_token).toBe('usuario');
    expect(urls).toEqual(['/api/v1/login', '/oauth/token', '/api/v1/login']);
    expect(readString(STORAGE_KEYS.clientToken)).toBe('nuevo');
  });
});
