import { OAUTH_CLIENT_ID } from '@campus/contract';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { bootstrap } from './db/bootstrap.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_STUDENT, seedDemoIfEmpty } from './db/seed/index.ts';
import { DEMO_OPERATOR, seedDemoOperator } from './db/seed/operator.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database, {
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  await database.migrate();
  await bootstrap(database.db, config);
  const seeded = config.seed === 'demo' ? await seedDemoIfEmpty(database.db) : false;
  // Demo databases made before the operator area get the demo operator too (never in production).
  const demoOperator = config.seed === 'demo' && !config.isProduction;
  if (demoOperator) await seedDemoOperator(database.db, config.env);

  const app = await buildApp({ config, database, startMailWorker: true });
  const address = await app.listen({ port: config.port, host: config.host });
  const url =
    config.host === '127.0.0.1' || config.host === '0.0.0.0'
      ? `http://localhost:${new URL(address).port}`
      : address;

  const lines = [
    '',
    `  Campus Salud en ${url}${config.publicUrl.endsWith(`:${new URL(url).port}`) ? '' : ` (sitio: ${config.publicUrl})`}`,
    `  Base de datos: ${database.location}${seeded ? ' (datos de demostración cargados)' : ''}`,
    `  API: ${url}/api/docs`,
  ];
  if (config.seed === 'demo')
    lines.push(`  Estudiante demo: ${DEMO_STUDENT.email} / ${DEMO_STUDENT.password}`);
  if (demoOperator)
    lines.push(`  Operador demo (${url}/admin): ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password}`);
  if (config.usesDevClientSecret)
    lines.push(`  Cliente OAuth ${OAUTH_CLIENT_ID}, secreto de desarrollo: ${config.oauthClientSecret}`);
  if (!config.smtpUrl) lines.push(`  Correos (sin SMTP_URL): ${url}/dev/mail`);
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando: terminando peticiones en curso');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error al cerrar');
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal));
  // Started by `npm start` (scripts/start.mjs) with an IPC channel: when that process is gone, so
  // is whoever would stop this one, so it stops by itself instead of holding the port.
  if (process.send) process.on('disconnect', () => void shutdown('disconnect'));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('No se pudo iniciar el servidor:', err);
  }
  process.exit(1);
});
