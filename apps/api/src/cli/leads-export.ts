// Operator command: the leads as CSV, for a spreadsheet or a mailing tool.
//
//   npm run leads:export -- [--tag TAG] [--since YYYY-MM-DD] [--out FILE] [--separator ';']
//
// Reads the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR; stop the server
// first when it is the embedded one: PGlite admits one process). Writes UTF-8 with a BOM so Excel
// shows accents and ñ correctly, streaming in batches of 1000 rows, with progress on stderr.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { codeRelationSchema, PROJECT_ID, zonedInstant } from '@campus/contract';
import { and, asc, eq, gt, gte, type SQL, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { leads } from '../db/schema.ts';
import { type AuditActor, recordAudit } from '../modules/admin/audit.service.ts';
import { CSV_HEADER, csvLine, leadCsvValues } from '../modules/leads/leads.csv.ts';

export const EXPORT_BATCH = 1000;
const TIME_ZONE = 'America/Guayaquil';

export type ExportOptions = {
  /** Who the audit log names (default: the system user running the command). */
  actor?: AuditActor;
  tag?: string;
  /** Leads created on or after this day (00:00 in Ecuador). */
  since?: Date;
  separator?: ',' | ';';
  projectId?: number;
};

// The CSV writer lives in the leads module (the operator area's download uses it too).
export { CSV_HEADER, csvCell, csvLine, leadCsvValues } from '../modules/leads/leads.csv.ts';

export type Output = NodeJS.WritableStream;

async function write(out: Output, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** The database has no leads table: migrations never ran there (or it is not the server's database). */
export class NoTablesError extends Error {
  constructor(location: string) {
    super(
      `La base de datos ${location} no tiene tablas: todavía no se aplicaron las migraciones. ` +
        'Arranque el servidor una vez (npm start), que crea las tablas al iniciar, o revise que ' +
        'DATABASE_URL / DATA_DIR apunten a la base de datos del servidor, y vuelva a exportar.',
    );
    this.name = 'NoTablesError';
  }
}

/** Throws NoTablesError when the leads table does not exist, before anything is written. */
export async function assertLeadsTable(db: Database, location = ''): Promise<void> {
  const result = await db.execute<{ found: boolean }>(sql`select to_regclass('leads') is not null as found`);
  if (!result.rows[0]?.found) throw new NoTablesError(location.trim());
}

/**
 * Streams the leads matching `options` to `out` as CSV (BOM, header, one line per lead), reading
 * them in batches by id. `onProgress` is called after each batch with the rows written so far.
 */
export async function exportLeads(
  db: Database,
  out: Output,
  options: ExportOptions = {},
  onProgress: (written: number) => void = () => {},
): Promise<number> {
  await assertLeadsTable(db);
  const separator = options.separator ?? ',';
  const filters: SQL[] = [eq(leads.projectId, options.projectId ?? PROJECT_ID)];
  if (options.tag) filters.push(eq(leads.codeRelation, options.tag));
  if (options.since) filters.push(gte(leads.createdAt, options.since));

  let lastId = 0;
  let written = 0;
  try {
    await write(out, `\uFEFF${csvLine(CSV_HEADER, separator)}`);
    for (;;) {
      const rows = await db
        .select()
        .from(leads)
        .where(and(...filters, gt(leads.id, lastId)))
        .orderBy(asc(leads.id))
        .limit(EXPORT_BATCH);
      if (rows.length === 0) break;
      let chunk = '';
      for (const r of rows) {
        chunk += csvLine(leadCsvValues(r), separator);
      }
      await write(out, chunk);
      written += rows.length;
      lastId = rows[rows.length - 1]!.id;
      onProgress(written);
      if (rows.length < EXPORT_BATCH) break;
    }
  } finally {
    // Bulk personal data leaving the system: audited with what was written, even if it stopped.
    await recordAudit(db, options.actor ?? commandLineActor(), {
      action: 'export',
      entity: 'leads',
      entityId: null,
      after: {
        via: 'cli',
        filters: { tag: options.tag ?? null, since: options.since?.toISOString() ?? null },
        rows: written,
      },
    });
  }
  return written;
}

/** The audit log's name for an export run from a shell: the system user and the machine. */
export function commandLineActor(): AuditActor {
  let user = 'desconocido';
  try {
    user = userInfo().username;
  } catch {}
  return { userId: null, email: `línea de comandos (${user}@${hostname()})` };
}

export class UsageError extends Error {}

export const USAGE = `Uso: npm run leads:export -- [--tag ETIQUETA] [--since AAAA-MM-DD] [--out ARCHIVO] [--separator ';']

  --tag        solo los registros de esa landing (code_relation), p. ej. controla-diabetes
  --since      solo los creados desde ese día (00:00, hora de Ecuador)
  --out        archivo CSV de salida (por defecto, la salida estándar)
  --separator  ',' (por defecto) o ';' (Excel con configuración regional en español)`;

export type CliOptions = ExportOptions & { out?: string; help?: boolean };

export function parseCliArgs(argv: string[]): CliOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        tag: { type: 'string' },
        since: { type: 'string' },
        out: { type: 'string', short: 'o' },
        separator: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const options: CliOptions = { help: Boolean(values.help) };
  if (typeof values.tag === 'string') {
    const tag = codeRelationSchema.safeParse(values.tag);
    if (!tag.success) throw new UsageError(`--tag no es válida: ${values.tag}`);
    options.tag = tag.data;
  }
  if (typeof values.since === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(values.since);
    const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
    const check = new Date(Date.UTC(y, mo - 1, d));
    if (!m || check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
      throw new UsageError(`--since debe ser una fecha AAAA-MM-DD: ${values.since}`);
    }
    options.since = zonedInstant(y, mo, d, 0, 0, TIME_ZONE);
  }
  if (typeof values.separator === 'string') {
    if (values.separator !== ',' && values.separator !== ';')
      throw new UsageError("--separator debe ser ',' o ';'");
    options.separator = values.separator;
  }
  if (typeof values.out === 'string') options.out = values.out;
  return options;
}

async function main(): Promise<number> {
  let options: CliOptions;
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  const count = new Intl.NumberFormat('es-EC');
  const progress = (n: number) => {
    if (process.stderr.isTTY) process.stderr.write(`\r${count.format(n)} registros exportados…`);
    else if (n % (EXPORT_BATCH * 10) === 0) process.stderr.write(`${n} registros exportados…\n`);
  };
  try {
    await database.ping();
    // Checked before the output is opened: nothing is written (no BOM, no empty file) without tables.
    await assertLeadsTable(database.db, database.location);
    const out: Output = options.out ? createWriteStream(path.resolve(options.out)) : process.stdout;
    const total = await exportLeads(database.db, out, options, progress);
    if (options.out) {
      out.end();
      await once(out, 'finish');
    }
    if (process.stderr.isTTY) process.stderr.write('\n');
    process.stderr.write(
      `${total === 1 ? '1 registro exportado' : `${total} registros exportados`}${options.out ? ` a ${path.resolve(options.out)}` : ''} (${database.location}).\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `No se pudo exportar: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
