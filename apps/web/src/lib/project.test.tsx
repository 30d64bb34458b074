import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/support/render.tsx';
import { useProject, useSupportEmail } from './project.ts';
import { STORAGE_KEYS } from './storage.ts';

afterEach(() => vi.unstubAllGlobals());

function Readers() {
  const name = useProject().data?.data.name;
  const email = useSupportEmail();
  return (
    <p>
      {name ?? '…'} {email}
    </p>
  );
}

describe('the project query', () => {
  it('is asked once however many readers the page has, and names the support address', async () => {
    localStorage.setItem(STORAGE_KEYS.clientToken, 'cliente');
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ data: { id: 4, name: 'Campus Salud', email: 'ayuda@campus.example' } }),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const { container, unmount } = await renderWithQueries(
      <>
        <Readers />
        <Readers />
      </>,
    );
    // The answer lands whenever fetch resolves: wait inside act so that update is inside it too.
    await act(async () => {
      await vi.waitFor(() => expect(container.textContent).toContain('Campus Salud ayuda@campus.example'));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    await unmount();
  });
});
