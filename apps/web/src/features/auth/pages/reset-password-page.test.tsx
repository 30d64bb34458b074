import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, textOf } from '../../../../test/support/render.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('clientToken', 'cliente');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers by path; records the order of the requests. */
function fakeServer(answers: Record<string, { status: number; body: unknown }>) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0]!;
      paths.push(path);
      const answer = answers[path];
      if (!answer) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return paths;
}

async function askForReset(email: string) {
  const view = await renderWithQueries(<ResetPasswordPage />);
  // The page fetches its form rules once it is on screen; let them arrive, as they do while one types.
  await act(async () => {
    await Promise.all([import('../components/account-rules.ts'), import('@hookform/resolvers/zod')]);
  });
  const input = view.container.querySelector<HTMLInputElement>('input[type="email"]')!;
  await act(async () => {
    // the native setter, so React sees a change (as when a person types)
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, email);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    view.container.querySelector('form')!.requestSubmit();
  });
  await vi.waitFor(() => expect(view.container.querySelector('[role="alert"]')).not.toBeNull());
  return textOf(view.container.querySelector('[role="alert"]'));
}

describe('reset request failures (spec §8)', () => {
  it("names the project's support address after the spec's exact words, fetched before it is needed", async () => {
    const paths = fakeServer({
      '/api/v1/getProyect/4': { status: 200, body: { data: { id: 4, email: 'ayuda@campus.example' } } },
      '/api/v1/resetPassword': { status: 500, body: { message: 'Error interno.' } },
    });
    const alert = await askForReset('ana@ejemplo.com');
    expect(alert).toBe('Un error ha ocurrido, intente nuevamente o contacte a soporte ayuda@campus.example');
    // the address was asked for when the page opened, not after the failure
    expect(paths.indexOf('/api/v1/getProyect/4')).toBeLessThan(paths.indexOf('/api/v1/resetPassword'));
  });

  it('never shows an empty address: without the project it names the bundled one', async () => {
    fakeServer({ '/api/v1/resetPassword': { status: 500, body: { message: 'Error interno.' } } });
    const alert = await askForReset('ana@ejemplo.com');
    expect(alert).toMatch(/^Un error ha ocurrido, intente nuevamente o contacte a soporte soporte@[\w.-]+$/);
  });

  it("403 email_not_registered says '¡Email no registrado!'", async () => {
    fakeServer({
      '/api/v1/getProyect/4': { status: 200, body: { data: { id: 4, email: 'ayuda@campus.example' } } },
      '/api/v1/resetPassword': {
        status: 403,
        body: { message: '¡Email no registrado!', code: 'email_not_registered' },
      },
    });
    expect(await askForReset('nadie@ejemplo.com')).toBe('¡Email no registrado!');
  });
});
