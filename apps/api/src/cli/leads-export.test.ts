import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { bootstrap } from '../db/bootstrap.ts';
import { openDatabase } from '../db/client.ts';
import { auditLog, leads } from '../db/schema.ts';
import {
  CSV_HEADER,
  commandLineActor,
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

describe('CSV injection (OWASP): the file opened by a real spreadsheet parser', () => {
  const hostile = [
    '=HYPERLINK("https://malo.example","clic")',
    'Ana, =1+2',
    "Ana;=cmd|' /C calc'!A0",
    ' =1+1',
    '\u00A0=1+1',
    '\uFF1D1+1',
    '\uFF0BSUM(A1)',
    '-2+3',
    '@SUM(A1)',
    '\t=1+1',
    '\r=1+1',
    'x\n=1+1',
    'Dijo "hola"; =2*2',
  ];

  it('quotes every cell with a separator, quote or line break, and disarms each segment', () => {
    expect(csvCell('Ana, Pérez', ';')).toBe('"Ana, Pérez"');
    expect(csvCell('Ana; Pérez', ',')).toBe('"Ana; Pérez"');
    expect(csvCell('Ana, =1+2')).toBe('"Ana,\' =1+2"');
    expect(csvCell('\u00A0=1')).toBe("'\u00A0=1");
    expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(csvCell('+593991234567')).toBe('+593991234567');
    expect(csvCell('José Núñez')).toBe('José Núñez');
  });

  it.each([',', ';'] as const)(
    'no cell becomes a formula, whichever separator opens a file written with %s',
    async (separator) => {
      await t.db.delete(leads).where(eq(leads.codeRelation, 'hostil'));
      await t.db.insert(leads).values(
        hostile.map((text, i) =>
          lead(500_000 + i, {
            email: `hostil${i}@ejemplo.com`,
            codeRelation: 'hostil',
            name: text,
            message: text,
          }),
        ),
      );
      const out = collect();
      await exportLeads(t.db, out.stream, { tag: 'hostil', separator });
      const csv = out.text().slice(1);
      for (const FS of [',', ';']) {
        const book = XLSX.read(csv, { type: 'string', FS, raw: false });
        const sheet = book.Sheets[book.SheetNames[0]!]!;
        const cells = Object.entries(sheet).filter(([k]) => !k.startsWith('!'));
        expect(cells.length).toBeGreaterThan(hostile.length);
        for (const [ref, cell] of cells) {
          const c = cell as XLSX.CellObject;
          expect(c.f, `${ref} read as a formula with FS=${FS}: ${c.f}`).toBeUndefined();
          if (typeof c.v === 'string')
            expect(c.v, ref).not.toMatch(/^[\s\u00A0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u);
        }
      }
      // read with the separator it was written with, every hostile text comes back whole, as text
      const book = XLSX.read(csv, { type: 'string', FS: separator, raw: true });
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
        header: 1,
        raw: true,
      });
      const nameColumn = CSV_HEADER.indexOf('nombre');
      const names = rows.slice(1).map((r) => String(r[nameColumn]));
      expect(names).toHaveLength(hostile.length);
      // only the apostrophes the export put at the start of a segment differ
      for (const [i, name] of names.entries())
        expect(name.replace(/(^|[,;\t\r\n])'/g, '$1')).toBe(hostile[i]);
      await t.db.delete(leads).where(eq(leads.codeRelation, 'hostil'));
    },
  );
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

  it('writes each export to the audit log: who ran it, the filters and the rows written', async () => {
    const before = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'leads'));
    const since = parseCliArgs(['--since', '2023-01-01']).since!;
    const written = await exportLeads(t.db, collect().stream, { tag: '10-obstaculos', since });
    const after = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'leads'));
    expect(after).toHaveLength(before.length + 1);
    const entry = after.find((a) => !before.some((b) => b.id === a.id))!;
    expect(entry).toMatchObject({
      action: 'export',
      userId: null,
      entityId: null,
      after: { via: 'cli', filters: { tag: '10-obstaculos', since: since.toISOString() }, rows: written },
    });
    expect(entry.actorEmail).toBe(commandLineActor().email);
    expect(entry.actorEmail).toMatch(/^línea de comandos \(.+@.+\)$/);
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
      // The command's export is in the server's audit log.
      const reopened = await openDatabase(config.database);
      const audit = await reopened.db.select().from(auditLog).where(eq(auditLog.entity, 'leads'));
      await reopened.close();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'export', after: { via: 'cli', rows: 2 } });

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
