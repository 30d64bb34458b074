import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, textOf } from '../../../../test/support/render.tsx';
import CartPage from './cart-page.tsx';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'usuario');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const cart = {
  data: [
    {
      id: 1,
      mounted_courses: {
        id: 7,
        courses: {
          name: 'Curso de Telemedicina',
          description: 'Teleconsulta segura.',
          data: { imageUrl: '/t.webp' },
        },
        data: { price: '247.00' },
      },
    },
  ],
  summary: { total: '247.00', base: '220.54', vat: '26.46', vat_rate: 0.12 },
};

/** Answers by path; a function answer decides per call. */
type Answer = { status: number; body: unknown };
function fakeServer(answers: Record<string, () => Answer | Promise<Answer>>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('?')[0]!;
      calls.push(`${init.method ?? 'GET'} ${path}`);
      const answer = await answers[path]?.();
      if (!answer) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

async function renderCart() {
  const view = await renderWithQueries(<CartPage />, { route: '/v2/cart' });
  // The page goes on updating by itself (answers, the countdown), as in a browser: no act() warnings
  // until it is unmounted (inside act).
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  await vi.waitFor(() => expect(view.container.querySelector('[data-testid="cart-total"]')).not.toBeNull());
  const pay = () =>
    [...view.container.querySelectorAll('button')].find((b) =>
      /Pagar|Redirigiendo/.test(b.textContent ?? ''),
    )!;
  return { view, pay };
}

describe('CartPage: paying (spec §2, §8)', () => {
  it("a failed payment call says the spec's words with soporte@{host} and lets the buyer try again", async () => {
    // While the call is under way the button waits (a double click sends one checkout).
    const gate = { open: () => {} };
    const slow = new Promise<void>((r) => {
      gate.open = r;
    });
    const calls = fakeServer({
      '/api/v1/getAllShoppingCar': () => ({ status: 200, body: cart }),
      '/api/v1/checkout': async () => {
        await slow;
        return { status: 502, body: { message: 'proveedor caído' } };
      },
    });
    const { view, pay } = await renderCart();
    expect(textOf(view.container)).toContain('Curso de Telemedicina');
    pay().click();
    pay().click();
    await vi.waitFor(() => expect(pay().disabled).toBe(true));
    expect(textOf(pay())).toBe('Redirigiendo al pago…');
    gate.open();
    await vi.waitFor(() => expect(view.container.querySelector('[role="alert"]')).not.toBeNull());
    expect(textOf(view.container.querySelector('[role="alert"]'))).toBe(
      `¡ERROR inesperado, intente nuevamente o contáctenos a soporte@${window.location.hostname.replace(/^www\./, '') || 'campussalud.local'}!`,
    );
    expect(pay().disabled).toBe(false);
    expect(calls.filter((c) => c === 'POST /api/v1/checkout')).toHaveLength(1);
  });

  it('an empty cart shows the empty state with a link to the catalogue, and no pay button', async () => {
    fakeServer({ '/api/v1/getAllShoppingCar': () => ({ status: 200, body: { ...cart, data: [] } }) });
    const view = await renderWithQueries(<CartPage />);
    // The page goes on updating by itself (answers, the countdown), as in a browser: no act() warnings
    // until it is unmounted (inside act).
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    await vi.waitFor(() => expect(textOf(view.container)).toContain('Su carrito está vacío.'));
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('/v2/categories');
    expect([...view.container.querySelectorAll('button')].some((b) => b.textContent === 'Pagar')).toBe(false);
  });
});
