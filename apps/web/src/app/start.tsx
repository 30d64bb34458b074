import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import {
  readString,
  STORAGE_KEYS,
  sessionSnapshot,
  setServerSnapshot,
  syncSessionCookie,
} from '../lib/storage.ts';
import { serverState } from '../ssr-state.ts';
import { makeQueryClient, Providers } from './providers.tsx';
import { AppRoutes, loadMatched, matchLocation } from './router.tsx';

const container = document.getElementById('root')!;

/**
 * Marks `<html data-hydrated>` once React owns the page: until then a server-rendered page is
 * visible but its buttons and tabs do nothing (tests wait for it before clicking).
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * Hydrates the server's page (or renders one the browser draws itself). Called by `main.tsx` once
 * React DOM, then this module's graph, have each been evaluated in a task of their own; `nextTask`
 * is main's way to resume in a new task.
 */
export async function start(nextTask: () => Promise<void>) {
  syncSessionCookie();
  const client = makeQueryClient();
  const matches = matchLocation(window.location);
  // The browser may paint or answer a tap between the matching and the imports.
  await nextTask();
  // The page's code first (the server preloads it, so a moment): the first render is the page, as
  // the server rendered it, not a suspended one (a mismatch, or the layout without its page).
  await loadMatched(matches);
  const state = serverState();
  // A page rendered for a session this browser no longer holds (logged out in another tab before
  // its cookie went): rendered afresh from the stored state, which the guards send home.
  const hydrate = state !== null && (!state.session || readString(STORAGE_KEYS.token) !== null);
  if (state && hydrate) {
    // The server rendered this page (entry-server.tsx): fill the query cache with the answers it
    // used, inlined once in the page, so the first render is its HTML.
    // (setQueryData is already in the bundle; `hydrate` is not.)
    // Fresh from now, not from the render: the server keeps a page only while the API still gives
    // the answers it was made of, and checks that with every cache period (ssr/server-render.ts),
    // so a page rendered minutes ago carries current answers and needs no fetch after hydration.
    const received = Date.now();
    for (const { queryKey, state: answer } of state.queries)
      client.setQueryData(queryKey, answer.data, { updatedAt: received });
    // Rendered for a student: the first render reads the session the server rendered with.
    if (state.session) setServerSnapshot(sessionSnapshot(state.session.user));
  }
  const app = (
    <StrictMode>
      <Providers client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <MarkHydrated />
      </Providers>
    </StrictMode>
  );
  // As a transition, hydration and the first render yield to the browser every few milliseconds
  // instead of holding the main thread for the whole page (a hydrated page is already painted;
  // a student page's first render is one task of ~100 ms on a phone otherwise).
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
