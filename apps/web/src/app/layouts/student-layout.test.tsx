import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/support/render.tsx';
import { StudentLayout } from './student-layout.tsx';

const exitButton = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((b) => /Salir|Cerrando sesión/.test(b.textContent ?? ''))!;

describe('StudentLayout: Salir', () => {
  it('waits visibly while logging out, and a double click logs out once', async () => {
    const onLogout = vi.fn(() => new Promise<void>(() => {})); // the logout is still under way
    const view = await render(<StudentLayout cartCount={0} onLogout={onLogout} />, { route: '/v2/home' });
    const button = exitButton(view.container);
    expect(button.textContent).toBe('Salir');
    await act(async () => {
      button.click();
      button.click();
    });
    expect(onLogout).toHaveBeenCalledOnce();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('Cerrando sesión…');
    await act(async () => button.click());
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('is usable again if the logout ends without leaving the page', async () => {
    const onLogout = vi.fn(async () => {});
    const view = await render(<StudentLayout cartCount={0} onLogout={onLogout} />);
    const button = exitButton(view.container);
    await act(async () => button.click());
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Salir');
  });
});
