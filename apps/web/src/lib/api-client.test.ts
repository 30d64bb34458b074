import { initContract } from '@ts-rest/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER } from '../../test/support/session.ts';
import { ApiError, api, operation } from './api-client.ts';
import { readString, STORAGE_KEYS, storeSession } from './storage.ts';

type Call = { url: string; init: RequestInit };

/** A fake server: answers in order, records what the client sent. */
function fakeFetch(...answers: Array<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request to ${url}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const auth = (call: Call | undefined) => new Headers(call?.init.headers).get('authorization');

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="oauth-client-secret" content="secreto-publico">';
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('obtains a client token once, keeps it and sends it as a bearer', async () => {
    const calls = fakeFetch(
      { status: 200, body: { access_token: 'cliente-1', token_type: 'Bearer', expires_in: 31536000 } },
      { status: 200, body: { data: [] } },
      { status: 200, body: { data: [] } },
    );
    await api('/api/v1/getAllCategories', { query: { proyect_id: 4 } });
    await api('/api/v1/getAllProyects');
    expect(calls.map((c) => c.url)).toEqual([
      '/oauth/token',
      '/api/v1/getAllCategories?proyect_id=4',
      '/api/v1/getAllProyects',
    ]);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 1,
      client_secret: 'secreto-publico',
    });
    expect(auth(calls[1])).toBe('Bearer cliente-1');
    expect(readString(STORAGE_KEYS.clientToken)).toBe('cliente-1');
  });

  it('renews a rejected client token once and retries the call', async () => {
    localStorage.setItem(STORAGE_KEYS.clientToken, 'viejo');
    const calls = fakeFetch(
      { status: 401, body: { message: 'No autenticado.' } },
      { status: 200, body: { access_token: 'nuevo' } },
      { status: 200, body: { ok: true } },
    );
    await expect(api('/api/v1/getProyect/4')).resolves.toEqual({ ok: true });
    expect(auth(calls[0])).toBe('Bearer viejo');
    expect(auth(calls[2])).toBe('Bearer nuevo');
  });

  it('ends the session and reloads when a user token is rejected', async () => {
    storeSession('token-de-usuario', STORED_USER);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fakeFetch({ status: 401, body: { message: 'No autenticado.' } });
    await expect(api('/api/v2/userId')).rejects.toBeInstanceOf(ApiError);
    expect(readString(STORAGE_KEYS.token)).toBeNull();
    expect(readString(STORAGE_KEYS.user)).toBeNull();
    expect(readString(STORAGE_KEYS.isLogIn)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a 401 on a user call (cart, course list) clears local storage, personal keys too, then reloads (spec §8)', async () => {
    storeSession('token-de-usuario', STORED_USER);
    localStorage.setItem(STORAGE_KEYS.firstName, 'Ana');
    localStorage.setItem(STORAGE_KEYS.lastName, 'Pérez');
    localStorage.setItem(STORAGE_KEYS.email, 'ana@ejemplo.com');
    localStorage.setItem(STORAGE_KEYS.codeRelation, 'controla-diabetes');
    localStorage.setItem(STORAGE_KEYS.offlineCart, '[{"id":3}]');
    localStorage.setItem(STORAGE_KEYS.clientToken, 'cliente');
    localStorage.setItem('contact-form', '{"name":"Ana"}');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const calls = fakeFetch({ status: 401, body: { message: 'No autenticado.' } });
    await expect(api('/api/v1/getAllShoppingCar')).rejects.toMatchObject({ status: 401 });
    expect(auth(calls[0])).toBe('Bearer token-de-usuario');
    expect(localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('sends an explicit token as given and leaves the stored session alone on its 401', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'guardado');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const calls = fakeFetch({ status: 401, body: { message: 'No autenticado.' } });
    await expect(api('/api/v1/logout', { method: 'POST', token: 'otro' })).rejects.toMatchObject({
      status: 401,
    });
    expect(auth(calls[0])).toBe('Bearer otro');
    expect(readString(STORAGE_KEYS.token)).toBe('guardado');
    expect(reload).not.toHaveBeenCalled();
  });

  it('turns an error answer into an ApiError with the Spanish message and field errors', async () => {
    localStorage.setItem(STORAGE_KEYS.clientToken, 'cliente');
    fakeFetch({
      status: 422,
      body: { message: 'El campo email es requerido', errors: { email: ['El campo email es requerido'] } },
    });
    const error = (await api('/api/v1/register', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('El campo email es requerido');
    expect(error.errors).toEqual({ email: ['El campo email es requerido'] });
  });

  it("carries the server's stable code, or the status's when the body names none", async () => {
    localStorage.setItem(STORAGE_KEYS.clientToken, 'cliente');
    fakeFetch(
      { status: 403, body: { message: '¡Email no registrado!', code: 'email_not_registered' } },
      { status: 404, body: 'Not Found' },
    );
    const coded = (await api('/api/v1/resetPassword').catch((e: unknown) => e)) as ApiError;
    expect(coded.code).toBe('email_not_registered');
    const bare = (await api('/api/v1/x').catch((e: unknown) => e)) as ApiError;
    expect(bare.code).toBe('not_found');
  });
});

describe('operation (a typed call)', () => {
  const c = initContract();
  const operations = c.router({
    detail: {
      method: 'GET',
      path: '/api/v1/book-offers/:token',
      pathParams: c.type<{ token: string }>(),
      query: c.type<{ page?: number; q?: string }>(),
      responses: { 200: c.type<{ data: number }>() },
    },
    save: {
      method: 'PUT',
      path: '/api/v2/notes/:id',
      pathParams: c.type<{ id: number }>(),
      body: c.type<{ body: string }>(),
      responses: { 200: c.type<{ ok: boolean }>() },
    },
  });
  const detail = operation<typeof operations.detail>({ method: 'GET', path: '/api/v1/book-offers/:token' });
  const save = operation<typeof operations.save>({ method: 'PUT', path: '/api/v2/notes/:id' });

  it("fills the path's params (encoded), sends the query and body, and passes the token through", async () => {
    const calls = fakeFetch({ status: 200, body: { data: 1 } }, { status: 200, body: { ok: true } });
    const answer = await detail({ params: { token: 'a b/c' }, query: { page: 2, q: '' }, token: 'tk' });
    await save({ params: { id: 7 }, body: { body: 'x' }, token: 'tk' });
    expect(answer.data).toBe(1);
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', '/api/v1/book-offers/a%20b%2Fc?page=2'],
      ['PUT', '/api/v2/notes/7'],
    ]);
    expect(calls[1]?.init.body).toBe('{"body":"x"}');
    expect(auth(calls[0])).toBe('Bearer tk');
  });

  it('throws an error answer as ApiError, as api() does', async () => {
    fakeFetch({ status: 404, body: { message: 'No existe.', code: 'not_found' } });
    await expect(detail({ params: { token: 'x' }, token: 'tk' })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});
