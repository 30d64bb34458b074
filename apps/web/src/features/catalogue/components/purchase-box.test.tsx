import type { CourseDetail } from '@campus/contract/catalogue';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../test/support/render.tsx';
import { PurchaseBox } from './purchase-box.tsx';

const course = (checkoutUrl: string | null, free = false) =>
  ({
    id: 3,
    resources_image: { data: null },
    data: { price: '59.00', free: free ? '1' : '0' },
    course_hotmart: checkoutUrl ? { checkoutUrl } : null,
    modules: [],
    lessons_in_course: 4,
    users_in_course: 12,
    courses: { data: { certificate: 1 } },
  }) as unknown as CourseDetail;

const buttonNamed = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.includes(name));

describe('PurchaseBox', () => {
  it("with the card as the only way to pay, 'Comprar' adds the course at once: no panel with one choice", async () => {
    const onAdd = vi.fn();
    const { container } = await render(<PurchaseBox course={course(null)} onAdd={onAdd} inCart={false} />);
    const buy = buttonNamed(container, 'Comprar')!;
    expect(buy.hasAttribute('aria-expanded')).toBe(false);
    await act(async () => buy.click());
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(container.querySelector('fieldset')).toBeNull();
  });

  it("with an external checkout too, 'Comprar' opens the choice: the card adds, the link leaves", async () => {
    const onAdd = vi.fn();
    const { container } = await render(
      <PurchaseBox course={course('https://pay.hotmart.com/X123')} onAdd={onAdd} inCart={false} />,
    );
    const buy = buttonNamed(container, 'Comprar')!;
    await act(async () => buy.click());
    expect(onAdd).not.toHaveBeenCalled();
    expect(buy.getAttribute('aria-expanded')).toBe('true');
    const panel = container.querySelector('fieldset')!;
    expect(panel.querySelector('a')!.getAttribute('href')).toBe('https://pay.hotmart.com/X123');
    await act(async () => buttonNamed(panel, 'Tarjeta de crédito o débito')!.click());
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it("a free course's 'Registrarse' adds it at once", async () => {
    const onAdd = vi.fn();
    const { container } = await render(
      <PurchaseBox course={course(null, true)} onAdd={onAdd} inCart={false} />,
    );
    await act(async () => buttonNamed(container, 'Registrarse')!.click());
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
