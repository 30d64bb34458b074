import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, textOf } from '../../../../test/support/render.tsx';
import BillingPage from './billing-page.tsx';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'usuario');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const order = (id: number, status: string) => ({
  id,
  courses: { name: `Curso ${id}` },
  total: '115.00',
  base: '100.00',
  vat: '15.00',
  vat_rate: 0.15,
  currency: 'USD',
  provider: 'sandbox',
  transactional_id: null,
  authorization_code: null,
  paid_at: null,
  status,
  created_at: '2026-11-23T09:00:00.000Z',
  items: [{ course_id: id, name: `Curso ${id}`, price: '115.00' }],
});

describe('BillingPage (spec §4 statuses, §9 VAT)', () => {
  it("lists each order with its status in words, the VAT split at the order's rate and a receipt link", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          data: [order(3, 'success'), order(2, 'refunded'), order(1, 'failure')],
          current_page: 1,
          last_page: 1,
          per_page: 10,
          total: 3,
          from: 1,
          to: 3,
        }),
      ),
    );
    const view = await renderWithQueries(<BillingPage />);
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    await vi.waitFor(() => expect(view.container.querySelectorAll('li')).toHaveLength(3));
    const items = [...view.container.querySelectorAll('li')];
    expect(items.map((li) => textOf(li.querySelector('[data-tone]')))).toEqual([
      'Pagado',
      'Reembolsado',
      'Rechazado',
    ]);
    expect(items.map((li) => li.querySelector('[data-tone]')?.getAttribute('data-tone'))).toEqual([
      'green',
      'blue',
      'red',
    ]);
    const pairs = [...items[0]!.querySelectorAll('dl > div')].map((d) => [
      textOf(d.querySelector('dt')),
      textOf(d.querySelector('dd')),
    ]);
    expect(pairs).toEqual([
      ['Subtotal sin IVA:', '$100,00'],
      ['IVA 15%:', '$15,00'],
      ['Total:', '$115,00'],
    ]);
    const receipt = items[0]!.querySelector('a')!;
    expect(receipt.getAttribute('href')).toBe('/v2/facturacion/3');
    expect(receipt.getAttribute('aria-label')).toBe('Ver recibo de la orden n.º 3');
  });
});
