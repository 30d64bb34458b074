import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BOOT_SCRIPT_CSP } from '../ssr/boot-script.ts';

/** Video hosts the player and previews may embed (resource types 1 Vimeo and 6 YouTube). */
const VIDEO_FRAMES = [
  'https://player.vimeo.com',
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
];
const VIDEO_IMAGES = ['https://i.vimeocdn.com', 'https://i.ytimg.com'];

/** The Content-Security-Policy directives: self plus the video hosts. */
export function cspDirectives(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    // The one inline script: a server-rendered page's module loader (ssr/boot-script.ts), by hash.
    'script-src': ["'self'", BOOT_SCRIPT_CSP],
    // Tailwind ships a stylesheet; inline style attributes (carousel transforms) need this.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...VIDEO_IMAGES],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': VIDEO_FRAMES,
    // ALTCHA solves its proof of work in a web worker created from a blob.
    'worker-src': ["'self'", 'blob:'],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Every response's security headers, built once: the set helmet 8 sends with our options (CSP
 * above, HSTS only over https, no COEP, CORP same-site, referrer policy strict-origin-when-cross-
 * origin, helmet's defaults for the rest; `security.test.ts` holds them equal). `@fastify/helmet`
 * rebuilt the CSP string from the directives on every request, ≈ 11 % of the server's busy time
 * under load (BENCHMARKS.md).
 */
export function securityHeaders(https: boolean): Record<string, string> {
  const csp = Object.entries(cspDirectives(https))
    .map(([name, values]) => (values.length > 0 ? `${name} ${values.join(' ')}` : name))
    .join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * The headers of the web build's files (`/assets/`: our own hashed scripts, styles and fonts). The
 * others are about documents (what a page may load, frame or open; the referrer it sends) and do
 * nothing on a script or a stylesheet, while they were ~0.9 KB of a small chunk's ~1.2 KB answer:
 * a student page loads 30–40 of them on a phone. User uploads and media keep the full set.
 */
export const BUILD_ASSET_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-site',
};

/**
 * The headers of an API answer (JSON, a redirect, a download): OWASP's set for REST services. The
 * document headers above are about what a page may load, frame or open; a JSON answer loads
 * nothing, so its CSP forbids everything and no site may frame it. They were ~0.75 KB of every API
 * answer (a student page makes 10–20 calls on a phone), and checking and writing them ~25 % of the
 * server's time on a cached catalogue answer (BENCHMARKS.md).
 */
export function apiHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-site',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** API answers. */
const API_URL = /^\/(?:api|oauth)\/|^\/(?:healthz|readyz)(?:$|\?)/;

/**
 * The header set for a request's URL: the build's files, an API answer, or a document (a page).
 * `documentPaths`: API path prefixes whose answers a student opens as documents (the learning
 * module's signed media links, PDFs among them), which keep the page headers; the modules name them
 * (`documentPaths` in modules/index.ts) and app.ts passes them in.
 */
export function headersForUrl(
  https: boolean,
  documentPaths: readonly string[],
): (url: string) => Readonly<Record<string, string>> {
  const documents = securityHeaders(https);
  const api = apiHeaders(https);
  const isDocument = (url: string) => {
    for (const prefix of documentPaths) if (url.startsWith(prefix)) return true;
    return false;
  };
  return (url) => {
    if (url.startsWith('/assets/')) return BUILD_ASSET_HEADERS;
    return API_URL.test(url) && !isDocument(url) ? api : documents;
  };
}

export type SecurityPluginOptions = {
  /** API path prefixes answered as documents (see `headersForUrl`). */
  documentPaths: readonly string[];
};

/**
 * Security headers on every response (a route may replace one with `reply.header`) and
 * compression; the routes of public answers and pages pass options of their own, which compress
 * each body once (lib/compression.ts).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityPluginOptions) => {
    const headersFor = headersForUrl(app.config.publicUrl.startsWith('https://'), options.documentPaths);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headersFor(request.url));
      done();
    });
    // A GET or HEAD carries no body: @fastify/compress's request decompression (a preParsing hook
    // on every request) stays off those routes. Added before the plugin's own onRoute.
    app.addHook('onRoute', (route) => {
      const bodyless = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
      if (bodyless && route.decompress === undefined) route.decompress = false;
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'security', dependencies: ['db'] },
);
