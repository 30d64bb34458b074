// The test databases' plumbing, light enough for the global setup and for suites that need only a
// database (no app): each file's database is a copy of one migrated per run (test/global-setup.ts).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';

/** One statement on the test server's admin connection (create or drop a test database). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

let pgliteImage: Blob | undefined;
/** The run's migrated PGlite data directory, read once per test file (none outside a test run). */
export function migratedPgliteImage(): Blob | undefined {
  const file = inject('pgliteImage');
  if (file && !pgliteImage) pgliteImage = new Blob([readFileSync(file)]);
  return pgliteImage;
}
