import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

describe('serving the production build', () => {
  it('caches hashed assets for a year, precompressed, and never caches index.html', async () => {
    const page = await fetch(`${baseUrl}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    // A server-rendered page names its entry module in the boot script that loads it after the paint.
    const script = /<script data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    // A script is not a document: the page-level headers (CSP, framing…) stay on the page.
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("answers a file the build no longer has (a previous deploy's chunk) 404, not the page", async () => {
    const res = await fetch(`${baseUrl}/assets/chunk-de-otra-version-0000.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('text/html');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('writes the client secret and the page head into the HTML it sends', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toMatch(/<meta name="oauth-client-secret" content="[^"]+">/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/">`);
    expect(html).toContain('<html lang="es">');
  });

  it('answers unknown API paths with JSON, not the page', async () => {
    const res = await fetch(`${baseUrl}/api/v1/no-existe`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Ruta no encontrada.', code: 'not_found' });
  });
});
