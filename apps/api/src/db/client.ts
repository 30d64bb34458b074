import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { MIGRATIONS_DIR } from '../lib/paths.ts';
import * as schema from './schema.ts';

/**
 * One query API over both drivers. PGlite's and node-postgres' Drizzle databases expose the same
 * builder; we type both as the node-postgres one so modules see a single `Database`.
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories take either the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  /** Human description for the start-up banner ("PGlite en ./data/pglite"). */
  location: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = MIGRATIONS_DIR;
/** Any fixed number: several instances starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 4_040_404;

export async function openDatabase(database: Config['database']): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') return openPostgres(database.url);
  return openPglite(database.dataDir);
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? undefined, { extensions: { unaccent, pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    location: dataDir ? `PGlite (embebido) en ${dataDir}` : 'PGlite (embebido) en memoria',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, admin command) is an 'error' event on
  // the pool; unhandled, it would crash the process. The pool opens a new one on the next query.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL cerró una conexión inactiva (${error.message}); se abrirá otra.\n`);
  });
  const db = drizzleNodePg({ client: pool, schema });
  const safeUrl = url.replace(/\/\/[^@/]*@/, '//***@');
  return {
    db,
    location: `PostgreSQL en ${safeUrl}`,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
