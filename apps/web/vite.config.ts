import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/** Writes .br and .gz next to every text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'campus-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|xml)$/.test(file) || statSync(file).size < 1024) continue;
        const data = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** In `npm run dev` Vite serves index.html, so it writes the client secret the API server writes in production. */
function devClientSecret(): Plugin {
  const secret = process.env.OAUTH_CLIENT_SECRET ?? 'dev-client-secret-change-me-in-production';
  return {
    name: 'campus-dev-client-secret',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace('</head>', `<meta name="oauth-client-secret" content="${secret}">\n  </head>`),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), devClientSecret()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: Object.fromEntries(
      [
        '/api',
        '/oauth',
        '/media',
        '/uploads',
        '/dev',
        '/sitemap.xml',
        '/robots.txt',
        '/healthz',
        '/readyz',
      ].map((p) => [p, API]),
    ),
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 2048,
    // dist/.vite/manifest.json: the server preloads a page's route chunks with its HTML.
    manifest: true,
  },
});
