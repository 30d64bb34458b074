import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, textOf } from '../../../../test/support/render.tsx';
import PaymentResultPage from './payment-result-page.tsx';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'usuario');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const order = {
  id: 12,
  status: 'pending',
  total: '247.00',
  base: '220.54',
  vat: '26.46',
  vat_rate: 0.12,
  currency: 'USD',
  provider: 'sandbox',
  transactional_id: null,
  authorization_code: null,
  created_at: '2026-11-23T09:00:00.000Z',
  paid_at: null,
  items: [{ course_id: 7, name: 'Curso de Telemedicina', price: '247.00', image: '/t.webp' }],
};

function fakeServer(answers: Record<string, { status: number; body: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answer = answers[url.split('?')[0]!];
      if (!answer) return new Response(JSON.stringify({ data: [] }), { status: 200 });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
}

async function open(route: string) {
  const view = await renderWithQueries(<PaymentResultPage />, { route });
  // The page goes on updating by itself (answers, the countdown), as in a browser: no act() warnings
  // until it is unmounted (inside act).
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  await vi.waitFor(() => expect(view.container.querySelector('h1')).not.toBeNull());
  return view;
}

describe('payment result page (spec §4)', () => {
  it('a success address for an order the server still has pending shows pending, and goes to billing', async () => {
    fakeServer({ '/api/v1/orders/12': { status: 200, body: order } });
    const view = await open('/home/payment/success?order=12');
    expect(textOf(view.container.querySelector('h1'))).toBe('Compra pendiente de aprobación');
    expect(textOf(view.container)).toContain('Curso de Telemedicina');
    expect(textOf(view.container.querySelector('[data-testid="redirect-countdown"]'))).toBe(
      'Le llevaremos a Facturación en 5 segundos.',
    );
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('/v2/facturacion');
  });

  it("a paid order says 'Compra exitosa' and goes to My courses", async () => {
    fakeServer({ '/api/v1/orders/12': { status: 200, body: { ...order, status: 'success' } } });
    const view = await open('/home/payment/success?order=12');
    expect(textOf(view.container.querySelector('h1'))).toBe('Compra exitosa');
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('/v2/home');
  });

  it("an order that cannot be read (another user's: 404) claims no outcome", async () => {
    fakeServer({ '/api/v1/orders/12': { status: 404, body: { message: 'La orden no existe.' } } });
    const view = await open('/home/payment/success?order=12');
    expect(textOf(view.container.querySelector('h1'))).toBe('No pudimos confirmar su pago');
    expect(textOf(view.container)).not.toContain('Compra exitosa');
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('/v2/facturacion');
  });
});
