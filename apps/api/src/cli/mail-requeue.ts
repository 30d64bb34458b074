// npm run mail:requeue [-- --possibly-sent] [-- --id 12 --id 13]
//
// Puts back in the queue the e-mails the worker gave up on (3 days of failures), due now, with a
// fresh 3-day retry window; a running server sends them within seconds. Mails marked "possibly
// sent" (a worker died between handing the mail to SMTP and recording it) are left alone unless
// --possibly-sent is given: their recipient may already have them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { requeueMail } from '../integrations/mail/maintenance.ts';

const USAGE = `Uso: npm run mail:requeue [-- --possibly-sent] [-- --id N ...]

Vuelve a poner en cola los correos que el envío abandonó tras reintentar durante 3 días.
  --possibly-sent  incluye los «posiblemente enviados» (el envío se interrumpió: pueden llegar dos veces)
  --id N           solo el correo N de la tabla outbox (se puede repetir)`;

export function parseRequeueArgs(argv: string[]): { possiblySent: boolean; ids?: number[]; help: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      'possibly-sent': { type: 'boolean', default: false },
      id: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  const ids = values.id?.map((v) => {
    if (!/^\d{1,10}$/.test(v)) throw new Error(`--id debe ser un número: ${v}`);
    return Number(v);
  });
  return {
    possiblySent: values['possibly-sent'] ?? false,
    help: values.help ?? false,
    ...(ids ? { ids } : {}),
  };
}

async function main(): Promise<number> {
  let options: ReturnType<typeof parseRequeueArgs>;
  try {
    options = parseRequeueArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database, {
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  try {
    const ids = await requeueMail(database.db, options);
    process.stdout.write(
      ids.length === 0
        ? `No hay correos abandonados que reenviar (${database.location}).\n`
        : `${ids.length} correo(s) en cola de nuevo: ${ids.join(', ')} (${database.location}).\n`,
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
        `No se pudo reencolar: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
