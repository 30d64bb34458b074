import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type PreloadedPage,
  paths,
  SESSION_COOKIE,
  SITE_NAME,
  STUDENT_PRELOADED_PAGES,
} from '@campus/contract/pages';
import fastifyStatic from '@fastify/static';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { SENT_MANY_TIMES } from '../lib/compression.ts';
import { escapeHtml, jsonForScript } from '../lib/html.ts';
import { isPageRequest } from '../lib/page-request.ts';
import { MEDIA_DIR, WEB_DIST_DIR } from '../lib/paths.ts';
import { redactUrl } from '../lib/redact-url.ts';
import { SHARE_IMAGE, shareImagePath, shareImageRoutes } from '../lib/share-image.ts';
import { bootScriptTag, takeModuleTags } from '../ssr/boot-script.ts';
import {
  freshRenderer,
  loadServerEntry,
  type PageBytes,
  type PageCache,
  pageBytes,
  type RenderedBody,
  type ServerEntry,
  type SessionUser,
  sentPages,
  serverRenderer,
  sessionRenderer,
} from '../ssr/server-render.ts';

/** What the server writes into <head> so link previews and crawlers need no JavaScript. */
export type PageHead = {
  title: string;
  description: string;
  /** Canonical path, e.g. `/detail/telemedicina?course=1`. */
  path: string;
  /** Absolute URL or a site path (`/media/…`); made absolute with PUBLIC_URL. */
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: unknown[];
  noindex?: boolean;
  /** Pictures the page paints first (its LCP), fetched with the HTML instead of after the JavaScript. */
  preloadImages?: Array<{ href: string; media?: string; type?: string }>;
  /**
   * The page whose route chunks are preloaded with the HTML instead of after the main bundle has
   * run: the web build lists each page's files in `dist/.vite/page-chunks.json`.
   */
  preload?: PreloadedPage;
  /**
   * Rendered for each request and never kept with the catalogue's pages: a page whose facts change
   * outside the catalogue (a certificate revoked) must not be sent as it was up to a cache period ago.
   */
  uncached?: boolean;
};

/** `dist/.vite/page-chunks.json` as the web build writes it (vite.config.ts `pageChunks`), or none. */
export function readPageChunks(distDir: string): Partial<Record<PreloadedPage, string[]>> {
  const file = path.join(distDir, '.vite', 'page-chunks.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

export const DEFAULT_HEAD: Omit<PageHead, 'path'> = {
  title: `${SITE_NAME} · Cursos en línea para profesionales de la salud`,
  description:
    'Cursos de telemedicina, medicina interna, enfermería y más, creados por médicos para médicos y enfermeras de Latinoamérica. Certificados, a su ritmo y desde el celular.',
  image: '/media/og-default.jpg',
};

const HEAD_REGION = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
/** The empty root the browser fills, and the no-JavaScript notice a rendered page does not need. */
const EMPTY_ROOT = '<div id="root"></div>';
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
/** The operator area: a page, but never one the server renders. */
const OPERATOR_AREA = /^\/admin(\/|$)/;

/** The page with its rendered markup, the inlined answers and the boot script in the empty root. */
function fill(page: string, body: { root: string; script: string }, boot: string): string {
  return page
    .replace(NOSCRIPT, '')
    .replace(EMPTY_ROOT, () => `<div id="root">${body.root}</div>${body.script}${boot}`);
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends the SPA's index.html with this page's head; with `sessionToken` (a student page's session
     * cookie), the page rendered for that student when the token is live.
     */
    sendPage(
      head?: Partial<PageHead> & { path?: string },
      status?: number,
      sessionToken?: string,
    ): FastifyReply;
  }
}

export function renderHead(head: PageHead, publicUrl: string, modulePaths: string[] = []): string {
  const absolute = (u: string) =>
    /^https?:\/\//.test(u) ? u : `${publicUrl}${u.startsWith('/') ? '' : '/'}${u}`;
  const url = absolute(head.path);
  // Link previews get a JPEG of the preview size (WhatsApp shows no WebP); other addresses pass as they are.
  const sharePath = head.image ? shareImagePath(head.image) : null;
  const image = head.image ? absolute(sharePath ?? head.image) : undefined;
  const imageSize = sharePath
    ? [
        `<meta property="og:image:type" content="${SHARE_IMAGE.type}">`,
        `<meta property="og:image:width" content="${SHARE_IMAGE.width}">`,
        `<meta property="og:image:height" content="${SHARE_IMAGE.height}">`,
      ]
    : [];
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    '<meta property="og:locale" content="es_EC">',
    `<meta property="og:type" content="${head.type === 'product' ? 'product' : (head.type ?? 'website')}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    ...imageSize,
    image ? `<meta property="og:image:alt" content="${escapeHtml(head.title)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}">` : '',
    ...(head.preloadImages ?? []).map(
      (p) =>
        `<link rel="preload" as="image" href="${escapeHtml(p.href)}"${p.media ? ` media="${escapeHtml(p.media)}"` : ''}${p.type ? ` type="${escapeHtml(p.type)}"` : ''} fetchpriority="high">`,
    ),
    ...modulePaths.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return `<!--app-head-->${tags.filter(Boolean).join('\n    ')}<!--/app-head-->`;
}

type SpaOptions = {
  /** Where rendered public pages are kept (the catalogue cache). */
  pageCache: PageCache;
  /** Who a session cookie's token is, for the student pages rendered for them. */
  sessionUser: SessionUser;
  indexHtml?: string;
  /** The server render (tests load it from the web sources); default: the web build's, when built. */
  serverEntry?: ServerEntry | null;
};

/**
 * Serves the built web app: hashed assets cached a year, index.html never cached and written with
 * each page's head and, for the public pages and the student pages of a session, their
 * server-rendered HTML (the shell when the render is not built or fails); /media (seed
 * pictures) and /uploads (profile photos, course and category pictures; never lesson files).
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: SpaOptions) => {
    const indexPath = path.join(WEB_DIST_DIR, 'index.html');
    const template = opts.indexHtml ?? (existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null);
    const pageChunks = opts.indexHtml ? {} : readPageChunks(WEB_DIST_DIR);
    const serverEntry =
      opts.serverEntry !== undefined
        ? opts.serverEntry
        : opts.indexHtml
          ? null
          : await loadServerEntry(WEB_DIST_DIR).catch((err: unknown) => {
              app.log.error(
                { err },
                'server render bundle failed to load: public pages are sent as the shell',
              );
              return null;
            });
    if (serverEntry?.close) app.addHook('onClose', async () => serverEntry.close?.());
    const renders = serverEntry && template?.includes(EMPTY_ROOT);
    const renderBody = renders ? serverRenderer(app, serverEntry, opts.pageCache) : null;
    const renderForSession = renders ? sessionRenderer(app, serverEntry, opts.sessionUser) : null;
    const renderFresh = renders ? freshRenderer(app, serverEntry) : null;
    const sent = renderBody ? sentPages(opts.pageCache) : null;
    // A rendered page's modules start after its first paint (ssr/boot-script.ts); the shell needs
    // them to paint at all, so it keeps the build's tags.
    const rendered = template ? takeModuleTags(template) : null;
    // A rendered page is painted whole. A slow phone's parser pauses mid-page and paints what it has:
    // an icon whose words come in the next slice, say, which then moves (a layout shift). Chromium
    // holds the first paint until the element after the markup, the query state, is parsed: a few
    // milliseconds on a page that arrives in one piece. Other browsers ignore the tag.
    const paintWhole = serverEntry
      ? `<link rel="expect" href="#${serverEntry.QUERY_STATE_ID}" blocking="render">`
      : '';
    // Its route's @fastify/compress options (SENT_MANY_TIMES) compress the page's bytes once; where
    // its plugin registers @fastify/etag (the catalogue's and landing pages), a browser revalidating
    // it gets a 304.
    const sendRendered = (reply: FastifyReply, whole: PageBytes) =>
      reply
        .header('vary', 'accept-encoding')
        .header('cache-control', 'no-cache')
        .header('etag', whole.etag)
        .type('text/html; charset=utf-8')
        .send(whole.html);
    if (sent) {
      // A page rendered since the catalogue last changed goes out again as it was, before its route
      // runs: its head and body depend only on the URL and the catalogue.
      // A callback, not an async hook: every API request passes here too, and goes on at once
      // without a promise of its own.
      app.addHook('onRequest', (request, reply, done) => {
        if (!isPageRequest(request) || OPERATOR_AREA.test(request.url)) return done();
        // Kept and ready: sent at once, without a promise and its turn of the microtask queue.
        const known = sent.peek(request.url);
        if (known) {
          sendRendered(reply, known);
          return;
        }
        sent
          .get(request.url)
          .then((whole) => {
            if (whole) sendRendered(reply, whole);
            else done();
          })
          .catch(done);
      });
    }

    if (!opts.indexHtml && existsSync(WEB_DIST_DIR)) {
      await app.register(fastifyStatic, {
        root: WEB_DIST_DIR,
        prefix: '/',
        index: false,
        wildcard: false,
        // dist/server is the server render's code, for the API only.
        allowedPath: (pathName) => !/^\/?server(\/|$)/.test(pathName),
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }
    await app.register(fastifyStatic, {
      root: MEDIA_DIR,
      prefix: '/media/',
      // Course videos leave only through short-lived signed links (modules/learning/media.ts), never by path.
      allowedPath: (pathName) => !/^\/?(?:media\/)?video\//.test(pathName),
      decorateReply: !app.hasReplyDecorator('sendFile'),
      setHeaders: (res) => res.header('cache-control', 'public, max-age=604800'),
    });
    await app.register(shareImageRoutes);
    const uploads = path.join(app.config.dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      // Public pictures only: lesson files (stored here before they moved to DATA_DIR/private) leave
      // only through signed media links (modules/learning/media.ts).
      allowedPath: (pathName) => !/^\/?(?:uploads\/)?resources\//.test(pathName),
      decorateReply: false,
      setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
    });

    app.decorateReply(
      'sendPage',
      function sendPage(this: FastifyReply, head = {}, status = 200, sessionToken?: string) {
        if (!template) {
          return this.status(503)
            .type('text/plain; charset=utf-8')
            .send('La aplicación web no está compilada. Ejecute `npm run build` o use `npm start`.');
        }
        const full: PageHead = { ...DEFAULT_HEAD, path: this.request.url.split('?')[0] ?? '/', ...head };
        // Client 1's secret is public by the contract's design: the browser asks for its own client token.
        const clientMeta = `<meta name="oauth-client-secret" content="${escapeHtml(app.config.oauthClientSecret)}">`;
        const chunks = full.preload ? (pageChunks[full.preload] ?? []) : [];
        const headHtml = `${renderHead(full, app.config.publicUrl, chunks)}\n    ${clientMeta}`;
        // A replacer function: a string replacement would expand $`, $& and $' found in the head
        // (a search query or a course name) into parts of the template.
        const page = template.replace(HEAD_REGION, () => headHtml);
        const send = (html: string | Buffer, cacheControl = 'no-cache') =>
          this.status(status)
            .header('cache-control', cacheControl)
            .type('text/html; charset=utf-8')
            .send(html);
        // Pages the API found (not 404s, not the SPA's catch-all) are rendered when the web app says so.
        if (status !== 200 || this.request.is404) return send(page);
        const rendering = sessionToken
          ? renderForSession?.(this.request.url, sessionToken)
          : full.uncached
            ? renderFresh?.(this.request.url)
            : renderBody?.(this.request.url);
        if (!rendering) return send(page);
        const modular = rendered?.entry ? rendered : null;
        // Module tags of its own: a rendered page's modules start after its first paint (boot script).
        const pageHead = modular ? `${renderHead(full, app.config.publicUrl)}\n    ${clientMeta}` : headHtml;
        const renderedHead = `${pageHead}\n    ${paintWhole}`;
        const build = (body: RenderedBody) => () => {
          const shell = (modular?.html ?? template).replace(HEAD_REGION, () => renderedHead);
          if (!modular) return fill(shell, body, '');
          const modules = new Set([...modular.preload, ...chunks.map((file) => `/${file}`)]);
          return fill(shell, body, bootScriptTag(modular.entry!, [...modules]));
        };
        rendering
          .then((body) => {
            if (!body) return send(page);
            // One student's page: for their browser only, built for this request and never kept.
            if (sessionToken) return send(build(body)(), 'private, no-store');
            if (full.uncached) return send(build(body)());
            // Built once per cache entry, and compressed once, not per request (a rendered page is ~100 KB).
            const whole = pageBytes(body, renderedHead, build(body));
            void sent?.set(this.request.url, whole);
            return sendRendered(this, whole);
          })
          .catch((err: unknown) => {
            // A render bug or a failing answer (database down) must not cost the visitor the page.
            this.request.log.error(
              { err, url: redactUrl(this.request.url) },
              'server render failed: sending the shell',
            );
            if (!this.sent) send(page);
          });
        // The reply is sent when the render settles; Fastify waits for it (a reply is thenable).
        return this;
      },
    );

    // The student pages: rendered for the student whose session cookie came with the request (the
    // browser repeats its stored token there, lib/storage.ts), else the shell, which the browser
    // paints from the session it stores. Either way with the layout's and the page's code preloaded
    // beside the entry. Private pages: not for search engines, and the answer depends on the cookie.
    // The server reads nothing of their ids, so from the first one on the route is a wildcard: any
    // id, however long or odd, gets the page, which says what is wrong (not the router's error page).
    for (const [page, url] of Object.entries(STUDENT_PRELOADED_PAGES)) {
      app.get(url.replace(/\/:.*$/, '/*'), (request, reply) => {
        const cookies = request.headers.cookie;
        const token = cookies ? parseCookie(cookies)[SESSION_COOKIE] : undefined;
        return reply
          .header('vary', 'Cookie')
          .sendPage({ preload: page as PreloadedPage, noindex: true }, 200, token);
      });
    }

    // Spec §2's `/v2/maker`, the old course builder: the page sends an operator to the catalogue
    // editor and anyone else home. The operator's session lives in the browser's tab, so only the
    // page can tell; the server keeps the address out of search engines.
    app.get(paths.maker, { compress: SENT_MANY_TIMES }, (_request, reply) =>
      reply.sendPage({ noindex: true }),
    );
  },
  { name: 'spa', dependencies: ['db'] },
);
