// Issue 12: the public pages' HTML rendered on the server by the web build's own React components
// (apps/web/src/entry-server.tsx, built to dist/server/entry-server.js), with the query answers the
// page needs inlined once for the browser to hydrate. Rendered pages live in the catalogue cache, so
// `clearPublicCatalogue` after an operator's write drops them with the answers they were made of.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { OAUTH_CLIENT_ID } from '@campus/contract/constants';
import type { FastifyInstance } from 'fastify';
import { jsonForScript } from '../lib/html.ts';
import { signClientToken } from '../lib/tokens.ts';
import { catalogueCache } from '../modules/catalogue/catalogue.cache.ts';
import { pickEncoding } from '../modules/catalogue/public-answer.ts';

/** How the render reaches the API (the web's `ServerTransport`): in-process, as an anonymous visitor. */
export type RenderTransport = (request: {
  method: string;
  url: string;
  body?: unknown;
}) => Promise<{ status: number; body: string }>;

/** What the web build's server entry exports. */
export type ServerEntry = {
  render(url: string, transport: RenderTransport): Promise<{ html: string; state: unknown } | null>;
  QUERY_STATE_ID: string;
};

/** The server entry of the web build in `webDistDir`, or null when it is not built. */
export async function loadServerEntry(webDistDir: string): Promise<ServerEntry | null> {
  const file = path.join(webDistDir, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

/** The signed client tokens the render calls the API with live this long (re-signed per render). */
const TOKEN_TTL_MS = 60 * 60_000;

/** A whole page as sent: its head, the HTML bytes, and their brotli and gzip made on first demand. */
export type PageBytes = { head: string; html: Buffer; br?: Buffer; gzip?: Buffer };

/**
 * A rendered page: the markup inside `#root`, the script with the query answers it used, and the
 * last whole page made of it (kept with it in the cache, so it is built and compressed once).
 */
export type RenderedBody = { root: string; script: string; page?: PageBytes };

/** The whole page of `body` under `head`: the route writes the same head for the same URL, so once. */
export function pageBytes(body: RenderedBody, head: string, build: () => string): PageBytes {
  if (body.page?.head !== head) body.page = { head, html: Buffer.from(build()) };
  return body.page;
}

/** The page's bytes in the best encoding `acceptEncoding` allows, each compressed once. */
export function encodePage(
  page: PageBytes,
  acceptEncoding: string | undefined,
): { bytes: Buffer; encoding: 'br' | 'gzip' | null } {
  const encoding = pickEncoding(acceptEncoding);
  if (encoding === 'br') {
    page.br ??= brotliCompressSync(page.html, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.html.length,
      },
    });
    return { bytes: page.br, encoding };
  }
  if (encoding === 'gzip') {
    page.gzip ??= gzipSync(page.html, { level: 9 });
    return { bytes: page.gzip, encoding };
  }
  return { bytes: page.html, encoding: null };
}

/** Rendered pages a cache entry's worth of visitors get without running their route again. */
const MAX_SENT_PAGES = 1000;

/**
 * The rendered pages sent since the catalogue cache last changed, by URL: one entry of that cache
 * (`ssr:sent`), so it expires and is cleared with it (`clearPublicCatalogue`). Off with the cache.
 */
export function sentPages(app: FastifyInstance) {
  const cache = catalogueCache(app);
  const pages = () => cache.get('ssr:sent', async () => new Map<string, PageBytes>());
  return {
    get: async (url: string) => (await pages()).get(url),
    set: async (url: string, page: PageBytes) => {
      const map = await pages();
      if (map.size < MAX_SENT_PAGES) map.set(url, page);
    },
  };
}

/**
 * `renderBody(url)`: the rendered page at `url` (path and query), or null when it is not a
 * server-rendered page. Rejects when a query or the render fails (the caller sends the shell).
 */
export function serverRenderer(app: FastifyInstance, entry: ServerEntry) {
  const cache = catalogueCache(app);
  const render = async (url: string): Promise<RenderedBody | null> => {
    // The same public answers a browser gets (served from the public answer cache), without a socket.
    const token = signClientToken(
      app.config.tokenSigningKey,
      OAUTH_CLIENT_ID,
      new Date(Date.now() + TOKEN_TTL_MS),
    );
    const rendered = await entry.render(url, async ({ method, url: apiUrl, body }) => {
      const res = await app.inject({
        method: method as 'GET' | 'POST',
        url: apiUrl,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: res.statusCode, body: res.body };
    });
    if (!rendered) return null;
    return {
      root: rendered.html,
      script: `<script id="${entry.QUERY_STATE_ID}" type="application/json">${jsonForScript(rendered.state)}</script>`,
    };
  };
  return (url: string) => cache.get(`ssr:${url}`, () => render(url));
}
