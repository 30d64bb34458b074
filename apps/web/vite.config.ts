import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { STUDENT_PRELOADED_PAGES } from '@campus/contract/pages';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { type ConfigEnv, defineConfig, type Plugin, type UserConfig } from 'vite';

const API = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/** The browser's build, not the server render's (`vite build --ssr src/entry-server.tsx`). */
const clientBuild = (_config: UserConfig, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/**
 * Writes .br and .gz next to every text asset so the server sends them without compressing per
 * request. Small files too: the home loads a dozen chunks of 0.3 to 0.7 KB (icons, helpers shared
 * with other pages) that gzip to about half; a compressed copy only when it is smaller.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'campus-precompress',
    apply: clientBuild,
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
        if (!/\.(js|css|html|svg|json|txt|xml)$/.test(file)) continue;
        const data = readFileSync(file);
        const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = gzipSync(data, { level: 9 });
        if (br.length < data.length) writeFileSync(`${file}.br`, br);
        if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * The student pages the server sends with their code preloaded, rendered for the session or as the
 * shell (contract `STUDENT_PRELOADED_PAGES`): the student layout and the page's module, as
 * router.tsx and shells.tsx import them.
 */
const STUDENT_LAYOUT = 'src/app/layouts/student-layout.tsx';
const PLAYER_ROUTE = 'src/app/pages/course-player-route.tsx';
/** The lazy panels below the lesson (course-player-route.tsx): questions, notes, certificate. */
const PLAYER_PANELS = [
  'src/features/questions/components/course-questions.tsx',
  'src/features/notes/components/course-notes.tsx',
  'src/features/certificates/components/certificate-panel.tsx',
];
const studentPages = {
  myCourses: [STUDENT_LAYOUT, 'src/features/my-courses/pages/my-courses-page.tsx'],
  // The panels below the lesson too (questions, notes, certificate): the server's page names them
  // after the lesson's code, so their lazy imports find them preloaded. Left to Vite's preload
  // helper, their ~10 links were added in one task after the lesson painted (~100 ms at 4×).
  player: [STUDENT_LAYOUT, PLAYER_ROUTE, ...PLAYER_PANELS],
  cart: [STUDENT_LAYOUT, 'src/features/cart/pages/cart-page.tsx'],
  paymentInfo: [STUDENT_LAYOUT, 'src/features/checkout/pages/payment-info-page.tsx'],
} satisfies Record<keyof typeof STUDENT_PRELOADED_PAGES, string[]>;

/**
 * Writes `dist/.vite/page-chunks.json`: for each page of `src/app/page-modules.ts` and of
 * `studentPages`, the built files of the chunks holding its modules and of the chunks they import
 * (the entry excluded). The server preloads them with the page's HTML. A module in no chunk fails
 * the build.
 */
function pageChunks(): Plugin {
  let root = '.';
  let outDir = 'dist';
  return {
    name: 'campus-page-chunks',
    apply: clientBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const source = readFileSync(path.join(root, 'src/app/page-modules.ts'), 'utf8');
      const modules = [...source.matchAll(/^\s+(\w+): \(\) => import\('([^']+)'\),?$/gm)];
      if (modules.length === 0) this.error('page-modules.ts: no page found');
      const pages: Record<string, string[]> = { ...studentPages };
      for (const [, page, specifier] of modules) {
        pages[page!] = [path.relative(root, path.resolve(root, 'src/app', specifier!))];
      }
      // The chunk that holds a module: its own, or a group's (the player's `student`), which the
      // manifest does not name by module.
      const built = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const chunkOf = (file: string) =>
        [...built.values()].find((chunk) => chunk.moduleIds.includes(path.resolve(root, file)));
      type Chunk = ReturnType<typeof chunkOf>;
      const chunks: Record<string, string[]> = {};
      for (const [page, modules] of Object.entries(pages)) {
        const files = new Set<string>();
        const visit = (chunk: Chunk) => {
          if (!chunk || chunk.isEntry || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) visit(built.get(imported));
        };
        for (const file of modules) {
          const chunk = chunkOf(file);
          if (!chunk) this.error(`page chunks: ${file} (${page}) is in no chunk of the build`);
          visit(chunk);
        }
        chunks[page] = [...files];
      }
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, '.vite', 'page-chunks.json'), `${JSON.stringify(chunks, null, 2)}\n`);
    },
  };
}

/**
 * React Router's production build, with what keeps unused components in the bundle taken out.
 * Its package.json sends every bundler to `dist/development` (remix-run/react-router#12532, #14102:
 * dev warnings on, 0.5 KB gzipped more), and at the top level of its files `X.displayName = "X"`
 * and `React.forwardRef(…)` / `React.createContext(…)` calls look like side effects, so Form,
 * NavLink, ScrollRestoration, HistoryRouter, the prefetch links and the data-router contexts stay
 * in the entry whether used or not (1.9 KB gzipped). Names for React DevTools are all it drops;
 * forwardRef and createContext are pure. The browser's build only: the server's runs in Node.
 */
function reactRouterProduction(): Plugin {
  const dir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const production = path.join(dir, 'dist/production');
  let rewritten = 0;
  return {
    name: 'campus-react-router-production',
    apply: clientBuild,
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: path.join(production, 'index.mjs') }] },
    }),
    transform(code, id) {
      if (!id.startsWith(production)) return null;
      const out = code
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
        .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2(');
      if (out === code) return null;
      rewritten++;
      return { code: out, map: null };
    },
    buildEnd() {
      // A React Router whose files no longer look like this: the budget test will say what it costs.
      if (rewritten === 0) this.warn('react-router: nothing to mark pure in dist/production (new layout?)');
    },
  };
}

/**
 * The course player's code in three chunks instead of about forty: on a phone over
 * HTTP/1.1 (six connections) each small chunk (a one-icon lucide module, a 0.3 KB helper) costs a
 * round trip before the lesson can render. `student` is the student layout (every student page's
 * frame), `player` the player route's own code, `player-panels` what the panels below the lesson
 * need. Only modules no public page can load go in them: from the entry, every import is followed
 * except the student and admin routes' pages (router.tsx's `studentRoutes`, the admin app, the
 * student layout), and whatever that reaches stays where Vite puts it, so the home page never loads
 * these chunks (its 120 KB budget) and no public page downloads player code. Dependencies are not
 * pulled in after a captured module (`includeDependenciesRecursively: false`): a shared dependency
 * (React, zod, the modal) stays in the chunk the public pages load too.
 *
 * The same walk also makes `start`: the app's start (`app/start.tsx`, which main.tsx imports after
 * React DOM) with all it imports, React's packages and a few modules named below aside.
 */
function appChunkGroups(root: string) {
  const src = path.join(root, 'src');
  const appFile = (specifier: string) => path.resolve(src, 'app', specifier);
  const layout = path.resolve(root, STUDENT_LAYOUT);
  const playerRoute = path.resolve(root, PLAYER_ROUTE);
  const critical = [layout, playerRoute];
  const panels = PLAYER_PANELS.map((file) => path.resolve(root, file));
  let groups: Map<string, string> | undefined;

  const classify = (ctx: ChunkingContext): Map<string, string> => {
    const router = readFileSync(path.join(src, 'app/router.tsx'), 'utf8');
    const studentBlock = /const studentRoutes[\s\S]*?\n\];/.exec(router)?.[0] ?? '';
    const adminLine = /import\('(\.\.\/features\/admin\/[^']+)'\)/.exec(router)?.[1];
    const studentRoots = new Set([
      ...[...studentBlock.matchAll(/import\('([^']+)'\)/g)].map((m) => appFile(m[1]!)),
      ...(adminLine ? [appFile(adminLine)] : []),
      ...critical,
    ]);
    if (studentRoots.size < 8 || !adminLine) {
      throw new Error('appChunkGroups: router.tsx no longer reads as expected');
    }
    for (const file of [...critical, ...panels]) {
      if (!ctx.getModuleInfo(file)) throw new Error(`appChunkGroups: ${file} is not in the build`);
    }
    // lucide-react's index re-exports its 2,000 icons: its imports are not what a module uses, the
    // names a module imports from it are (one icon file each).
    const lucidePackage = createRequire(import.meta.url).resolve('lucide-react/package.json');
    const lucideIndex = path.join(path.dirname(lucidePackage), 'dist/esm/lucide-react.mjs');
    const lucideIcons = new Map<string, string>();
    for (const [, names, file] of readFileSync(lucideIndex, 'utf8').matchAll(
      /export \{([^}]*)\} from '([^']+)'/g,
    )) {
      for (const name of names!.split(','))
        lucideIcons.set(
          name
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
          path.resolve(path.dirname(lucideIndex), file!),
        );
    }
    if (lucideIcons.size < 1000)
      throw new Error(`appChunkGroups: ${lucideIndex} no longer reads as expected`);
    const lucideImports = (code: string | null) =>
      [...(code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap(([, names]) =>
        names!.split(',').flatMap((name) => lucideIcons.get(name.trim().split(/\s+as\s+/)[0]!) ?? []),
      );
    const reach = (roots: string[], dynamic: boolean, skip: (id: string) => boolean) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id) || skip(id)) return;
        seen.add(id);
        const info = ctx.getModuleInfo(id);
        if (id === lucideIndex) return;
        for (const next of info?.importedIds ?? []) visit(next);
        for (const next of lucideImports(info?.code ?? null)) visit(next);
        if (dynamic)
          for (const next of info?.dynamicallyImportedIds ?? []) if (!studentRoots.has(next)) visit(next);
      };
      for (const id of roots) visit(id);
      return seen;
    };
    const publicModules = reach([path.join(src, 'main.tsx')], true, () => false);
    const result = new Map<string, string>();
    for (const id of reach([layout], false, (id) => publicModules.has(id))) result.set(id, 'student');
    // What another student page uses (the cart's trash icon) stays out of the player's chunks: the
    // cart would otherwise load the player and its panels and, with them, zod's locale, the forms
    // and the dialog. Every student page loads the layout's chunk; only the player loads these.
    const otherStudentPages = [...studentRoots].filter((id) => !critical.includes(id));
    const otherPagesModules = reach(otherStudentPages, false, (id) => publicModules.has(id));
    const grouped = (id: string) => publicModules.has(id) || result.has(id);
    // The student-only modules the player shares with another student page (an icon, the
    // mentoring request) ride with the layout, which every student page loads anyway.
    for (const id of reach([playerRoute], false, grouped)) {
      result.set(id, otherPagesModules.has(id) ? 'student' : 'player');
    }
    for (const id of reach(panels, false, (id) => grouped(id) || otherPagesModules.has(id))) {
      result.set(id, 'player-panels');
    }
    // The app's start (`app/start.tsx`, imported by main.tsx in a task after React DOM) and all it
    // imports, React's packages aside, in one chunk, as they were in the entry: left to itself the
    // bundler splits what the lazy pages share with it into ten chunks (the router, the query
    // cache, the messages…), 3 KB gzipped more for the home page.
    const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
    // Not Vite's preload helper: main.tsx imports it too, and from `start` it made the entry import
    // `start` statically, which evaluated the whole app, React DOM with it, in the entry's one task.
    // Not the mutation hook either: only pages with a form use it, and from the package's index
    // (all of it reached from `start`) it came into every page's `start` (0.4 KB gzipped).
    const elsewhere =
      /vite[\\/]preload-helper|[\\/]react-query[\\/]build[\\/]modern[\\/]useMutation\.js$|[\\/]query-core[\\/]build[\\/]modern[\\/]mutationObserver\.js$/;
    const notStart = (id: string) => react.test(id) || elsewhere.test(id);
    for (const id of reach([path.join(src, 'app/start.tsx')], false, notStart)) {
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

const appChunks = appChunkGroups(import.meta.dirname);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    reactRouterProduction(),
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
        // dist/.vite/manifest.json: pageChunks() reads it to list each page's route chunks.
        manifest: true,
        // Every browser the site serves has <link rel="modulepreload"> (Safari since 17); without
        // it a page still loads, only without the preloads. 0.4 KB less on every page.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: { codeSplitting: { groups: [appChunks.group, zodChunkGroup] } },
        },
      },
}));
