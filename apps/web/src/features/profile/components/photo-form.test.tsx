import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/support/render.tsx';
import { PhotoForm } from './photo-form.tsx';

async function choose(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('PhotoForm', () => {
  it('announces its own error (wrong type, too large) and links it to the file input', async () => {
    const view = await render(
      <QueryClientProvider client={new QueryClient()}>
        <PhotoForm current={null} name="Ana Pérez" />
      </QueryClientProvider>,
    );
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const alert = view.container.querySelector('[role="alert"]');
    // the live region is there before anything goes wrong, so the message is read when it appears
    expect(alert).not.toBeNull();
    expect(alert!.textContent).toBe('');

    await choose(input, new File(['GIF89a'], 'animada.gif', { type: 'image/gif' }));
    expect(alert!.textContent).toBe('La imagen debe ser un archivo JPG, PNG o WebP.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert!.id);
    expect(input.getAttribute('aria-errormessage')).toBe(alert!.id);

    await choose(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }));
    expect(alert!.textContent).toBe('La imagen no puede superar 5 MB.');

    await choose(input, new File([new Uint8Array(10)], 'bien.png', { type: 'image/png' }));
    expect(alert!.textContent).toBe('');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});
