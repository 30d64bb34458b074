import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/support/render.tsx';
import { lazyDialog } from './lazy-dialog.tsx';

function Fake({ open, label }: { open: boolean; label: string }) {
  return <p data-open={String(open)}>{label}</p>;
}

describe('lazyDialog', () => {
  it('loads nothing until asked, preloads on demand, then stays mounted once shown', async () => {
    const load = vi.fn(async () => ({ default: Fake }));
    const { Dialog, preload } = lazyDialog(load);

    const closed = await render(<Dialog show={false} open={false} label="Diálogo" />);
    expect(load).not.toHaveBeenCalled();
    expect(closed.container.textContent).toBe('');
    await closed.unmount();

    preload();
    expect(load).toHaveBeenCalledTimes(1);

    const { container } = await render(<Dialog show open label="Diálogo" />);
    await act(async () => {});
    expect(container.querySelector('p')?.dataset.open).toBe('true');
  });

  it('keeps the dialog mounted after it closes, so it can leave with its own transition', async () => {
    const { Dialog } = lazyDialog(async () => ({ default: Fake }));
    function Host() {
      const [show, setShow] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShow(false)}>
            Cerrar
          </button>
          <Dialog show={show} open={show} label="Diálogo" />
        </>
      );
    }
    const { container } = await render(<Host />);
    await act(async () => {});
    expect(container.querySelector('p')?.dataset.open).toBe('true');
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('p')?.dataset.open).toBe('false');
  });
});
