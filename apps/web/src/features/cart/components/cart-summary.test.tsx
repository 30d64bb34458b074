import type { CartItem } from '@campus/contract/cart';
import { CART_DESCRIPTION_MAX } from '@campus/contract/constants';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, textOf, unmountRendered } from '../../../../test/support/render.tsx';
import { CartItemRow } from './cart-item-row.tsx';
import { CartSummary } from './cart-summary.tsx';

const summary = { total: '247.00', base: '220.54', vat: '26.46', vat_rate: 0.12 };

async function renderSummary(props: Partial<Parameters<typeof CartSummary>[0]> = {}) {
  const onPay = vi.fn();
  const view = await render(
    <CartSummary summary={summary} paying={false} disabled={false} error={null} onPay={onPay} {...props} />,
  );
  const rows = [...view.container.querySelectorAll('dl > div')].map((row) => [
    textOf(row.querySelector('dt')),
    textOf(row.querySelector('dd')),
  ]);
  const button = [...view.container.querySelectorAll('button')].find((b) =>
    /Pagar|Redirigiendo/.test(b.textContent ?? ''),
  )!;
  return { view, rows, button, onPay };
}

describe('CartSummary (spec §2 cart, §9 VAT split)', () => {
  it("shows the server's base, 'IVA 12 %' and total in es-EC dollars, and the accepted cards", async () => {
    const { rows, view } = await renderSummary();
    expect(rows).toEqual([
      ['Subtotal sin IVA', '$220,54'],
      ['IVA 12%', '$26,46'],
      ['Total', '$247,00'],
    ]);
    expect(textOf(view.container)).toContain('Aceptamos tarjetas Visa y Master Card.');
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('/v2/payment-info');
  });

  it("follows the operator's rate (15 %) as the server sends it", async () => {
    const { rows } = await renderSummary({
      summary: { total: '115.00', base: '100.00', vat: '15.00', vat_rate: 0.15 },
    });
    expect(rows[1]).toEqual(['IVA 15%', '$15,00']);
  });

  it('pays on click; while paying the button is disabled and says so', async () => {
    const idle = await renderSummary();
    await act(async () => idle.button.click());
    expect(idle.onPay).toHaveBeenCalledOnce();
    await unmountRendered();
    const busy = await renderSummary({ paying: true, disabled: true });
    expect(busy.button.disabled).toBe(true);
    expect(busy.button.getAttribute('aria-busy')).toBe('true');
    expect(textOf(busy.button)).toBe('Redirigiendo al pago…');
    await act(async () => busy.button.click());
    expect(busy.onPay).not.toHaveBeenCalled();
  });

  it('announces a payment error above the button', async () => {
    const message = '¡ERROR inesperado, intente nuevamente o contáctenos a soporte@campussalud.local!';
    const { view, button } = await renderSummary({ error: message });
    expect(textOf(view.container.querySelector('[role="alert"]'))).toBe(message);
    expect(button.disabled).toBe(false);
  });
});

describe('CartItemRow (spec §9: description cut at 80 in the cart)', () => {
  const description =
    'Un curso completo para aprender telemedicina segura con respaldo legal, clínico y práctico, paso a paso.';
  const item: CartItem = {
    id: 9,
    mounted_courses: {
      id: 7,
      courses: { name: 'Curso de Telemedicina', description, data: { imageUrl: '/media/t.webp' } },
      data: { price: '247.00' },
    },
  };

  it('shows picture, name linking to the course, a description of at most 80 characters and the price', async () => {
    const onRemove = vi.fn();
    const view = await render(
      <ul>
        <CartItemRow item={item} removing={false} disabled={false} onRemove={onRemove} />
      </ul>,
    );
    const li = view.container.querySelector('li')!;
    expect(li.querySelector('img')?.getAttribute('src')).toBe('/media/t.webp');
    expect(li.querySelector('h2 a')?.getAttribute('href')).toBe('/v2/product/7');
    const shown = textOf(li.querySelector('p'));
    expect(description.length).toBeGreaterThan(CART_DESCRIPTION_MAX);
    expect(shown.length).toBeLessThanOrEqual(CART_DESCRIPTION_MAX);
    expect(shown.endsWith('…')).toBe(true);
    expect(textOf(li)).toContain('$247,00');
    const remove = li.querySelector('button')!;
    expect(remove.getAttribute('aria-label')).toBe('Quitar Curso de Telemedicina del carrito');
    await act(async () => remove.click());
    expect(onRemove).toHaveBeenCalledWith(7);
  });
});
