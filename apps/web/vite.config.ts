import path from 'node:path';
import { constants } from 'node:zlib';
import type { PRELOADED_PAGES, STUDENT_PRELOADED_PAGES } from '@campus/contract/pages';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { type ConfigEnv, defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const API = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const ROOT = import.meta.dirname;

/** The browser's build, not the server render's (`vite build --ssr src/entry-server.tsx`). */
const clientBuild = (_config: UserConfig, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/** Source modules the build's rules name, relative to apps/web. */
const SOURCES = {
  entry: 'src/main.tsx',
  /** The app's start, which main.tsx imports after React DOM. */
  start: 'src/app/start.tsx',
  /** The public pages the server preloads: their lazy modules, one per page. */
  pageModules: 'src/app/page-modules.ts',
  /** The student area's pages: this module's lazy imports. */
  studentRoutes: 'src/app/student-routes.tsx',
  /** The operator area, one lazy route of its own. */
  adminApp: 'src/features/admin/app/admin-app.tsx',
  studentLayout: 'src/app/layouts/student-layout.tsx',
  playerRoute: 'src/app/pages/course-player-route.tsx',
  /** The lazy panels below the lesson (course-player-route.tsx): questions, notes, certificate. */
  playerPanels: [
    'src/features/questions/components/course-questions.tsx',
    'src/features/notes/components/course-notes.tsx',
    'src/features/certificates/components/certificate-panel.tsx',
  ],
};

/**
 * The source modules of each page the server sends with its code preloaded (contract
 * `PRELOADED_PAGES`, `STUDENT_PRELOADED_PAGES`). A public page's module must be one that
 * page-modules.ts imports lazily, a student page's one of student-routes.tsx's: the build checks
 * both in the module graph. The player names its panels too: the server's page names them after
 * the lesson's code, so their lazy imports find them preloaded (left to Vite's preload helper,
 * their ~10 links were added in one task after the lesson painted, ~100 ms at 4×).
 */
const PUBLIC_PAGE_SOURCES = {
  home: ['src/app/pages/home-route.tsx'],
  category: ['src/features/catalogue/pages/category-page.tsx'],
  courses: ['src/features/catalogue/pages/courses-page.tsx'],
  detail: ['src/app/pages/detail-route.tsx'],
  landingMap: ['src/features/landing/pages/landing-map-page.tsx'],
  guide: ['src/features/landing/pages/guide-landing-page.tsx'],
  diabetes: ['src/features/landing/pages/diabetes-landing-page.tsx'],
  telemedicine: ['src/features/landing/pages/telemedicine-page.tsx'],
  workshop: ['src/features/landing/pages/workshop-page.tsx'],
  obstacles: ['src/features/landing/pages/obstacles-page.tsx'],
  contact: ['src/features/contact/pages/contact-page.tsx'],
  certificate: ['src/features/certificates/pages/certificate-verify-page.tsx'],
} satisfies Record<(typeof PRELOADED_PAGES)[number], string[]>;
const STUDENT_PAGE_SOURCES = {
  myCourses: [SOURCES.studentLayout, 'src/features/my-courses/pages/my-courses-page.tsx'],
  player: [SOURCES.studentLayout, SOURCES.playerRoute, ...SOURCES.playerPanels],
  cart: [SOURCES.studentLayout, 'src/features/cart/pages/cart-page.tsx'],
  paymentInfo: [SOURCES.studentLayout, 'src/features/checkout/pages/payment-info-page.tsx'],
} satisfies Record<keyof typeof STUDENT_PRELOADED_PAGES, string[]>;

const moduleId = (file: string) => path.resolve(ROOT, file);

/**
 * Icons are imported one per module (`import Menu from 'lucide-react/icons/menu'`, the package's
 * documented `icons/*` export), so the module graph says which icons each module uses and the
 * bundler never reads the package's index of 2,000 icons. The index reached anyway fails the build
 * (appChunkGroups): someone wrote `import { Menu } from 'lucide-react'`.
 */
const ICON_INDEX = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * Writes `dist/.vite/page-chunks.json`: for each page of the two lists above, the files of the chunks
 * holding its modules and of the chunks they import (the entry excluded), read from the bundle
 * (each chunk's `moduleIds` and `imports`): Vite's manifest does not name the modules of a group's
 * chunk (the player's). The server preloads them with the page's HTML. A page module the router no
 * longer imports lazily, or in no chunk, fails the build.
 */
function pageChunks(): Plugin {
  return {
    name: 'campus-page-chunks',
    apply: clientBuild,
    generateBundle(_options, bundle) {
      const lazyImports = (file: string) => this.getModuleInfo(moduleId(file))?.dynamicallyImportedIds ?? [];
      const publicPages = new Set(lazyImports(SOURCES.pageModules));
      const studentPages = new Set([
        ...lazyImports(SOURCES.studentRoutes),
        ...lazyImports(SOURCES.playerRoute),
        moduleId(SOURCES.studentLayout),
      ]);
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const pages: Record<string, string[]> = {};
      const sources = [
        ...Object.entries(PUBLIC_PAGE_SOURCES).map(([page, files]) => ({ page, files, lazy: publicPages })),
        ...Object.entries(STUDENT_PAGE_SOURCES).map(([page, files]) => ({ page, files, lazy: studentPages })),
      ];
      for (const { page, files, lazy } of sources) {
        const found = new Set<string>();
        const visit = (chunk: (typeof chunks)[number] | undefined) => {
          if (!chunk || chunk.isEntry || found.has(chunk.fileName)) return;
          found.add(chunk.fileName);
          for (const imported of chunk.imports) visit(byFile.get(imported));
        };
        for (const file of files) {
          const id = moduleId(file);
          if (!lazy.has(id)) {
            this.error(`page chunks: ${file} (${page}) is not a page the router imports lazily`);
          }
          const chunk = chunks.find((output) => output.moduleIds.includes(id));
          if (!chunk) this.error(`page chunks: ${file} (${page}) is in no chunk of the build`);
          visit(chunk);
        }
        pages[page] = [...found];
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/page-chunks.json',
        source: `${JSON.stringify(pages, null, 2)}\n`,
      });
    },
  };
}

/**
 * The course player's code in three chunks instead of about forty: on a phone over HTTP/1.1 (six
 * connections) each small chunk (a 0.3 KB helper) costs a round trip before the lesson can render.
 * `student` is the student layout (every student page's frame), `player` the player route's own
 * code, `player-panels` what the panels below the lesson need. Only modules no public page can load
 * go in them: from the entry, every import is followed except into the student and operator areas
 * (student-routes.tsx's lazy imports, the student layout, the admin app), and whatever that reaches
 * stays where the bundler puts it, so the home page never loads these chunks (its budget) and no
 * public page downloads player code. A captured module's dependencies are not pulled in after it
 * (`includeDependenciesRecursively: false`): a shared one (React, zod, the modal) stays in the chunk
 * the public pages load too.
 *
 * The same walk also makes `start`: the app's start with all it imports, React's packages and a few
 * modules named below aside.
 *
 * All of it from the module graph (`getModuleInfo`: each module's static and lazy imports), by
 * module id.
 */
function appChunkGroups() {
  let groups: Map<string, string> | undefined;

  const classify = (ctx: ChunkingContext): Map<string, string> => {
    const info = (file: string) => {
      const found = ctx.getModuleInfo(moduleId(file));
      if (!found) throw new Error(`appChunkGroups: ${file} is not in the build`);
      return found;
    };
    const layout = moduleId(SOURCES.studentLayout);
    const playerRoute = moduleId(SOURCES.playerRoute);
    const critical = [layout, playerRoute];
    const panels = SOURCES.playerPanels.map(moduleId);
    for (const file of [SOURCES.studentLayout, SOURCES.playerRoute, ...SOURCES.playerPanels]) info(file);
    const studentPages = info(SOURCES.studentRoutes).dynamicallyImportedIds;
    if (!studentPages.includes(playerRoute)) {
      throw new Error(`appChunkGroups: ${SOURCES.studentRoutes} no longer imports the player lazily`);
    }
    const privateRoots = new Set([...studentPages, layout, info(SOURCES.adminApp).id]);
    const reach = (roots: string[], dynamic: boolean, skip: (id: string) => boolean) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id) || skip(id)) return;
        if (ICON_INDEX.test(id)) throw new Error(`appChunkGroups: lucide-react's index is in the build`);
        seen.add(id);
        const module = ctx.getModuleInfo(id);
        for (const next of module?.importedIds ?? []) visit(next);
        if (dynamic)
          for (const next of module?.dynamicallyImportedIds ?? []) if (!privateRoots.has(next)) visit(next);
      };
      for (const id of roots) visit(id);
      return seen;
    };
    const publicModules = reach([moduleId(SOURCES.entry)], true, () => false);
    const result = new Map<string, string>();
    for (const id of reach([layout], false, (id) => publicModules.has(id))) result.set(id, 'student');
    // What another student page uses (the cart's) stays out of the player's chunks: the cart would
    // otherwise load the player and its panels and, with them, zod's locale, the forms and the
    // dialog. Every student page loads the layout's chunk; only the player loads these.
    const otherStudentPages = [...privateRoots].filter((id) => !critical.includes(id));
    const otherPagesModules = reach(otherStudentPages, false, (id) => publicModules.has(id));
    const grouped = (id: string) => publicModules.has(id) || result.has(id);
    // The student-only modules the player shares with another student page (the mentoring
    // request) ride with the layout, which every student page loads anyway.
    for (const id of reach([playerRoute], false, grouped)) {
      result.set(id, otherPagesModules.has(id) ? 'student' : 'player');
    }
    for (const id of reach(panels, false, (id) => grouped(id) || otherPagesModules.has(id))) {
      result.set(id, 'player-panels');
    }
    // The app's start (imported by main.tsx in a task after React DOM) and all it imports, React's
    // packages aside, in one chunk, as they were in the entry: left to itself the bundler splits
    // what the lazy pages share with it into ten chunks (the router, the query cache, the
    // messages…), 3 KB gzipped more for the home page.
    const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
    // Not Vite's preload helper: main.tsx imports it too, and from `start` it made the entry import
    // `start` statically, which evaluated the whole app, React DOM with it, in the entry's one task.
    // Not the mutation hook either: only pages with a form use it, and from the package's index
    // (all of it reached from `start`) it came into every page's `start` (0.4 KB gzipped).
    const elsewhere =
      /vite[\\/]preload-helper|[\\/]react-query[\\/]build[\\/]modern[\\/]useMutation\.js$|[\\/]query-core[\\/]build[\\/]modern[\\/]mutationObserver\.js$/;
    const notStart = (id: string) => react.test(id) || elsewhere.test(id);
    for (const id of reach([moduleId(SOURCES.start)], false, notStart)) {
      if (!result.has(id)) result.set(id, 'start');
    }
    return result;
  };

  return {
    plugin: {
      name: 'campus-app-chunks',
      apply: clientBuild,
      buildStart() {
        groups = undefined;
      },
    } satisfies Plugin,
    group: {
      name: (id: string, ctx: ChunkingContext) => {
        groups ??= classify(ctx);
        return groups.get(id) ?? null;
      },
      debugName: 'app-chunks',
      includeDependenciesRecursively: false,
    },
  };
}

/**
 * zod and the contract's Spanish messages for it, in one chunk of a stable name (`zod-es`): the
 * pages that validate a form fetch it when a visitor starts writing (lib/lazy-zod-resolver.ts), and
 * e2e tests check that the others never ask for it. Left to itself, the bundler names the chunk
 * after whichever module it happens to pick.
 */
const zodChunkGroup = {
  name: 'zod-es',
  test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/]zod-es\.ts$/,
};

/**
 * `main.tsx` imports the app (React DOM, then `app/start.tsx`) dynamically, to evaluate it in tasks
 * of its own. Vite preloads only an entry's static imports, so this names the chunks of those
 * dynamic imports, and everything they import, in index.html as module preloads: the server's boot
 * script and shell take them from there (ssr/boot-script.ts) for every page, and Vite's preload
 * helper then finds them in the document instead of adding their links in one task.
 */
function appChunksPreload(): Plugin {
  return {
    name: 'campus-app-chunks-preload',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const files = new Set<string>();
        const visit = (file: string) => {
          const output = bundle[file];
          if (output?.type !== 'chunk' || output.isEntry || files.has(file)) return;
          files.add(file);
          for (const imported of output.imports) visit(imported);
        };
        for (const file of chunk.dynamicImports) visit(file);
        if (files.size === 0) this.error('appChunksPreload: the entry imports no app chunk dynamically');
        // Imported statically as well (a module of the entry's bundled into one of them), a chunk
        // is evaluated with the entry, in its task: the app would again be one long task.
        const both = chunk.imports.filter((file) => chunk.dynamicImports.includes(file));
        if (both.length > 0) this.error(`appChunksPreload: the entry imports ${both.join(', ')} statically`);
        // Those Vite already names (the entry's static imports) once.
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * .br and .gz next to every text file of the build, for the server to send as they are
 * (@fastify/static `preCompressed`) instead of compressing per request. Small files too: the home
 * loads a dozen chunks of 0.3 to 0.7 KB that gzip to about half; a copy only when it is smaller.
 */
function precompress(): Plugin {
  return {
    ...compression({
      include: /\.(js|css|html|svg|json|txt|xml)$/,
      exclude: /(^|[\\/])\.vite[\\/]/,
      threshold: 0,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
    apply: clientBuild,
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

const appChunks = appChunkGroups();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    appChunks.plugin,
    pageChunks(),
    appChunksPreload(),
    precompress(),
    devClientSecret(),
  ],
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
  build: isSsrBuild
    ? // The server render (src/entry-server.tsx), loaded by the API from dist/server (never served).
      { target: 'node20', outDir: 'dist/server', assetsInlineLimit: 2048, copyPublicDir: false }
    : {
        target: 'es2022',
        cssCodeSplit: true,
        assetsInlineLimit: 2048,
        // dist/.vite/manifest.json (each module's file, imports and lazy imports), for scripts/home-js.mjs.
        manifest: true,
        // Every browser the site serves has <link rel="modulepreload"> (Safari since 17); without
        // it a page still loads, only without the preloads. 0.4 KB less on every page.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: { codeSplitting: { groups: [appChunks.group, zodChunkGroup] } },
        },
      },
}));
