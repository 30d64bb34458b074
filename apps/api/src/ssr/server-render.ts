// The public pages' HTML rendered on the server by the web build's own React components
// (apps/web/src/entry-server.tsx, built to dist/server/entry-server.js), with the query answers the
// page needs inlined once for the browser to hydrate. Rendered pages live in the catalogue cache, so
// `clearPublicCatalogue` after an operator's write drops them with the answers they were made of.
// Student pages are rendered for the student of the session cookie (`sessionRenderer`), never kept.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { OAUTH_CLIENT_ID } from '@campus/contract/constants';
import type { FastifyInstance } from 'fastify';
import { contentEtag } from '../lib/content-etag.ts';
import { jsonForScript } from '../lib/html.ts';
import { signClientToken, TOKEN_SHAPE } from '../lib/tokens.ts';

/** How the render reaches the API (the web's `ServerTransport`): in-process, with a token of the server's. */
export type RenderTransport = (request: {
  method: string;
  url: string;
  body?: unknown;
}) => Promise<{ status: number; body: string }>;

/** The student a page is rendered for, as login presents them (the web's `RenderSession`). */
export type RenderSession = { user: unknown };

/**
 * Where rendered pages are kept: the catalogue cache (app.ts passes it in), so an operator's write
 * drops them with the answers they were made of.
 */
export interface PageCache {
  readonly ttl: number;
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  peek<T>(key: string): T | undefined;
  getStale<T>(key: string, load: (stale?: T) => Promise<T>): Promise<T>;
}

/** The student a user token belongs to, as login presents them; null for a token that is not live. */
export type SessionUser = (token: string) => Promise<unknown | null>;

/** What the web build's server entry exports. */
export type ServerEntry = {
  render(
    url: string,
    transport: RenderTransport,
    session?: RenderSession | null,
  ): Promise<{ html: string; state: unknown } | null>;
  QUERY_STATE_ID: string;
  /** Stops what the entry runs on (the render worker); the app calls it when it closes. */
  close?(): Promise<void>;
};

/**
 * The server entry of the web build in `webDistDir`, run in a worker thread (`workerEntry`), or
 * null when it is not built.
 */
export async function loadServerEntry(webDistDir: string): Promise<ServerEntry | null> {
  const file = path.join(webDistDir, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  return workerEntry(pathToFileURL(file).href);
}

/**
 * The worker's side: loads the entry, renders the URLs it is sent, and hands each API call of a
 * render back to the main thread (which answers it with `app.inject`). Plain JavaScript, run with
 * `eval`, so the same code serves the bundle (dist/main.js) and the sources (tsx, tests).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const calls = new Map();
let nextCall = 0;
import(workerData.entryUrl).then((entry) => {
  parentPort.on('message', (message) => {
    if (message.type === 'answer') {
      const call = calls.get(message.id);
      calls.delete(message.id);
      if (message.error !== undefined) call.reject(new Error(message.error));
      else call.resolve(message.response);
      return;
    }
    const transport = (request) =>
      new Promise((resolve, reject) => {
        const id = nextCall++;
        calls.set(id, { resolve, reject });
        parentPort.postMessage({ type: 'call', id, render: message.id, request });
      });
    Promise.resolve()
      .then(() => entry.render(message.url, transport, message.session))
      .then(
        (result) => parentPort.postMessage({ type: 'rendered', id: message.id, result }),
        (err) => parentPort.postMessage({ type: 'failed', id: message.id, error: String((err && err.stack) || err) }),
      );
  });
  parentPort.postMessage({ type: 'ready', queryStateId: entry.QUERY_STATE_ID });
});
`;

type FromWorker =
  | { type: 'ready'; queryStateId: string }
  | { type: 'call'; id: number; render: number; request: Parameters<RenderTransport>[0] }
  | { type: 'rendered'; id: number; result: { html: string; state: unknown } | null }
  | { type: 'failed'; id: number; error: string };

type Render = {
  transport: RenderTransport;
  resolve: (result: { html: string; state: unknown } | null) => void;
  reject: (err: Error) => void;
};

/** One worker, its renders in flight, and its start (the entry's QUERY_STATE_ID once loaded). */
type RenderWorker = { worker: Worker; renders: Map<number, Render>; ready: Promise<string>; dead: boolean };

/**
 * The web build's server entry at `entryUrl`, run in a worker thread. React's server renderer and
 * the entry keep per-render context in AsyncLocalStorage, and on Node 20 the first `run()` turns
 * async hooks on for the whole thread, for good: every promise of every later request then pays an
 * init hook, 4–18 µs of CPU per cached catalogue answer here (BENCHMARKS.md). In a worker
 * only the renders pay it. Renders overlap in the worker as they did in the main thread; a worker
 * that dies fails the renders in flight (their visitors get the shell) and the next render starts
 * another.
 */
export async function workerEntry(entryUrl: string): Promise<ServerEntry> {
  let running: RenderWorker | null = null;
  let nextRender = 0;
  let closed = false;

  const answer = async (worker: Worker, id: number, render: Render | undefined, request: unknown) => {
    try {
      if (!render) throw new Error('an API call of a render that is over');
      const response = await render.transport(request as Parameters<RenderTransport>[0]);
      worker.postMessage({ type: 'answer', id, response });
    } catch (err) {
      worker.postMessage({ type: 'answer', id, error: err instanceof Error ? err.message : String(err) });
    }
  };

  const start = (): RenderWorker => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entryUrl } });
    // A worker waiting for renders does not keep the process alive.
    worker.unref();
    let loaded!: (queryStateId: string) => void;
    let failed!: (err: Error) => void;
    const ready = new Promise<string>((resolve, reject) => {
      loaded = resolve;
      failed = reject;
    });
    ready.catch(() => {});
    const self: RenderWorker = { worker, renders: new Map(), ready, dead: false };
    const fail = (err: Error) => {
      self.dead = true;
      if (running === self) running = null;
      failed(err);
      for (const render of self.renders.values()) render.reject(err);
      self.renders.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the render worker stopped (code ${code})`)));
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') return loaded(message.queryStateId);
      if (message.type === 'call') {
        void answer(worker, message.id, self.renders.get(message.render), message.request);
        return;
      }
      const render = self.renders.get(message.id);
      if (!render) return;
      self.renders.delete(message.id);
      if (message.type === 'rendered') render.resolve(message.result);
      else render.reject(new Error(message.error));
    });
    return self;
  };

  running = start();
  const queryStateId = await running.ready;
  return {
    QUERY_STATE_ID: queryStateId,
    async render(url, transport, session = null) {
      if (closed) throw new Error('the render worker is closed');
      running ??= start();
      const current = running;
      await current.ready;
      if (current.dead) throw new Error('the render worker stopped');
      const id = nextRender++;
      return new Promise((resolve, reject) => {
        current.renders.set(id, { transport, resolve, reject });
        current.worker.postMessage({ type: 'render', id, url, session });
      });
    },
    async close() {
      closed = true;
      const current = running;
      running = null;
      if (current) await current.worker.terminate();
    },
  };
}

/** The signed client tokens the render calls the API with live this long (re-signed per render). */
const TOKEN_TTL_MS = 60 * 60_000;

/**
 * A whole page as sent: its head, the HTML bytes (one Buffer, whose compressed copies are kept with
 * it: lib/compression.ts) and their ETag.
 */
export type PageBytes = { head: string; html: Buffer; etag: string };

/** One API call a render made, and what identified its answer: asked again, the same ETag is the same answer. */
type RenderSource = { method: string; url: string; body?: unknown; status: number; etag?: string };

/**
 * A rendered page: the markup inside `#root`, the script with the query answers it used, and the
 * last whole page made of it (kept with it in the cache, so it is built once). A public page also
 * keeps the calls it was made of and the instant of its render, to be kept while they still give
 * the same answers (`serverRenderer`).
 */
export type RenderedBody = {
  root: string;
  script: string;
  page?: PageBytes;
  sources?: RenderSource[];
  renderedAt?: number;
};

/** The whole page of `body` under `head`: the route writes the same head for the same URL, so once. */
export function pageBytes(body: RenderedBody, head: string, build: () => string): PageBytes {
  if (body.page?.head !== head) {
    const html = Buffer.from(build());
    body.page = { head, html, etag: contentEtag(html) };
  }
  return body.page;
}

/** Rendered pages a cache entry's worth of visitors get without running their route again. */
const MAX_SENT_PAGES = 1000;

/**
 * The rendered pages sent since the catalogue cache last changed, by URL: one entry of that cache
 * (`ssr:sent`), so it expires and is cleared with it (`clearPublicCatalogue`). Off with the cache.
 */
export function sentPages(cache: PageCache) {
  const pages = () => cache.get('ssr:sent', async () => new Map<string, PageBytes>());
  return {
    get: async (url: string) => (await pages()).get(url),
    /** The page sent for `url`, if one is kept and ready now; never waits. */
    peek: (url: string) => cache.peek<Map<string, PageBytes>>('ssr:sent')?.get(url),
    set: async (url: string, page: PageBytes) => {
      const map = await pages();
      if (map.size < MAX_SENT_PAGES) map.set(url, page);
    },
  };
}

/** The API's answer to one call, as a browser holding `token` gets it, without a socket. */
function askApi(app: FastifyInstance, token: string, { method, url, body }: Parameters<RenderTransport>[0]) {
  return app.inject({
    method: method as 'GET' | 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** A render's way to the API; each call it made is added to `sources` when given. */
function injectTransport(app: FastifyInstance, token: string, sources?: RenderSource[]): RenderTransport {
  return async (request) => {
    const res = await askApi(app, token, request);
    const etag = res.headers.etag;
    sources?.push({ ...request, status: res.statusCode, ...(typeof etag === 'string' ? { etag } : {}) });
    return { status: res.statusCode, body: res.body };
  };
}

function renderedBody(entry: ServerEntry, rendered: { html: string; state: unknown }): RenderedBody {
  return {
    root: rendered.html,
    script: `<script id="${entry.QUERY_STATE_ID}" type="application/json">${jsonForScript(rendered.state)}</script>`,
  };
}

/**
 * A page whose answers are unchanged is rendered again after this many cache periods anyway (5
 * minutes with the 30-s cache): what it shows by the clock before hydration (the time left until a
 * lesson opens) is never older than that.
 */
const RENDER_AGAIN_AFTER_PERIODS = 10;

/**
 * `renderBody(url)`: the rendered page at `url` (path and query), or null when it is not a
 * server-rendered page. Rejects when a query or the render fails (the caller sends the shell).
 *
 * Kept until the catalogue changes: past the cache's time the calls the page was made
 * of are asked again, and only when an answer changed (another ETag or status, or none) is it
 * rendered again. Rendered every 30 s whatever happened, each page cost a render in the worker and,
 * as its HTML carries the render's instant, a new compression: the page routes' slowest seconds on
 * the bench (BENCHMARKS.md, ninth stop).
 */
export function serverRenderer(app: FastifyInstance, entry: ServerEntry, cache: PageCache) {
  // The same public answers a browser gets (served from the public answer cache).
  const token = () =>
    signClientToken(app.config.tokenSigningKey, OAUTH_CLIENT_ID, new Date(Date.now() + TOKEN_TTL_MS));
  const render = async (url: string): Promise<RenderedBody | null> => {
    const sources: RenderSource[] = [];
    const renderedAt = Date.now();
    const rendered = await entry.render(url, injectTransport(app, token(), sources));
    return rendered && { ...renderedBody(entry, rendered), sources, renderedAt };
  };
  const stillAnswered = async (body: RenderedBody): Promise<boolean> => {
    const { sources, renderedAt } = body;
    if (!sources?.length || renderedAt === undefined) return false;
    if (Date.now() - renderedAt >= cache.ttl * RENDER_AGAIN_AFTER_PERIODS) return false;
    const asking = token();
    for (const source of sources) {
      if (source.etag === undefined) return false;
      const res = await askApi(app, asking, source);
      if (res.statusCode !== source.status || res.headers.etag !== source.etag) return false;
    }
    return true;
  };
  // A page past its time is sent as it was while it is checked (`getStale`): no visitor waits for
  // a render except the first after a catalogue change, which drops every kept page.
  return (url: string) =>
    cache.getStale(`ssr:${url}`, async (stale?: RenderedBody | null) =>
      stale && (await stillAnswered(stale)) ? stale : render(url),
    );
}

/**
 * `renderFresh(url)`: a public page rendered now with the public answers, never kept (a page whose
 * facts change outside the catalogue: a certificate's verification). Rejects like `serverRenderer`.
 */
export function freshRenderer(app: FastifyInstance, entry: ServerEntry) {
  return async (url: string): Promise<RenderedBody | null> => {
    const token = signClientToken(
      app.config.tokenSigningKey,
      OAUTH_CLIENT_ID,
      new Date(Date.now() + TOKEN_TTL_MS),
    );
    const rendered = await entry.render(url, injectTransport(app, token));
    return rendered && renderedBody(entry, rendered);
  };
}

/**
 * `renderForSession(url, token)`: the student page at `url` rendered for the student whose user
 * token `token` is (the session cookie's), with their own answers; null when the token is not a
 * live user token or the page is not one rendered for a session. Never cached: the caller sends it
 * to this student only. Rejects when a query or the render fails (the caller sends the shell).
 */
export function sessionRenderer(app: FastifyInstance, entry: ServerEntry, sessionUser: SessionUser) {
  return async (url: string, token: string): Promise<RenderedBody | null> => {
    // As a bearer header would be checked (plugins/auth.ts): no lookup for what is not a token.
    if (!TOKEN_SHAPE.test(token)) return null;
    const user = await sessionUser(token);
    if (user === null) return null;
    const rendered = await entry.render(url, injectTransport(app, token), { user });
    return rendered && renderedBody(entry, rendered);
  };
}
