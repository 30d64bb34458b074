import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: Array<[string, string]> = [];
vi.mock('sonner', () => ({
  toast: {
    success: (m: string) => toasts.push(['success', m]),
    warning: (m: string) => toasts.push(['warning', m]),
    error: (m: string) => toasts.push(['error', m]),
    info: (m: string) => toasts.push(['info', m]),
  },
}));

const { addToOfflineCart, readOfflineCart } = await import('./offline-cart.ts');
const { pathAfterUpload, uploadOfflineCart } = await import('./offline-cart-upload.ts');
const { CART_QUERY_KEY } = await import('./cart-api.ts');
const { STORAGE_KEYS } = await import('./storage.ts');

type Answer = { status: number; body: unknown };
let requests: Array<{ url: string; body: unknown; bearer: string | null }> = [];

function fakeFetch(answers: Record<number, Answer>) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body));
      requests.push({ url, body, bearer: new Headers(init.headers).get('authorization') });
      const answer = answers[body.course_id];
      if (!answer) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
}

const course = (id: number) => ({ id, name: `Curso ${id}`, price: '10.00', image: '/x.webp' });
const cart = { data: [], summary: { total: '0.00', base: '0.00', vat: '0.00', vat_rate: 0.12 } };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'usuario');
  toasts.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadOfflineCart (spec §4: after login the offline cart is uploaded)', () => {
  it("warns 'Agregando cursos al carrito…', adds each course, skips duplicates and owned ones with the spec's words", async () => {
    for (const id of [1, 2, 3, 4]) addToOfflineCart(course(id));
    fakeFetch({
      1: { status: 200, body: { code: 0, message: '¡Se agregó su curso al carrito de compras!', ...cart } },
      2: {
        status: 200,
        body: { code: 21, message: '¡Este curso ya se encuentra en seleccionado!', ...cart },
      },
      3: { status: 200, body: { code: 22, message: 'Ya se encuentra registrado en este curso.' } },
      4: {
        status: 200,
        body: { code: 1, message: '¡Listo! Ya está inscrito en este curso gratuito.', course_id: 4 },
      },
    });
    const client = new QueryClient();
    client.setQueryData(CART_QUERY_KEY, cart);
    const outcome = await uploadOfflineCart(client);

    expect(requests.map((r) => r.url)).toEqual(Array(4).fill('/api/v1/addCourseShoppingCard'));
    expect(requests.map((r) => r.body)).toEqual([1, 2, 3, 4].map((id) => ({ course_id: id, proyect_id: 4 })));
    expect(outcome).toEqual({ added: 1, skipped: 2, enrolled: 1, kept: 0, inCart: 1 });
    expect(toasts[0]).toEqual(['warning', 'Agregando cursos al carrito…']);
    expect(toasts).toContainEqual(['warning', '¡Este curso ya se encuentra en seleccionado!']);
    expect(toasts).toContainEqual(['warning', 'Ya se encuentra registrado en este curso.']);
    expect(toasts).toContainEqual(['success', '¡Se agregó su curso al carrito de compras!']);
    expect(readOfflineCart()).toEqual([]);
    // The badge's query is read again.
    expect(client.getQueryState(CART_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('keeps on the device a course the network failed for, and drops one the server does not know', async () => {
    for (const id of [5, 6, 7]) addToOfflineCart(course(id));
    fakeFetch({
      5: { status: 200, body: { code: 0, message: '¡Se agregó su curso al carrito de compras!', ...cart } },
      6: { status: 404, body: { message: 'El curso no existe o no está disponible.' } },
      // 7: the request fails (offline)
    });
    const outcome = await uploadOfflineCart(new QueryClient());
    expect(outcome).toEqual({ added: 1, skipped: 1, enrolled: 0, kept: 1, inCart: 0 });
    expect(readOfflineCart().map((i) => i.id)).toEqual([7]);
    expect(toasts).toContainEqual(['warning', 'El curso no existe o no está disponible.']);
    expect(toasts.at(-1)?.[0]).toBe('error');
  });

  it('does nothing, says nothing, with an empty offline cart; two calls at once upload once', async () => {
    fakeFetch({});
    expect(await uploadOfflineCart(new QueryClient())).toEqual({
      added: 0,
      skipped: 0,
      enrolled: 0,
      kept: 0,
      inCart: 0,
    });
    expect(toasts).toEqual([]);

    addToOfflineCart(course(8));
    fakeFetch({ 8: { status: 200, body: { code: 0, message: 'ok', ...cart } } });
    const client = new QueryClient();
    await Promise.all([uploadOfflineCart(client), uploadOfflineCart(client)]);
    expect(requests).toHaveLength(1);
  });
});

describe('after the upload, the student goes where the courses are', () => {
  it('uploads with the session just opened, before it is stored', async () => {
    localStorage.clear();
    addToOfflineCart(course(9));
    fakeFetch({ 9: { status: 200, body: { code: 0, message: 'ok', ...cart } } });
    await uploadOfflineCart(new QueryClient(), 'sesion-nueva');
    expect(requests.map((r) => r.bearer)).toEqual(['Bearer sesion-nueva']);
  });

  it('goes to the cart when it holds a course chosen before logging in, else to My courses', () => {
    const none = { added: 0, skipped: 0, enrolled: 0, kept: 0, inCart: 0 };
    expect(pathAfterUpload({ ...none, added: 1 })).toBe('/v2/cart');
    expect(pathAfterUpload({ ...none, skipped: 1, inCart: 1 })).toBe('/v2/cart');
    expect(pathAfterUpload({ ...none, enrolled: 1 })).toBe('/v2/home');
    expect(pathAfterUpload({ ...none, skipped: 1 })).toBe('/v2/home');
    expect(pathAfterUpload({ ...none, kept: 1 })).toBe('/v2/home');
    expect(pathAfterUpload(none)).toBe('/v2/home');
  });
});
