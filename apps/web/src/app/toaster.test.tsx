import { act } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/support/render.tsx';
import AppToaster from './toaster.tsx';

afterEach(() => {
  toast.dismiss();
});

async function showThree() {
  await render(<AppToaster />);
  await act(async () => {
    toast.success('se agrego su curso al carrito de compras!');
    toast.warning('Agregando cursos al carrito...');
    toast.error('Acción fallida...');
  });
  for (let i = 0; i < 50 && document.querySelectorAll('[data-sonner-toast]').length < 3; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
  }
}

describe('the toaster', () => {
  it('shows one toast at a time: the newest, the others wait hidden', async () => {
    await showThree();
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
    expect(toasts).toHaveLength(3);
    const visible = toasts.filter((t) => t.getAttribute('data-visible') === 'true');
    expect(visible.map((t) => t.getAttribute('data-type'))).toEqual(['error']);
  });

  it('sits at the bottom, away from the headers (logo, search, cart badge), with its sides inset on a phone', async () => {
    await showThree();
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect(toaster.getAttribute('data-y-position')).toBe('bottom');
    expect(toaster.style.getPropertyValue('--mobile-offset-left')).toBe('12px');
    expect(toaster.style.getPropertyValue('--mobile-offset-right')).toBe('12px');
  });

  it('keeps the close button inside the toast, with room for it beside the text', async () => {
    await showThree();
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect(toaster.style.getPropertyValue('--toast-close-button-start').trim()).toBe('auto');
    expect(toaster.style.getPropertyValue('--toast-close-button-end').trim()).toBe('8px');
    expect(toaster.style.getPropertyValue('--toast-close-button-transform').trim()).toBe('translateY(8px)');
    const first = document.querySelector<HTMLElement>('[data-sonner-toast]')!;
    expect(first.querySelector('[data-close-button]')).not.toBeNull();
    expect(first.style.paddingInlineEnd).toBe('36px');
  });
});
