import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { bootstrap } from '../db/bootstrap.ts';
import { openDatabase } from '../db/client.ts';
import { leads } from '../db/schema.ts';
import {
  CSV_HEADER,
  csvCell,
  EXPORT_BATCH,
  exportLeads,
  NoTablesError,
  parseCliArgs,
  UsageError,
} from './leads-export.ts';

const run = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function collect() {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

const lead = (i: number, overrides: Partial<typeof leads.$inferInsert> = {}) => ({
  projectId: 4,
  email: `persona${i}@ejemplo.com`,
  codeRelation: i % 2 === 0 ? 'controla-diabetes' : '10-obstaculos',
  name: 'José',
  lastName: 'Núñez Peña',
  phone: '+593991234567',
  ...overrides,
});

describe('CSV cells', () => {
  it('quotes separators, quotes and new lines, and disarms formulas but not phones', () => {
    expect(csvCell('Hola, mundo')).toBe('"Hola, mundo"');
    expect(csvCell('Dijo "sí"')).toBe('"Dijo ""sí"""');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+593991234567')).toBe('+593991234567');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-03-05T01:15:00Z'))).toBe('2026-03-04 20:15');
  });
});

describe('exportLeads', () => {
  it('writes a BOM, the header and every lead, in batches, filtered by tag and date', async () => {
    const total = EXPORT_BATCH * 2 + 5;
    const rows = Array.from({ length: total }, (_, i) => lead(i));
    for (let i = 0; i < rows.length; i += 500) await t.db.insert(leads).values(rows.slice(i, i + 500));
    await t.db.insert(leads).values(
      lead(99_999, {
        email: 'antigua@ejemplo.com',
        codeRelation: 'controla-diabetes',
        message: 'Tengo una consulta, "urgente"',
        createdAt: new Date('2022-01-15T12:00:00Z'),
      }),
    );

    const all = collect();
    const progress: number[] = [];
    const written = await exportLeads(t.db, all.stream, {}, (n) => progress.push(n));
    expect(written).toBe(total + 1);
    expect(progress).toEqual([EXPORT_BATCH, EXPORT_BATCH * 2, total + 1]);
    const text = all.text();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines).toHaveLength(total + 2);
    expect(lines[1]).toContain('persona0@ejemplo.com,José,Núñez Peña,+593991234567,controla-diabetes');
    expect(text).toContain('"Tengo una consulta, ""urgente"""');

    const tagged = collect();
    expect(await exportLeads(t.db, tagged.stream, { tag: '10-obstaculos' })).toBe(Math.floor(total / 2));
    const recent = collect();
    const since = parseCliArgs(['--since', '2023-01-01']).since!;
    expect(await exportLeads(t.db, recent.stream, { tag: 'controla-diabetes', since })).toBe(
      Math.ceil(total / 2),
    );
    const semicolon = collect();
    await exportLeads(t.db, semicolon.stream, { tag: 'nada', separator: ';' });
    expect(semicolon.text()).toBe(`\uFEFF${CSV_HEADER.join(';')}\r\n`);
  });
});

describe('a database without tables', () => {
  it('refuses to export and writes nothing', async () => {
    const empty = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const out = collect();
      await expect(exportLeads(empty.db, out.stream)).rejects.toThrow(NoTablesError);
      expect(out.text()).toBe('');
    } finally {
      await empty.close();
    }
  });

  it('says so in Spanish on the command line, exits 1 and leaves stdout and --out empty', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-export-empty-'));
    try {
      const cli = path.resolve(import.meta.dirname, 'leads-export.ts');
      const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const failed = (await run(process.execPath, ['--import', 'tsx', cli], { env }).catch((e) => e)) as {
        code: number;
        stdout: string;
        stderr: string;
      };
      expect(failed.code).toBe(1);
      expect(failed.stdout).toBe('');
      expect(failed.stderr).toContain('no tiene tablas');
      expect(failed.stderr).toContain('npm start');
      expect(failed.stderr).toContain(dataDir);
      expect(failed.stderr).not.toMatch(/relation|does not exist|select/i);

      const out = path.join(dataDir, 'leads.csv');
      const toFile = (await run(process.execPath, ['--import', 'tsx', cli, '--out', out], { env }).catch(
        (e) => e,
      )) as { code: number };
      expect(toFile.code).toBe(1);
      expect(existsSync(out)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('command line', () => {
  it('reads the options and refuses bad ones', () => {
    expect(
      parseCliArgs(['--tag', 'controla-diabetes', '--since', '2026-03-01', '--out', 'x.csv']),
    ).toMatchObject({
      tag: 'controla-diabetes',
      since: new Date('2026-03-01T05:00:00Z'),
      out: 'x.csv',
    });
    expect(() => parseCliArgs(['--since', '2026-02-30'])).toThrow(UsageError);
    expect(() => parseCliArgs(['--since', 'ayer'])).toThrow(UsageError);
    expect(() => parseCliArgs(['--tag', 'a b'])).toThrow(UsageError);
    expect(() => parseCliArgs(['--separator', '|'])).toThrow(UsageError);
    expect(() => parseCliArgs(['--desconocida'])).toThrow(UsageError);
  });

  it('exports from the database named by DATA_DIR, like the server', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-export-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const database = await openDatabase(config.database);
      await database.migrate();
      await bootstrap(database.db, config);
      await database.db.insert(leads).values([lead(1), lead(2), lead(3)]);
      await database.close();

      const out = path.join(dataDir, 'leads.csv');
      const cli = path.resolve(import.meta.dirname, 'leads-export.ts');
      const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' };
      delete (env as Record<string, string | undefined>).DATABASE_URL;
      const { stderr } = await run(
        process.execPath,
        ['--import', 'tsx', cli, '--tag', '10-obstaculos', '--out', out],
        {
          env,
        },
      );
      expect(stderr).toContain(`2 registros exportados a ${out}`);
      const csv = readFileSync(out, 'utf8');
      expect(csv.startsWith('\uFEFFid,')).toBe(true);
      expect(csv).toContain('persona1@ejemplo.com');
      expect(csv).toContain('persona3@ejemplo.com');
      expect(csv).not.toContain('persona2@ejemplo.com');

      const bad = await run(process.execPath, ['--import', 'tsx', cli, '--since', 'ayer'], { env }).catch(
        (e: { code: number; stderr: string }) => e,
      );
      expect((bad as { code: number }).code).toBe(2);
      expect((bad as { stderr: string }).stderr).toContain('Uso: npm run leads:export');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
