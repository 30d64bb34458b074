// The server render of the public pages, and of the student pages for the student whose session
// cookie the server checked: the same routes and components as the browser, rendered to
// HTML by the API (apps/api/src/ssr) with the query answers the page needs, which the browser then
// hydrates (main.tsx). Built by `vite build --ssr` into dist/server/entry-server.js.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { makeQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes, loadRoutes, type RouteHandle } from './app/router.tsx';
import { type ServerTransport, setServerTransport } from './lib/api-client.ts';
import { sessionSnapshot, setServerSnapshot } from './lib/storage.ts';
import { type RenderSession, type ServerState, setRenderInstant } from './ssr-state.ts';

export { QUERY_STATE_ID } from './ssr-state.ts';
export type { RenderSession, ServerTransport };
export type ServerRender = { html: string; state: ServerState };

/**
 * The queries the server answers: the public catalogue, the project, the landing events and a
 * certificate's verification, the same for every visitor. Others (the visitor's country, anything of a session) stay pending, as
 * they are on the browser's first render, and load after hydration.
 */
const SERVER_QUERIES = new Set(['catalogue', 'project', 'landing-event', 'certificate-verification']);
/**
 * And for a student, their own: their courses (the student home), the cart (top bar and cart page),
 * their payments, the course they are taking and, on its lessons, what the mentoring link and the
 * panels below the lesson show (certificate, notes, questions: app/pages/use-lesson-panels-data.ts).
 * The answers go to this student's page only (sent `private, no-store`). Not the server's date: its
 * answer is the offset of the device's clock, which only the browser can measure (until then a page
 * counts from its render's instant, `renderedAt`).
 */
const SESSION_QUERIES = new Set([
  ...SERVER_QUERIES,
  'my-courses',
  'cart',
  'payments',
  'learning-course',
  'mentory-course',
  'certificate',
  'notes',
  'questions',
]);
/** Render passes: the first finds the page's queries, the next renders with their answers. */
const MAX_PASSES = 4;

type CurrentRender = {
  transport: ServerTransport;
  readSession: ((key: string) => string | null) | null;
  /** Every pass of the render counts time from here, and so does the browser's hydration. */
  renderedAt: number;
};

/**
 * The render in progress: renders of several apps (tests) or requests may overlap, and `api()` and
 * the stored-session hooks read module-wide hooks, which hand each call to its own render's.
 */
const currentRender = new AsyncLocalStorage<CurrentRender>();
setServerTransport((request) => {
  const render = currentRender.getStore();
  if (!render) throw new Error('api() called outside a server render');
  return render.transport(request);
});
setServerSnapshot((key) => currentRender.getStore()?.readSession?.(key) ?? null);
setRenderInstant(() => currentRender.getStore()?.renderedAt ?? Date.now());

function wanted(query: Query, session: RenderSession | null): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (!(session ? SESSION_QUERIES : SERVER_QUERIES).has(String(query.queryKey[0]))) return false;
  // The options of the hook that created the query, `enabled` included.
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function toHtml(app: React.ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(app, {
    onError: (error) => void errors.push(error),
    // Every boundary inline, in place: no hidden segment revealed by a script (pages read without JavaScript).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The HTML of `url` (path and query) and the query answers it was rendered with, or null when the
 * page is not one the server renders (redirects, unknown paths, per-visitor pages without a
 * session). With a `session` (the transport calls the API with that student's token), the student
 * pages that say so are rendered for them. Throws when a query or the render fails: the caller
 * sends the shell instead.
 */
export function render(
  url: string,
  transport: ServerTransport,
  session: RenderSession | null = null,
): Promise<ServerRender | null> {
  const readSession = session ? sessionSnapshot(session.user) : null;
  const renderedAt = Date.now();
  return currentRender.run({ transport, readSession, renderedAt }, () =>
    renderPage(url, session, renderedAt),
  );
}

async function renderPage(
  url: string,
  session: RenderSession | null,
  renderedAt: number,
): Promise<ServerRender | null> {
  // Its page module loaded first: the render finds the page, not a suspended lazy route.
  const matches = await loadRoutes(new URL(url, 'http://localhost').pathname);
  const flag = session ? 'sessionRendered' : 'serverRendered';
  if (!matches.some((m) => (m.route.handle as RouteHandle | undefined)?.[flag])) return null;

  const client: QueryClient = makeQueryClient();
  // One attempt: a failing answer sends the shell now rather than after the browser's retry delays.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const app = (
    <StrictMode>
      <Providers client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>
  );
  for (let pass = 1; ; pass++) {
    const html = await toHtml(app);
    const missing = client
      .getQueryCache()
      .getAll()
      .filter((query) => wanted(query, session));
    if (missing.length === 0)
      return { html, state: { ...dehydrate(client), renderedAt, ...(session ? { session } : {}) } };
    if (pass === MAX_PASSES) throw new Error(`server render of ${url}: queries still missing`);
    // The browser would show an error where the server had data, or the reverse: no half pages.
    await Promise.all(missing.map((query) => query.fetch()));
  }
}
