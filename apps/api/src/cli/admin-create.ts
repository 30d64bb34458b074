// npm run admin:create -- --email operador@ejemplo.com [--password '…']
//
// Creates an operator (role 1) of the operator area at /admin. Without --password a strong random
// one is generated and printed once. Operators are never created by a public form.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { accountEmailSchema, PROJECT_ID, passwordSchema, ROLE } from '@campus/contract';
import { loadConfig } from '../config.ts';
import { bootstrap } from '../db/bootstrap.ts';
import { openDatabase } from '../db/client.ts';
import { createAccount } from '../modules/auth/auth.service.ts';

const USAGE = `Uso: npm run admin:create -- --email CORREO [--password CLAVE] [--name NOMBRE]

Crea un operador (rol 1) del área de operador en /admin.
  --email     correo del operador (obligatorio)
  --password  contraseña; si falta, se genera una y se muestra una sola vez
  --name      nombre visible (opcional)`;

export type AdminCreateArgs = { email: string; password: string | null; name: string; help: boolean };

export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string', default: 'Operador' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return { email: '', password: null, name: '', help: true };
  const email = accountEmailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new Error('--email debe ser un correo válido');
  if (values.password !== undefined) {
    const ok = passwordSchema.safeParse(values.password);
    if (!ok.success) throw new Error(`--password: ${ok.error.issues[0]?.message ?? 'no es válida'}`);
  }
  return {
    email: email.data,
    password: values.password ?? null,
    name: values.name ?? 'Operador',
    help: false,
  };
}

/** A random password of 24 URL-safe characters (144 bits). */
export const generatePassword = () => randomBytes(18).toString('base64url');

async function main(): Promise<number> {
  let args: AdminCreateArgs;
  try {
    args = parseAdminCreateArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database, {
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  try {
    await database.migrate();
    await bootstrap(database.db, config);
    const password = args.password ?? generatePassword();
    const id = await createAccount(database.db, {
      projectId: PROJECT_ID,
      email: args.email,
      password,
      role: ROLE.admin,
      firstName: args.name,
      surnames: '',
    });
    if (id === null) {
      process.stderr.write(`Ya existe una cuenta con el correo ${args.email}.\n`);
      return 1;
    }
    process.stdout.write(`Operador creado: ${args.email} (id ${id}, ${database.location}).\n`);
    if (!args.password)
      process.stdout.write(`Contraseña generada (guárdala, no se vuelve a mostrar): ${password}\n`);
    process.stdout.write('Entra en /admin/login; activa la verificación en dos pasos en «Mi cuenta».\n');
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
        `No se pudo crear el operador: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
