import { type ComponentType, use } from 'react';
import type { RouteObject } from 'react-router';
import { PageError } from '../components/load-error.tsx';
import { reloadPage } from '../components/section-boundary.tsx';
import { es } from '../messages/es.ts';

/**
 * `serverRendered`: a page the server renders to HTML (entry-server.tsx) before the JavaScript
 * hydrates it: a public page whose first render reads nothing of this visitor (no stored lead,
 * session or form values). `sessionRendered`: a student page the server renders for the student
 * whose session cookie it checked; its first render reads only the session and that student's
 * answers. `load`: imports the route's page module (see `loadRoutes`).
 */
export type RouteHandle = { serverRendered?: boolean; sessionRendered?: boolean; load?: () => Promise<void> };

/**
 * Lazy page: each route's code loads only when visited (the student area stays out of the home
 * bundle). Declarative routes (`useRoutes`) rather than a data router: the app has no loaders or
 * actions, and the data router's state machine was 16 KB gzipped of every page's entry.
 * Unlike `React.lazy`, a module loaded beforehand (`loadRoutes`) renders at once, without
 * suspending: hydration then matches the server's HTML on its first pass, and a first render never
 * paints the layout without its page (the footer at the top, pushed down: a layout shift of 0.75).
 */
export const lazyPage = (
  load: () => Promise<{ default: ComponentType }>,
  { serverRendered = false, sessionRendered = false } = {},
): Pick<RouteObject, 'element' | 'handle'> => {
  let Loaded: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  type Loading = Promise<void> & { status?: 'fulfilled'; value?: undefined };
  let loading: Loading | undefined;
  // Settles either way: a page that cannot load shows why (below) instead of unmounting the app.
  const loadPage = (): Promise<void> => {
    if (loading) return loading;
    const settled: Loading = load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    // Marked the way React marks the promises `use` has seen (reactjs/rfcs#229): a page loaded
    // before the first render (`loadRoutes`) is read at once, and `use` runs on every render of
    // LazyPage, as React requires of a component that once suspended on it.
    void settled.then(() => {
      settled.status = 'fulfilled';
      settled.value = undefined;
    });
    loading = settled;
    return settled;
  };
  function LazyPage() {
    use(loadPage());
    if (Loaded) return <Loaded />;
    // The server sends the shell instead (ssr/server-render.ts).
    if (typeof document === 'undefined') throw failure!.error;
    // A dropped connection, or a new deploy whose chunks replaced this page's: a reload asks the
    // server again (a browser keeps a failed module import failed for the page's life).
    return <PageError message={es.common.pageLoadError} onRetry={reloadPage} />;
  }
  return {
    element: <LazyPage />,
    handle: { serverRendered, sessionRendered, load: loadPage } satisfies RouteHandle,
  };
};
