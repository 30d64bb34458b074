// Once per API test run (vitest.config.ts): a migrated database every test file copies instead of
// creating and migrating its own (PGlite's initdb took ~3 s a file, most of the suite's time on two
// cores). PGlite: a dump of its data directory in a temporary file; PostgreSQL: a template database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, migratePgliteClient, openDatabase } from '../src/db/client.ts';
import { adminQuery } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (`dumpDataDir`), for in-memory test databases. */
    pgliteImage: string | null;
    /** A migrated PostgreSQL database to create test databases from (`create database … template`). */
    templateDatabase: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const target = String(project.config.env?.TEST_DB ?? 'memory://');
  if (target.startsWith('postgres')) {
    const name = `campus_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(target, `create database ${name}`);
    const url = new URL(target);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await database.migrate();
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('pgliteImage', null);
    return () => adminQuery(target, `drop database if exists ${name} with (force)`);
  }
  const client = await createPglite(null);
  await migratePgliteClient(client);
  const image = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  project.provide('templateDatabase', null);
  return async () => rmSync(dir, { recursive: true, force: true });
}
