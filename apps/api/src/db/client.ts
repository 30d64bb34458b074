import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
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

/** How long PostgreSQL may take: to hand out a connection, and for one statement. */
export type DatabaseTimeouts = { connectTimeoutMs: number; statementTimeoutMs: number };
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectTimeoutMs: 3000,
  statementTimeoutMs: 10_000,
};

/**
 * `image` (PGlite only): start from this copy of a data directory (`dumpDataDir`) instead of creating
 * one (initdb takes ~3 s; the API tests start from a migrated copy).
 */
export async function openDatabase(
  database: Config['database'] & { image?: Blob },
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') return openPostgres(database.url, timeouts);
  return openPglite(database.dataDir, database.image);
}

/** PGlite with the extensions the migrations create. */
export function createPglite(dataDir: string | null, image?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir ?? undefined, { extensions: { unaccent, pg_trgm }, loadDataDir: image });
}

/** Applies the migrations to a PGlite (`DatabaseHandle.migrate`). */
export function migratePgliteClient(client: PGlite): Promise<void> {
  return migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

/** /readyz answers within this, whatever the database does. */
const PING_TIMEOUT_MS = 2000;

async function withTimeout(work: Promise<unknown>, ms: number, message: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  work.catch(() => {});
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** SQLSTATE classes and codes that mean "the database is not there right now", not "bad query". */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-4]|57014|53300|53400|55P03|40P01)$/;
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connect ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed|PGlite is busy/i;

/**
 * Whether an error (or its cause, as Drizzle wraps driver errors) says the database is down, hung,
 * overloaded or too slow: the API answers 503 then, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const err = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof err.code === 'string' && UNAVAILABLE_SQLSTATES.test(err.code)) return true;
    if (typeof err.code === 'string' && /^E(CONNREFUSED|CONNRESET|TIMEDOUT|HOSTUNREACH|PIPE)$/.test(err.code))
      return true;
    if (typeof err.message === 'string' && UNAVAILABLE_MESSAGES.test(err.message)) return true;
    e = err.cause;
  }
  return false;
}

async function openPglite(dataDir: string | null, image?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await createPglite(dataDir, image);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    location: dataDir ? `PGlite (embebido) en ${dataDir}` : 'PGlite (embebido) en memoria',
    migrate: () => migratePgliteClient(client),
    // PGlite runs one query at a time: behind a long transaction the ping waits, and readiness
    // must say so rather than hang.
    ping: () => withTimeout(client.query('select 1'), PING_TIMEOUT_MS, 'PGlite is busy: ping timeout'),
    close: () => client.close(),
  };
}

/** How long a pooled PostgreSQL connection stays open unused. */
const IDLE_CONNECTION_MS = 10 * 60_000;

async function openPostgres(url: string, timeouts: DatabaseTimeouts): Promise<DatabaseHandle> {
  // A hung or unreachable server must not hang requests: a connection (or a free slot in the
  // pool) is waited for at most connectTimeoutMs; the server cancels a statement after
  // statementTimeoutMs, and the client gives up a second later if the server does not answer at
  // all (a black-holed network). The error handler turns these into a fast 503.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Kept open 10 minutes idle, not pg's 10 s: the cached public answers are refreshed every 30 s,
    // and on a connection opened for that, PostgreSQL starts a backend and plans the catalogue's
    // queries cold (15–40 ms each): a burst of ~250 ms of its CPU every refresh, the search's p99
    // over 100 ms in bench:api (BENCHMARKS.md). Ten idle backends cost it little.
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
    query_timeout: timeouts.statementTimeoutMs + 1000,
    idle_in_transaction_session_timeout: timeouts.statementTimeoutMs * 3,
    keepAlive: true,
  });
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
        // Waiting for another instance's migration is not a hung statement.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: () =>
      withTimeout(pool.query('select 1'), PING_TIMEOUT_MS, 'timeout exceeded when trying to connect'),
    close: () => pool.end(),
  };
}

/**
 * Takes a transaction-scoped advisory lock if it is free: true when this transaction holds it
 * (until it ends), false when another session does. For jobs every instance schedules.
 */
export async function tryTransactionLock(tx: Executor, lockId: number): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${lockId}) as ok`);
  const rows = (result as unknown as { rows: Array<{ ok: boolean }> }).rows;
  return rows[0]?.ok === true;
}
