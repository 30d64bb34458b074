import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/support/render.tsx';
import { Modal } from './modal.tsx';

/** A dialog opened by a plain button, as the site's dialogs are (controlled, no Dialog.Trigger). */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Antes</button>
      <button type="button" onClick={() => setOpen(true)}>
        Ver clase
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Clase gratuita">
        <p>Contenido</p>
        <button type="button">Dentro</button>
      </Modal>
    </>
  );
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  )!;

async function settle() {
  // Radix moves focus in effects and timers; let them run.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('Modal', () => {
  it('returns focus to the element that opened it when it closes', async () => {
    await render(<Opener />);
    const opener = button('Ver clase');
    opener.focus();
    await act(async () => opener.click());
    await settle();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog).not.toBeNull();
    expect(dialog!.contains(document.activeElement)).toBe(true);

    await act(async () => button('Cerrar').click());
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus after Escape too', async () => {
    await render(<Opener />);
    const opener = button('Ver clase');
    opener.focus();
    await act(async () => opener.click());
    await settle();
    await act(async () => {
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      );
    });
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
