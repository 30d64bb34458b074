import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useLocation, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render, settle, textOf } from '../../test/support/render.tsx';
import { paths } from '../config/paths.ts';
import { ADMIN_STORAGE_KEYS } from '../features/admin/lib/session.ts';
import { lazyPage, matchLocation, type RouteHandle, routes } from './router.tsx';

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

describe('/v2/maker (spec §2), the old course builder', () => {
  const makerRoute = routes.find((route) => route.path === paths.maker);

  function Where() {
    return <output>{useLocation().pathname}</output>;
  }
  function Maker() {
    return useRoutes([makerRoute!, { path: '*', element: <Where /> }]);
  }
  const landing = async () => {
    const view = await render(<Maker />, { route: paths.maker });
    await settle(() => view.container.querySelector('output') !== null);
    return textOf(view.container.querySelector('output'));
  };

  it('is a route of its own, not the unknown-path catch-all', () => {
    const matches = matchLocation(paths.maker);
    expect(matches.at(-1)?.route).toBe(makerRoute);
    expect(makerRoute?.path).toBe('/v2/maker');
  });

  it("sends an operator signed in on this tab to the catalogue's course editor", async () => {
    window.sessionStorage.setItem(ADMIN_STORAGE_KEYS.token, 'a1.token-de-operador');
    try {
      expect(await landing()).toBe('/admin/catalogo/cursos');
    } finally {
      window.sessionStorage.removeItem(ADMIN_STORAGE_KEYS.token);
    }
  });

  it('sends everyone else to the home page (a student session is no operator)', async () => {
    window.localStorage.setItem('token', 'token-de-estudiante');
    try {
      expect(await landing()).toBe('/');
    } finally {
      window.localStorage.removeItem('token');
    }
  });
});
