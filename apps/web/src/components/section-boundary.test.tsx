import { act } from 'react';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, settle } from '../../test/support/render.tsx';
import { RouteBoundary, SectionBoundary } from './section-boundary.tsx';

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'autoplay')");
}

/** React logs each error a boundary catches; the tests expect them. */
function expectCaughtErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SectionBoundary', () => {
  it('a section that throws shows its fallback (or nothing) and the rest of the page stays', async () => {
    expectCaughtErrors();
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const { container } = await render(
      <main>
        <SectionBoundary name="home.hero">
          <h1>Portada</h1>
        </SectionBoundary>
        <SectionBoundary name="home.categories">
          <Broken />
        </SectionBoundary>
        <SectionBoundary name="home.featured" fallback={<p>No se pudo mostrar esta sección.</p>}>
          <Broken />
        </SectionBoundary>
        <footer>Contacto</footer>
      </main>,
    );
    expect([...container.querySelectorAll('main > *')].map((el) => el.textContent)).toEqual([
      'Portada',
      'No se pudo mostrar esta sección.',
      'Contacto',
    ]);
    // One report per section that failed.
    await settle(() => sendBeacon.mock.calls.length === 2);
  });

  it('reports what it caught to the server log: message, stack, section and path, no query', async () => {
    expectCaughtErrors();
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    window.history.replaceState(null, '', '/reset-password/x/y?token=secreto#z');
    await render(
      <SectionBoundary name="home.categories">
        <Broken />
      </SectionBoundary>,
    );
    await settle(() => sendBeacon.mock.calls.length > 0);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/v1/client-errors');
    const sent = JSON.parse(body);
    expect(sent).toMatchObject({
      message: "Cannot read properties of undefined (reading 'autoplay')",
      section: 'home.categories',
      path: '/reset-password/x/y',
    });
    expect(sent.stack).toContain('Broken');
    expect(body).not.toContain('secreto');
    window.history.replaceState(null, '', '/');
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', async () => {
    expectCaughtErrors();
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    await render(
      <SectionBoundary name="detail.related">
        <Broken />
      </SectionBoundary>,
    );
    await settle(() => fetchSpy.mock.calls.length > 0);
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/v1/client-errors',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});

describe('RouteBoundary', () => {
  it('a page that throws shows a Spanish message with a retry, and another address renders again', async () => {
    expectCaughtErrors();
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const { container } = await render(
      <>
        <Link to="/otra">Otra</Link>
        <RouteBoundary>
          <RoutedPage />
        </RouteBoundary>
      </>,
      { route: '/roto' },
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('No pudimos mostrar esta página.');
    const retry = container.querySelector('button');
    expect(retry?.textContent).toBe('Reintentar');
    await act(async () => retry!.click());
    expect(reload).toHaveBeenCalledTimes(1);
    // Another address starts afresh: its page renders.
    await act(async () => container.querySelector('a')!.click());
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('Cursos en /otra');
    await settle(() => sendBeacon.mock.calls.length > 0);
    expect(JSON.parse(sendBeacon.mock.calls[0]![1]).section).toBe('route');
  });
});

function RoutedPage() {
  const { pathname } = useLocation();
  if (pathname === '/roto') Broken();
  return <p>Cursos en {pathname}</p>;
}
