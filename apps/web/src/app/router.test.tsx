import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, settle, textOf } from '../test/render.tsx';
import { lazyPage, type RouteHandle } from './router.tsx';

const Hello = () => <h1>Hola</h1>;
const handleOf = (route: ReturnType<typeof lazyPage>) => route.handle as Required<RouteHandle>;

describe('lazy pages', () => {
  it('a page loaded beforehand renders on the first pass, without suspending (hydration needs it)', async () => {
    const route = lazyPage(async () => ({ default: Hello }));
    await handleOf(route).load();
    // renderToString gives up on a suspended tree (it would print the Suspense fallback instead).
    expect(renderToString(route.element as ReactElement)).toBe('<h1>Hola</h1>');
  });

  it('a page not loaded yet suspends, then renders once its module arrives', async () => {
    let arrive: (module: { default: typeof Hello }) => void = () => {};
    const route = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(route.element));
    expect(container.textContent).toBe('');
    await act(async () => arrive({ default: Hello }));
    expect(container.textContent).toBe('Hola');
    await act(async () => root.unmount());
  });

  it('a page whose module fails to load says so in Spanish, with a retry, instead of unmounting the app', async () => {
    const route = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const view = await render(route.element);
    await settle(() => view.container.querySelector('[role="alert"]') !== null);
    expect(textOf(view.container)).toContain('No pudimos cargar esta página.');
    expect(view.container.querySelector('button')?.textContent).toBe('Reintentar');
  });

  it('on the server a page that fails to load throws, so the server sends the shell', async () => {
    const route = lazyPage(() => Promise.reject(new Error('gone')));
    await handleOf(route).load();
    const original = globalThis.document;
    // @ts-expect-error the server has no document
    delete globalThis.document;
    try {
      expect(() => renderToString(route.element as ReactElement)).toThrow('gone');
    } finally {
      globalThis.document = original;
    }
  });
});
