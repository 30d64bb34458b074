import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** A console.error during a web or API test fails it (see the file). */
const failOnConsoleError = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));

// API suites run once on a fresh embedded PGlite per file and, when TEST_DATABASE_URL is set,
// again on that PostgreSQL (a new database per file), so both drivers stay honest. Each file's
// database is a copy of one migrated once per run (test/global-setup.ts).
const apiProject = (name: string, databaseUrl: string) => ({
  extends: true as const,
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_DB: databaseUrl },
    setupFiles: [failOnConsoleError],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // Each file builds its own app on its own database, so the files of a worker can share one
    // module graph: importing the API afresh for each of the 240 file runs was half of the suite's
    // time on CI's two cores (623 s → 334 s, 27 November 2026). A file that `vi.mock`s a module the
    // app imports starts on a fresh graph (`vi.hoisted(() => vi.resetModules())`, see limits.test.ts).
    isolate: false,
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'contract', root: 'packages/contract', include: ['test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Console errors fail a test; what a test rendered is unmounted after it (test/support/render.tsx).
          setupFiles: [failOnConsoleError, 'test/support/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: 'apps/web',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      apiProject('api-pglite', 'memory://'),
      ...(postgresUrl ? [apiProject('api-postgres', postgresUrl)] : []),
    ],
  },
});
